import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupAnchor, orderedGroups, type GroupOrder } from '../../../core/honours/groups';
import { pageTitle } from '../../../core/honours/page-title';
import { slugify } from '../../../core/honours/slug';

const groupsArb = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.option(fc.array(fc.integer(), { maxLength: 4 }), { nil: null }));

describe('ordered groups', () => {
  it('keeps every non-empty group with its members, in whatever order', () => {
    const orders: GroupOrder[] = [{ kind: 'alphabetical' }, { kind: 'newest-first' }, { kind: 'ranked', ranking: ['b', 'a'] }];
    fc.assert(
      fc.property(groupsArb, fc.constantFrom(...orders), (groups, order) => {
        const ordered = orderedGroups(groups, order);
        const expected = Object.entries(groups).filter(([, members]) => members && members.length > 0);
        expect(ordered).toHaveLength(expected.length);
        for (const [key, members] of expected) expect(ordered.find((group) => group.key === key)?.members).toEqual(members);
      }),
    );
  });

  it('puts years newest first', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1900, max: 2100 }), { minLength: 1 }), (years) => {
        const groups = Object.fromEntries(years.map((year) => [String(year), [year]]));
        expect(orderedGroups(groups, { kind: 'newest-first' }).map((group) => Number(group.key))).toEqual([...years].sort((a, b) => b - a));
      }),
    );
  });

  it('follows a ranking, then the rest A to Z', () => {
    const groups = { 'Honorable Mention': [1], Zeta: [2], 'First Team': [3], Alpha: [4], 'Third Team': [5] };
    const ranking = ['First Team', 'Second Team', 'Third Team', 'Honorable Mention'];
    expect(orderedGroups(groups, { kind: 'ranked', ranking }).map((group) => group.key)).toEqual(['First Team', 'Third Team', 'Honorable Mention', 'Alpha', 'Zeta']);
    expect(orderedGroups({ b: [1], A: [2], c: [3] }, { kind: 'alphabetical' }).map((group) => group.key)).toEqual(['A', 'b', 'c']);
  });

  it('makes anchors that are valid ids', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        expect(groupAnchor(key)).toMatch(/^group-[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }),
    );
    expect(slugify("Women's Golf")).toBe('women-s-golf');
  });
});

describe('page titles', () => {
  it('names the page, then the site', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: null }), (title, site) => {
        const result = pageTitle(title, site);
        const own = title.trim();
        const name = (site ?? '').trim();
        if (own === '') expect(result).toBe(name);
        else if (name === '' || name === own) expect(result).toBe(own);
        else expect(result).toBe(`${own} - ${name}`);
      }),
    );
  });
});
