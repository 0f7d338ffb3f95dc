import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idFromQuery, listHref, MAX_PAGE_NUMBER, pageIndexFromQuery, pagerSlots, pageQueryValue } from '../../../core/honours/paging';

describe('paging from the URL (spec 9: start 0, count 10)', () => {
  it('reads back the ?page= value it writes, for every page index', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PAGE_NUMBER - 1 }), (index) => {
        expect(pageIndexFromQuery(pageQueryValue(index))).toBe(index);
      }),
    );
  });

  it('starts at index 0 for anything that is not a page number from 1', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('0', '-1', '1.5', 'abc', '', ' ', '99999999')), (raw) => {
        const index = pageIndexFromQuery(raw);
        expect(Number.isInteger(index) && index >= 0 && index < MAX_PAGE_NUMBER).toBe(true);
        if (!/^\s*\d+\s*$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_PAGE_NUMBER) expect(index).toBe(0);
      }),
    );
    expect(pageIndexFromQuery(null)).toBe(0);
    expect(pageIndexFromQuery('3')).toBe(2);
  });

  it('reads a filter id only from a positive whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (id) => {
        expect(idFromQuery(String(id))).toBe(id);
      }),
    );
    for (const raw of ['0', '-3', '1e3', 'x', '', null, undefined, '12a']) expect(idFromQuery(raw)).toBeUndefined();
  });
});

describe('pager slots', () => {
  it('shows the first, last and current page, in order, with gaps only where pages are skipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 500 }).chain((pages) => fc.tuple(fc.constant(pages), fc.integer({ min: 0, max: pages - 1 }))), ([pages, current]) => {
        const slots = pagerSlots(current, pages);
        const shown = slots.flatMap((slot) => (slot.kind === 'page' ? [slot.pageIndex] : []));
        expect(shown[0]).toBe(0);
        expect(shown.at(-1)).toBe(pages - 1);
        expect(shown).toContain(current);
        expect(slots.filter((slot) => slot.kind === 'page' && slot.current)).toEqual([{ kind: 'page', pageIndex: current, current: true }]);
        for (let i = 1; i < shown.length; i += 1) expect(shown[i]).toBeGreaterThan(shown[i - 1]!);
        slots.forEach((slot, i) => {
          if (slot.kind !== 'gap') return;
          const before = slots[i - 1];
          const after = slots[i + 1];
          expect(before?.kind === 'page' && after?.kind === 'page' && after.pageIndex - before.pageIndex > 1).toBe(true);
        });
        // Never more than first, last, current ±1 and two gaps.
        expect(slots.length).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('shows nothing when one page holds everything', () => {
    expect(pagerSlots(0, 0)).toEqual([]);
    expect(pagerSlots(0, 1)).toEqual([]);
  });
});

describe('list hrefs', () => {
  it('drops empty values and encodes the rest, keeping the order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.option(fc.oneof(fc.string(), fc.integer()), { nil: undefined }))), (query) => {
        const href = listHref('/list', query);
        const kept = query.filter(([, value]) => value !== undefined && value !== '');
        if (kept.length === 0) {
          expect(href).toBe('/list');
          return;
        }
        const params = new URLSearchParams(href.slice('/list?'.length));
        expect([...params.entries()]).toEqual(kept.map(([name, value]) => [name, String(value)]));
      }),
    );
  });
});
