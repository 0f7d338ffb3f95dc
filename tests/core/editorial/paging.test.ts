import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyPage, FIRST_PAGE, PAGE_SIZE, pageIndexFrom, pageParamOf, pageWindow } from '../../../core/editorial/paging';

describe('paging (spec 9: start 0, count 10)', () => {
  it('uses the spec defaults', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(FIRST_PAGE).toBe(0);
    expect(emptyPage(3)).toEqual({ items: [], total: 0, page: 3, pages: 0 });
  });

  it('reads ?page= as 1-based and writes it back; the first page has no parameter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999 }), (index) => {
        const param = pageParamOf(index);
        expect(param === null).toBe(index === 0);
        expect(pageIndexFrom(param)).toBe(index);
      }),
    );
  });

  it('gives the first page for anything that is not a page number', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const index = pageIndexFrom(text);
        expect(Number.isInteger(index) && index >= 0).toBe(true);
        if (!/^\s*\d+\s*$/.test(text)) expect(index).toBe(0);
      }),
    );
    expect(pageIndexFrom('0')).toBe(0);
    expect(pageIndexFrom('-3')).toBe(0);
    expect(pageIndexFrom('2.5')).toBe(0);
    expect(pageIndexFrom(undefined)).toBe(0);
  });

  it('shows the first, last and neighbouring pages in order, with a gap only where pages are skipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: -5, max: 600 }), fc.integer({ min: 0, max: 3 }), (pages, current, span) => {
        const slots = pageWindow(current, pages, span);
        if (pages <= 1) {
          expect(slots).toEqual([]);
          return;
        }
        const shown = slots.flatMap((slot) => (slot.kind === 'page' ? [slot.index] : []));
        const at = Math.min(Math.max(current, 0), pages - 1);
        expect(shown[0]).toBe(0);
        expect(shown.at(-1)).toBe(pages - 1);
        expect(shown).toContain(at);
        for (let i = Math.max(0, at - span); i <= Math.min(pages - 1, at + span); i += 1) expect(shown).toContain(i);
        for (let i = 1; i < shown.length; i += 1) expect(shown[i]!).toBeGreaterThan(shown[i - 1]!);
        slots.forEach((slot, position) => {
          if (slot.kind !== 'gap') return;
          const before = slots[position - 1];
          const after = slots[position + 1];
          expect(before?.kind === 'page' && after?.kind === 'page' && after.index - before.index > 1).toBe(true);
        });
        // No two pages side by side skip a number without a gap between them.
        slots.forEach((slot, position) => {
          const next = slots[position + 1];
          if (slot.kind === 'page' && next?.kind === 'page') expect(next.index).toBe(slot.index + 1);
        });
      }),
    );
  });
});
