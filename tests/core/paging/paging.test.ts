import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../../core/paging/page-window';
import { emptyPage, FIRST_PAGE, MAX_PAGE_INDEX, PAGE_SIZE, pageHref, pageIndexFrom, pageParamOf } from '../../../core/paging/paging';

describe('paging (spec 9: start 0, count 10), one set of helpers for every paged list', () => {
  it('uses the spec defaults', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(FIRST_PAGE).toBe(0);
    expect(emptyPage()).toEqual({ items: [], total: 0, page: 0, pages: 0 });
    expect(emptyPage(3)).toEqual({ items: [], total: 0, page: 3, pages: 0 });
  });

  it('reads ?page= as 1-based and writes it back; the first page has no parameter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PAGE_INDEX }), (index) => {
        const param = pageParamOf(index);
        expect(param === undefined).toBe(index === 0);
        expect(pageIndexFrom(param)).toBe(index);
      }),
    );
  });

  it('gives the first page for anything that is not a page number, and caps huge ones', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('0', '-1', '1.5', 'abc', '', ' ', '99999999', '1e3')), (text) => {
        const index = pageIndexFrom(text);
        expect(Number.isInteger(index) && index >= 0 && index <= MAX_PAGE_INDEX).toBe(true);
        if (!/^\s*\d+\s*$/.test(text) || Number(text) < 1) expect(index).toBe(0);
      }),
    );
    expect(pageIndexFrom(' 3 ')).toBe(2);
    expect(pageIndexFrom('123456')).toBe(MAX_PAGE_INDEX);
    expect(pageIndexFrom(null)).toBe(0);
    expect(pageIndexFrom(undefined)).toBe(0);
  });

  it('links a page of a list whose only query is the page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PAGE_INDEX }), (index) => {
        const href = pageHref('/coverage', index);
        expect(href).toBe(index === 0 ? '/coverage' : `/coverage?page=${index + 1}`);
        expect(pageIndexFrom(new URL(href, 'http://x').searchParams.get('page'))).toBe(index);
      }),
    );
  });
});

describe('page window', () => {
  it('shows the first, last and neighbouring pages in order, the current one marked, with a gap only where pages are skipped', () => {
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
        expect(slots.filter((slot) => slot.kind === 'page' && slot.current)).toEqual([{ kind: 'page', index: at, current: true }]);
        for (let i = Math.max(0, at - span); i <= Math.min(pages - 1, at + span); i += 1) expect(shown).toContain(i);
        for (let i = 1; i < shown.length; i += 1) expect(shown[i]!).toBeGreaterThan(shown[i - 1]!);
        slots.forEach((slot, position) => {
          const next = slots[position + 1];
          if (slot.kind === 'gap') {
            const before = slots[position - 1];
            expect(before?.kind === 'page' && next?.kind === 'page' && next.index - before.index > 1).toBe(true);
          } else if (next?.kind === 'page') {
            // No two pages side by side skip a number without a gap between them.
            expect(next.index).toBe(slot.index + 1);
          }
        });
        const keys = slots.map((slot) => (slot.kind === 'gap' ? slot.key : slot.index));
        expect(new Set(keys).size).toBe(keys.length);
        if (span === 1) expect(slots.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});
