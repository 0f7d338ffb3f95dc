import { describe, expect, it } from 'vitest';
import { itDegrades, UNKNOWN_ID, type ConformanceContext } from '../conformance-context';

/** Facilities, podcasts, publications, hall of fame, awards, All-Americans and on this day. */
export function honoursConformance(context: ConformanceContext): void {
  describe('FacilitiesRepository', () => {
    it('pages the facilities without repeats, finds each by id, and has settings', async () => {
      const { facilities } = context.set();
      const [first, second] = [await facilities.list({ pageIndex: 0, pageSize: 3 }), await facilities.list({ pageIndex: 1, pageSize: 3 })];
      expect(first.items).toHaveLength(3);
      expect(first.pages).toBe(Math.ceil(first.total / 3));
      expect(second.page).toBe(1);
      const ids = new Set(first.items.map((item) => item.id));
      expect(second.items.some((item) => ids.has(item.id))).toBe(false);
      expect(await facilities.byId(first.items[0]!.id)).toEqual(first.items[0]);
      expect(await facilities.byId(UNKNOWN_ID)).toBeUndefined();
      expect((await facilities.settings())?.title).toBeTruthy();
    });

    itDegrades(context, async ({ facilities }) => {
      expect((await facilities.list({ pageIndex: 0, pageSize: 3 })).items).toEqual([]);
      expect(await facilities.byId(1)).toBeUndefined();
      expect(await facilities.settings()).toBeNull();
    });
  });

  describe('PodcastsRepository', () => {
    it('filters episodes by show and by sport, and opens an episode by id', async () => {
      const { podcasts } = context.set('coastalbay');
      const shows = await podcasts.shows();
      const show = shows.find((candidate) => candidate.sport)!;
      const byShow = await podcasts.episodes({ pageIndex: 0, pageSize: 5, categoryId: show.id });
      expect(byShow.items.length).toBeGreaterThan(0);
      expect(byShow.items.every((episode) => episode.show.id === show.id)).toBe(true);
      const bySport = await podcasts.episodes({ pageIndex: 0, pageSize: 20, sportId: show.sport!.id });
      expect(bySport.items.length).toBeGreaterThan(0);
      expect(bySport.items.every((episode) => episode.sports.some((sport) => sport.id === show.sport!.id))).toBe(true);
      expect(await podcasts.episode(byShow.items[0]!.id)).toEqual(byShow.items[0]);
      expect(await podcasts.episode(UNKNOWN_ID)).toBeUndefined();
      expect(await podcasts.settings()).not.toBeNull();
    });

    itDegrades(context, async ({ podcasts }) => {
      expect((await podcasts.episodes({ pageIndex: 0, pageSize: 5 })).items).toEqual([]);
      expect(await podcasts.episode(1)).toBeUndefined();
      expect(await podcasts.shows()).toEqual([]);
      expect(await podcasts.settings()).toBeNull();
    });
  });

  describe('PublicationsRepository', () => {
    it('gives a shelf whose publications open by slug; an unknown slug is missing; a school without publications has none', async () => {
      const { publications } = context.set('ridgemont');
      const shelf = await publications.shelf();
      if (shelf.kind !== 'shelf') throw new Error(`expected a shelf, got ${shelf.kind}`);
      const first = shelf.publications[0]!;
      expect(await publications.bySlug(first.slug)).toEqual({ kind: 'found', publication: first });
      expect(await publications.bySlug('no-such-guide')).toEqual({ kind: 'missing' });
      const coastal = context.set('coastalbay').publications;
      expect(await coastal.shelf()).toEqual({ kind: 'none' });
      expect(await coastal.bySlug(first.slug)).toEqual({ kind: 'none' });
    });

    itDegrades(context, async ({ publications }) => {
      expect(await publications.shelf()).toEqual({ kind: 'none' });
      expect(await publications.bySlug('any')).toEqual({ kind: 'missing' });
    });
  });

  describe('HallOfFameRepository', () => {
    it('groups members as asked, each found by id; the default grouping is offered', async () => {
      const { hallOfFame } = context.set();
      const settings = await hallOfFame.settings();
      expect((await hallOfFame.groupings()).map((grouping) => grouping.slug)).toContain(settings!.defaultGrouping);
      const list = await hallOfFame.list('sport');
      expect(list.grouping).toBe('sport');
      expect(list.members.length).toBeGreaterThan(0);
      for (const [sport, members] of Object.entries(list.groups)) expect(members.every((member) => member.sports.includes(sport))).toBe(true);
      expect(await hallOfFame.byId(list.members[0]!.id)).toEqual(list.members[0]);
      expect(await hallOfFame.byId(UNKNOWN_ID)).toBeUndefined();
    });

    itDegrades(context, async ({ hallOfFame }) => {
      expect((await hallOfFame.list('sport')).members).toEqual([]);
      expect(await hallOfFame.byId(1)).toBeUndefined();
      expect(await hallOfFame.groupings()).toEqual([]);
      expect(await hallOfFame.settings()).toBeNull();
    });
  });

  describe('AwardsRepository', () => {
    it('filters awards by type, each found by id; an unknown id is not found', async () => {
      const { awards } = context.set();
      const types = await awards.types();
      expect(types.length).toBeGreaterThan(0);
      const page = await awards.list({ pageIndex: 0, pageSize: 10, typeId: types[0]!.id });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((award) => award.typeId === types[0]!.id)).toBe(true);
      const all = await awards.list({ pageIndex: 0, pageSize: 10 });
      expect(all.total).toBeGreaterThanOrEqual(page.total);
      expect(await awards.byId(page.items[0]!.id)).toEqual(page.items[0]);
      expect(await awards.byId(UNKNOWN_ID)).toBeUndefined();
    });

    itDegrades(context, async ({ awards }) => {
      expect((await awards.list({ pageIndex: 0, pageSize: 5 })).items).toEqual([]);
      expect(await awards.byId(1)).toBeUndefined();
      expect(await awards.types()).toEqual([]);
    });
  });

  describe('AllAmericansRepository', () => {
    it('groups honorees as asked, each found by id', async () => {
      const { allAmericans } = context.set('coastalbay');
      const list = await allAmericans.list('team');
      expect(list.grouping).toBe('team');
      expect(list.members.length).toBeGreaterThan(0);
      for (const [team, members] of Object.entries(list.groups)) expect(members.every((member) => member.team === team)).toBe(true);
      expect(await allAmericans.byId(list.members[0]!.id)).toEqual(list.members[0]);
      expect(await allAmericans.byId(UNKNOWN_ID)).toBeUndefined();
      expect((await allAmericans.groupings()).length).toBeGreaterThan(0);
      expect(await allAmericans.settings()).not.toBeNull();
    });

    itDegrades(context, async ({ allAmericans }) => {
      expect((await allAmericans.list('team')).members).toEqual([]);
      expect(await allAmericans.byId(1)).toBeUndefined();
      expect(await allAmericans.groupings()).toEqual([]);
      expect(await allAmericans.settings()).toBeNull();
    });
  });

  describe('OnThisDayRepository', () => {
    it('gives the asked day’s history, each year once, and today’s without a day', async () => {
      const { onThisDay } = context.set();
      const day = await onThisDay.forDay({ month: 11, day: 21 });
      expect({ month: day?.month, day: day?.day }).toEqual({ month: 11, day: 21 });
      const years = day!.years.map((year) => year.year);
      expect(new Set(years).size).toBe(years.length);
      expect(day!.years.every((year) => year.entries.length > 0)).toBe(true);
      // The backend's today is the school's local day: the demo's UTC day or one either side of it.
      const around = [-1, 0, 1].map((offset) => new Date(context.today() + offset * 86_400_000)).map((date) => `${date.getUTCMonth() + 1}/${date.getUTCDate()}`);
      const today = await onThisDay.forDay();
      expect(around).toContain(`${today?.month}/${today?.day}`);
    });

    itDegrades(context, async ({ onThisDay }) => {
      expect(await onThisDay.forDay()).toBeNull();
      expect(await onThisDay.forDay({ month: 1, day: 1 })).toBeNull();
    });
  });
}
