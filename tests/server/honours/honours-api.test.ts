import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allAmericanSettingsWire, allAmericansWire, allAmericanWire } from '../../../contract/all-americans';
import { awardsPageWire, awardTypesWire, awardWire } from '../../../contract/awards';
import { apiErrorWire } from '../../../contract/errors';
import { groupingsWire, hallOfFameSettingsWire, hallOfFameWire, hofMemberWire } from '../../../contract/hall-of-fame';
import { onThisDayWire } from '../../../contract/on-this-day';
import { readStoreKinds } from '../../support/test-store';
import { okJson } from '../support/api-reads';
import { startTestApi, type TestApi } from '../support/test-api';
import { checkPaging, expectNotFoundIds, getPage } from './honours-helpers';
import { testNow } from '../../support/test-clock';

const postgresUrl = inject('postgresUrl');
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const anyDayOfYear = fc.integer({ min: 1, max: 12 }).chain((month) => fc.record({ month: fc.constant(month), day: fc.integer({ min: 1, max: DAYS_IN_MONTH[month - 1]! }) }));

describe.each(readStoreKinds(postgresUrl))('honours API (awards, All-Americans, hall of fame, on this day) on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
  });
  afterAll(async () => api?.close());

  const json = (url: string, tenant?: string) => okJson(api, url, tenant);
  const allAwards = async (query = '', tenant = 'ridgemont') => (await getPage(api, `/api/v2/Awards${query}`, awardsPageWire, 0, 100, tenant)).items;

  describe('Awards', () => {
    it('pages through awards of the three types, newest first', async () => {
      await checkPaging(api, '/api/v2/Awards', awardsPageWire, (item: { id: number }) => item.id);
      const types = awardTypesWire.parse(await json('/api/v2/Awards/types'));
      expect(types.map((type) => type.title)).toEqual(['Athlete of the Week', 'Conference Player of the Week', 'Academic Honor Roll']);
      const awards = await allAwards();
      const dates = awards.map((award) => Date.parse(award.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const type of types) {
        const ofType = await allAwards(`?AwardTypeId=${type.id}`);
        expect(ofType.length).toBeGreaterThan(0);
        for (const award of ofType) expect([award.aowTypeId, award.aowTypeTitle]).toEqual([type.id, type.title]);
      }
    });

    it("names athletes on the school's current rosters, with their hometown and sport", async () => {
      const { rows } = (await api.store.database.db.execute(
        sql`SELECT rp.id AS roster_player_id, rp.player_id, rp.sport_id, p.first_name, p.last_name FROM roster_players rp JOIN players p ON p.id = rp.player_id JOIN sports s ON s.id = rp.sport_id WHERE s.roster_id = rp.roster_id`,
      )) as unknown as { rows: Array<{ roster_player_id: number; player_id: number; sport_id: number; first_name: string; last_name: string }> };
      const byRosterPlayer = new Map(rows.map((row) => [Number(row.roster_player_id), row]));
      for (const award of await allAwards()) {
        const player = byRosterPlayer.get(award.rosterPlayerId!);
        expect(player, `${award.firstName} ${award.lastName}`).toBeDefined();
        expect([Number(player!.player_id), Number(player!.sport_id), player!.first_name, player!.last_name]).toEqual([award.playerId, award.sport.id, award.firstName, award.lastName]);
        expect(award.url).toBe(`/sports/${award.sport.globalSportNameSlug}/roster/${`${award.firstName}-${award.lastName}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/${award.rosterPlayerId}`);
        expect(typeof award.homeTown).toBe('string');
        expect(Date.parse(award.date)).toBeLessThan(testNow());
      }
    });

    it('hides expired awards with HideExpired=true and lists only expired ones with false (v2-reference 18)', async () => {
      const current = await allAwards('?HideExpired=true');
      const expired = await allAwards('?hideexpired=FALSE');
      expect(current.length).toBeGreaterThan(0);
      expect(expired.length).toBeGreaterThan(0);
      for (const award of current) expect(award.aowExpires === '' || Date.parse(award.aowExpires) > testNow()).toBe(true);
      for (const award of expired) expect(Date.parse(award.aowExpires)).toBeLessThanOrEqual(testNow());
      expect(current.length + expired.length).toBe((await allAwards()).length);
      expect((await api.get('/api/v2/Awards?HideExpired=maybe')).status).toBe(400);
      expect(apiErrorWire.parse((await api.get('/api/v2/Awards?AwardTypeId=a')).json).error.message).toContain('AwardTypeId');
    });

    it('returns one award by id, and 404 otherwise', async () => {
      const [first] = await allAwards();
      expect(awardWire.parse(await json(`/api/v2/Awards/${first!.id}`))).toEqual(first);
      const [other] = await allAwards('', 'coastalbay');
      await expectNotFoundIds(api, '/api/v2/Awards', other!.id);
    });
  });

  describe('AllAmerican', () => {
    it('lists about fifteen selections grouped by year by default, or by another grouping', async () => {
      const list = allAmericansWire.parse(await json('/api/v2/AllAmerican'));
      expect(list.members.length).toBeGreaterThanOrEqual(12);
      expect(list.grouping).toBe(allAmericanSettingsWire.parse(await json('/api/v2/AllAmerican/settings')).allAmericanDefaultFilter);
      for (const member of list.members) expect(list.groups[String(member.year)]).toContainEqual(member);
      expect(new Set(list.members.map((member) => member.year)).size).toBeGreaterThanOrEqual(5);
      expect(list.members.some((member) => member.rosterUrl)).toBe(true);
      expect(list.members.some((member) => !member.rosterUrl)).toBe(true);
      const groupings = groupingsWire.parse(await json('/api/v2/AllAmerican/groupings'));
      for (const grouping of groupings) {
        const grouped = allAmericansWire.parse(await json(`/api/v2/AllAmerican?grouping=${grouping.slug}`));
        expect(Object.values(grouped.groups).flat()).toHaveLength(list.members.length);
      }
      const bySport = allAmericansWire.parse(await json('/api/v2/AllAmerican?grouping=sport'));
      for (const member of bySport.members) expect(bySport.groups[member.sport.title]).toContainEqual(member);
      expect((await api.get('/api/v2/AllAmerican?grouping=shoe-size')).status).toBe(400);
    });

    it('filters by sport and returns one selection by id', async () => {
      const [first] = allAmericansWire.parse(await json('/api/v2/AllAmerican')).members;
      for (const member of allAmericansWire.parse(await json(`/api/v2/AllAmerican?sportId=${first!.sport.id}`)).members) expect(member.sport.id).toBe(first!.sport.id);
      expect(allAmericanWire.parse(await json(`/api/v2/AllAmerican/${first!.id}`))).toEqual(first);
      const [other] = allAmericansWire.parse(await json('/api/v2/AllAmerican', 'coastalbay')).members;
      await expectNotFoundIds(api, '/api/v2/AllAmerican', other!.id);
    });
  });

  describe('HallOfFame', () => {
    it('lists about thirty inductees bucketed by last-name letter by default', async () => {
      const settings = hallOfFameSettingsWire.parse(await json('/api/v2/HallOfFame/settings'));
      const hof = hallOfFameWire.parse(await json('/api/v2/HallOfFame'));
      expect(hof.members.length).toBeGreaterThanOrEqual(25);
      expect(hof.grouping).toBe(settings.hallOfFameDefaultFilter);
      for (const key of Object.keys(hof.groups)) expect(key).toMatch(/^[A-Z]$/);
      for (const member of hof.members) {
        expect(hof.groups[member.lastName[0]!]).toContainEqual(member);
        // spec 2.1 hof_bio: /honors/{slug}/{inducteeSlug}/{inducteeId}.
        expect(member.url).toBe(`/honors/${settings.hallOfFameSlug}/${member.slug}/${member.id}`);
      }
      expect(new Set(hof.members.map((member) => member.inductionYear)).size).toBeGreaterThanOrEqual(5);
    });

    it('groups by every offered grouping and filters by sport and induction year', async () => {
      const groupings = groupingsWire.parse(await json('/api/v2/HallOfFame/grouping'));
      expect(groupings.map((grouping) => grouping.slug)).toEqual(expect.arrayContaining(['induction-year', 'sport']));
      for (const grouping of groupings) expect(hallOfFameWire.parse(await json(`/api/v2/HallOfFame?grouping=${grouping.slug}`)).grouping).toBe(grouping.slug);
      const byYear = hallOfFameWire.parse(await json('/api/v2/HallOfFame?grouping=induction-year'));
      for (const member of byYear.members) expect(byYear.groups[String(member.inductionYear)]).toContainEqual(member);
      const [first] = byYear.members;
      for (const member of hallOfFameWire.parse(await json(`/api/v2/HallOfFame?inductionYear=${first!.inductionYear}`)).members) expect(member.inductionYear).toBe(first!.inductionYear);
      const sportId = byYear.members.find((member) => member.sportIds!.length > 0)!.sportIds![0]!;
      for (const member of hallOfFameWire.parse(await json(`/api/v2/HallOfFame?sportId=${sportId}`)).members) expect(member.sportIds).toContain(sportId);
      expect((await api.get('/api/v2/HallOfFame?grouping=height')).status).toBe(400);
      expect((await api.get('/api/v2/HallOfFame?sportId=a')).status).toBe(400);
    });

    it('returns one inductee bio by id, and 404 otherwise', async () => {
      const [first] = hallOfFameWire.parse(await json('/api/v2/HallOfFame')).members;
      expect(hofMemberWire.parse(await json(`/api/v2/HallOfFame/${first!.id}`))).toEqual(first);
      const [other] = hallOfFameWire.parse(await json('/api/v2/HallOfFame', 'coastalbay')).members;
      await expectNotFoundIds(api, '/api/v2/HallOfFame', other!.id);
    });
  });

  describe('OnThisDay', () => {
    const onDay = async (month: number, day: number, tenant = 'ridgemont') => onThisDayWire.parse(await json(`/api/v2/OnThisDay?month=${month}&day=${day}`, tenant));

    it('has notes for every day of the year at the first school, grouped by past year, newest first', async () => {
      const thisYear = new Date(testNow()).getUTCFullYear();
      await fc.assert(
        fc.asyncProperty(anyDayOfYear, async ({ month, day }) => {
          const { data, month: m, day: d } = await onDay(month, day);
          expect([m, d]).toEqual([month, day]);
          const notes = data.flatMap((year) => year.notes ?? []);
          expect(notes.length).toBeGreaterThan(0);
          // spec 3: on-this-day groups by year.
          expect(data.map((year) => year.year)).toEqual([...new Set(data.map((year) => year.year))].sort((a, b) => b - a));
          for (const year of data) {
            expect(year.year).toBeLessThan(thisYear);
            for (const card of [...(year.notes ?? []), ...year.games, ...year.videos, ...year.podcasts]) {
              expect(card.date.slice(0, 10)).toBe(`${year.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
            }
          }
        }),
        { numRuns: 25, examples: [[{ month: 2, day: 29 }], [{ month: 7, day: 4 }], [{ month: 12, day: 31 }]] },
      );
    });

    it('has notes on most days at the second school', async () => {
      const days = Array.from({ length: 12 }, (_, m) => [1, 8, 15, 22].map((day) => [m + 1, day] as const)).flat();
      let withNotes = 0;
      for (const [month, day] of days) if ((await onDay(month, day, 'coastalbay')).data.some((year) => (year.notes ?? []).length > 0)) withNotes += 1;
      expect(withNotes / days.length).toBeGreaterThan(0.6);
    });

    it("defaults to today, takes a full date as history before that date's year, and rejects impossible days", async () => {
      const today = new Date(testNow());
      const response = onThisDayWire.parse(await json('/api/v2/OnThisDay'));
      expect([response.month, response.day]).toEqual([today.getUTCMonth() + 1, today.getUTCDate()]);
      const before2000 = onThisDayWire.parse(await json('/api/v2/OnThisDay?date=2000-03-14T10:00:00'));
      expect([before2000.month, before2000.day]).toEqual([3, 14]);
      for (const year of before2000.data) expect(year.year).toBeLessThan(2000);
      for (const query of ['date=2021-02-29', 'date=2021-13-01', 'date=yesterday', 'month=13&day=1', 'month=4&day=31', 'day=3', 'month=a&day=1']) {
        expect((await api.get(`/api/v2/OnThisDay?${query}`)).status, query).toBe(400);
      }
    });
  });
});
