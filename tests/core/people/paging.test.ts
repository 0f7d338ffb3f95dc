import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, pageIndexFromParam, pageParamOf, pageWindow } from '../../../core/people/paging';

describe('paging (spec 9: start 0, count 10)', () => {
  it('has the spec defaults', () => {
    expect([DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE]).toEqual([0, 10]);
  });

  it('round-trips a page index through the 1-based ?page= value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (index) => {
        expect(pageIndexFromParam(pageParamOf(index))).toBe(index);
      }),
    );
    expect(pageParamOf(0)).toBeUndefined();
  });

  it('reads anything that is not a whole page number as the first page', () => {
    fc.assert(
      fc.property(fc.string().filter((text) => !/^\s*\d+\s*$/.test(text)), (text) => {
        expect(pageIndexFromParam(text)).toBe(0);
      }),
    );
    expect(pageIndexFromParam('0')).toBe(0);
    expect(pageIndexFromParam(null)).toBe(0);
  });

  it('shows the first, last and current pages in order, with gaps only where pages are skipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 600 }), (pages, index) => {
        const entries = pageWindow(index, pages);
        const shown = entries.flatMap((entry) => (entry.kind === 'page' ? [entry.index] : []));
        const current = Math.min(Math.max(index, 0), pages - 1);
        expect(shown).toContain(0);
        expect(shown).toContain(pages - 1);
        expect(shown).toContain(current);
        expect(shown).toEqual([...new Set(shown)].sort((a, b) => a - b));
        entries.forEach((entry, position) => {
          if (entry.kind !== 'gap') return;
          const before = entries[position - 1];
          const after = entries[position + 1];
          expect(before?.kind === 'page' && after?.kind === 'page' && after.index - before.index > 1).toBe(true);
        });
      }),
    );
    expect(pageWindow(0, 0)).toEqual([]);
  });
});
