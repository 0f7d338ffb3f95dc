import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allAmericanGroupOrder, resolveAllAmericanGrouping } from '../../../core/all-americans/all-american-rules';
import { ALL_AWARDS_TITLE, awardsHeading, awardsListHref, awardsListQuery } from '../../../core/awards/award-rules';
import type { Facility } from '../../../core/facilities/facility';
import { facilityFacts, featuredFirst, mapSearchUrl } from '../../../core/facilities/facility-rules';
import { DEFAULT_HOF_SLUG, hofGroupOrder, hofGroupTitle, hofListPath, resolveHofView } from '../../../core/hall-of-fame/hall-of-fame-rules';
import { orderedGroups } from '../../../core/honours/groups';
import type { Publication } from '../../../core/publications/publication';
import { groupPublications, publicationKindLabel } from '../../../core/publications/publication-rules';

const facility = (id: number, featured: boolean): Facility => ({
  id,
  title: `Venue ${id}`,
  slug: `venue-${id}`,
  teaser: '',
  location: 'Campus',
  url: `/facilities/venue-${id}/${id}`,
  description: '',
  images: [],
  featuredImage: null,
  featured,
  sports: [],
  address: null,
  kind: null,
  capacity: null,
  openedYear: null,
  surface: null,
});

describe('facilities', () => {
  it('puts featured facilities first without losing or reordering any (when the settings ask)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean()), fc.boolean(), (flags, enabled) => {
        const list = flags.map((featured, id) => facility(id, featured));
        const ordered = featuredFirst(list, enabled);
        expect([...ordered].sort((a, b) => a.id - b.id)).toEqual(list);
        if (!enabled) return void expect(ordered).toEqual(list);
        const firstPlain = ordered.findIndex((item) => !item.featured);
        if (firstPlain !== -1) expect(ordered.slice(firstPlain).every((item) => !item.featured)).toBe(true);
        expect(ordered.filter((item) => item.featured)).toEqual(list.filter((item) => item.featured));
      }),
    );
  });

  it('builds a map search for any address', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (address) => {
        const url = new URL(mapSearchUrl(address));
        expect(url.origin).toBe('https://www.openstreetmap.org');
        expect(url.searchParams.get('query')).toBe(address.trim());
      }),
    );
  });

  it('lists only the facts the API gives', () => {
    expect(facilityFacts({ ...facility(1, true), capacity: 35300, openedYear: 1992, surface: 'FieldTurf', sports: [{ id: 4, title: 'Football', shortname: 'football' }] })).toEqual([
      { label: 'Capacity', value: '35,300' },
      { label: 'Opened', value: '1992' },
      { label: 'Surface', value: 'FieldTurf' },
      { label: 'Location', value: 'Campus' },
      { label: 'Home of', value: 'Football' },
    ]);
  });
});

describe('publications', () => {
  const publication = (id: number, kind: string | null): Publication => ({
    id: String(id),
    slug: `p-${id}`,
    title: `P ${id}`,
    description: '',
    coverUrl: null,
    fileUrl: `/p-${id}.pdf`,
    createdOn: '2026-01-01T00:00:00Z',
    updatedOn: '2026-01-01T00:00:00Z',
    sport: null,
    season: null,
    kind,
    url: `/publications/p-${id}`,
  });

  it('groups every publication exactly once: media guides, game programs, then the rest, order kept', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('media-guide', 'game-program', 'poster', null)), (kinds) => {
        const list = kinds.map((kind, id) => publication(id, kind));
        const groups = groupPublications(list);
        expect(groups.flatMap((group) => group.publications).sort((a, b) => Number(a.id) - Number(b.id))).toEqual(list);
        expect(groups.every((group) => group.publications.length > 0)).toBe(true);
        const order = groups.map((group) => group.kind);
        expect(order).toEqual(['media-guide', 'game-program', 'other'].filter((kind) => order.includes(kind)));
        for (const group of groups) expect(group.publications).toEqual(list.filter((item) => group.publications.includes(item)));
      }),
    );
    expect(publicationKindLabel('media-guide')).toBe('Media Guide');
    expect(publicationKindLabel('poster')).toBeNull();
  });
});

describe('hall of fame routes (spec 2.1 hof_list /honors/{slug?}/{grouping?})', () => {
  const groupings = ['alphabetical', 'induction-year', 'sport'].map((slug) => ({ slug, name: slug, statTitle: slug }));
  const settings = { slug: 'hall-of-fame', defaultGrouping: 'induction-year' };

  it('uses the default grouping without a grouping segment, and any offered grouping by its slug', () => {
    expect(resolveHofView({}, settings, groupings)).toEqual({ kind: 'list', slug: 'hall-of-fame', grouping: 'induction-year' });
    expect(resolveHofView({ slug: 'Hall-Of-Fame' }, settings, groupings)).toEqual({ kind: 'list', slug: 'hall-of-fame', grouping: 'induction-year' });
    for (const grouping of groupings) expect(resolveHofView({ slug: 'hall-of-fame', grouping: grouping.slug.toUpperCase() }, settings, groupings)).toEqual({ kind: 'list', slug: 'hall-of-fame', grouping: grouping.slug });
    expect(resolveHofView({}, null, [])).toEqual({ kind: 'list', slug: DEFAULT_HOF_SLUG, grouping: 'alphabetical' });
  });

  it('is not found for another hall or a grouping the school does not offer', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (slug, grouping) => {
        if (slug.toLowerCase() !== 'hall-of-fame') expect(resolveHofView({ slug }, settings, groupings)).toEqual({ kind: 'not-found' });
        if (!groupings.some((offered) => offered.slug === grouping.toLowerCase())) expect(resolveHofView({ slug: 'hall-of-fame', grouping }, settings, groupings)).toEqual({ kind: 'not-found' });
      }),
    );
  });

  it('orders induction classes newest first and titles them', () => {
    expect(orderedGroups({ '1998': [1], '2019': [2], '2007': [3] }, hofGroupOrder('induction-year')).map((group) => hofGroupTitle('induction-year', group.key))).toEqual(['Class of 2019', 'Class of 2007', 'Class of 1998']);
    expect(hofGroupTitle('alphabetical', 'K')).toBe('K');
    expect(hofListPath('hall-of-fame', 'sport')).toBe('/honors/hall-of-fame/sport');
  });
});

describe('awards', () => {
  const types = [
    { id: 4, title: 'Athlete of the Week', display: 'Athletes of the Week' },
    { id: 5, title: 'Academic Honor Roll', display: '' },
  ];

  it('reads ?type= and ?page= and writes them back', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: undefined }), fc.integer({ min: 0, max: 500 }), (typeId, pageIndex) => {
        const href = awardsListHref(typeId, pageIndex);
        const params = new URL(href, 'https://site.example').searchParams;
        expect(awardsListQuery((name) => params.get(name))).toEqual({ pageIndex, pageSize: 10, typeId });
      }),
    );
  });

  it("heads the list with the chosen type's plural, else the all-awards title", () => {
    expect(awardsHeading(types, 4)).toBe('Athletes of the Week');
    expect(awardsHeading(types, 5)).toBe('Academic Honor Roll');
    expect(awardsHeading(types, 99)).toBe(ALL_AWARDS_TITLE);
    expect(awardsHeading(types, undefined)).toBe(ALL_AWARDS_TITLE);
  });
});

describe('All-Americans', () => {
  const groupings = ['year', 'sport', 'team', 'alphabetical'].map((slug) => ({ slug, name: slug }));

  it("takes the URL's grouping when offered, else the settings', else the first", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.option(fc.constantFrom('year', 'sport', 'team', 'nope'), { nil: null }), (raw, preferred) => {
        const chosen = resolveAllAmericanGrouping(raw, groupings, preferred);
        const fromUrl = groupings.find((grouping) => grouping.slug === raw?.trim().toLowerCase());
        const fromSettings = groupings.find((grouping) => grouping.slug === preferred);
        expect(chosen).toBe(fromUrl?.slug ?? fromSettings?.slug ?? 'year');
      }),
    );
  });

  it('orders teams from First Team down and years newest first', () => {
    const teams = { 'Honorable Mention': [1], 'Second Team': [2], 'First Team': [3] };
    expect(orderedGroups(teams, allAmericanGroupOrder('team')).map((group) => group.key)).toEqual(['First Team', 'Second Team', 'Honorable Mention']);
    expect(orderedGroups({ '2001': [1], '2025': [2] }, allAmericanGroupOrder('year')).map((group) => group.key)).toEqual(['2025', '2001']);
  });
});
