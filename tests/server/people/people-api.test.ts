import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { playerBioWire, playerHistoryPageWire, playerMediaListWire, playerSearchListWire, playerSettingsWire, randomPlayersPageWire, rosterPlayersPageWire } from '../../../contract/players';
import { rosterListWire, rostersPageWire, rosterSettingsWire, rosterWire, type RosterWire } from '../../../contract/rosters';
import type { SportWire } from '../../../contract/sports';
import {
  coachingHistoryWire,
  coachSeasonFiltersWire,
  staffCategoriesWire,
  staffMemberWire,
  staffPageWire,
  staffSettingsWire,
  supportStaffPageWire,
  type StaffMemberWire,
} from '../../../contract/staff';
import { ACADEMIC_YEAR_RANK } from '../../../core/roster/academic-year';
import { ROSTER_SORT_OPTIONS } from '../../../core/roster/roster-sort';
import { readStoreKinds } from '../../support/test-store';
import { okJson, sportsOf } from '../support/api-reads';
import { startTestApi, type TestApi } from '../support/test-api';

const postgresUrl = inject('postgresUrl');
const SPANNING = new Set(['mens-basketball', 'womens-basketball', 'mens-ice-hockey', 'womens-swimming-and-diving', 'wrestling', 'mens-track-and-field', 'womens-track-and-field']);
const SQUAD_SIZES: Record<string, [number, number]> = {
  football: [75, 95],
  'mens-basketball': [12, 18],
  'womens-basketball': [12, 18],
  baseball: [30, 40],
  'mens-soccer': [24, 32],
  'womens-volleyball': [13, 19],
  'mens-golf': [7, 13],
  'womens-tennis': [6, 12],
  'mens-track-and-field': [28, 40],
  'womens-cross-country': [16, 24],
};
const POSITIONS: Record<string, string[]> = {
  football: ['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'DB', 'K', 'P', 'LS'],
  'mens-basketball': ['G', 'F', 'C'],
  baseball: ['RHP', 'LHP', 'C', 'INF', 'OF'],
  'mens-soccer': ['GK', 'D', 'M', 'F'],
  'womens-volleyball': ['S', 'OH', 'MB', 'OPP', 'L/DS'],
};

describe.each(readStoreKinds(postgresUrl))('people API on %s', (kind) => {
  let api: TestApi;
  let ridgemont: SportWire[];
  let coastal: SportWire[];
  let football: RosterWire[];

  const json = (url: string, tenant?: string) => okJson(api, url, tenant);
  const sport = (slug: string) => ridgemont.find((entry) => entry.globalSportNameSlug === slug)!;
  const rostersOf = async (slug: string, tenant = 'ridgemont', sports = ridgemont) =>
    rostersPageWire.parse(await json(`/api/v2/Rosters?sportId=${sports.find((entry) => entry.globalSportNameSlug === slug)!.id}`, tenant)).items;

  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    ridgemont = await sportsOf(api);
    coastal = await sportsOf(api, 'coastalbay');
    football = await rostersOf('football');
  });
  afterAll(async () => api?.close());

  describe('tenant header and routing', () => {
    it.each(['/api/v2/Rosters?sportId=1', '/api/v2/Rosters/list', '/api/v2/Rosters/active/list', '/api/v2/Players/roster/bio/1', '/api/v2/Staff', '/api/v2/Staff/supportStaff', '/api/v2/Staff/coaches/filters/seasons'])(
      '%s is a 400 without a tenant or with an unknown one',
      async (url) => {
        expect((await api.get(url, null)).status).toBe(400);
        expect((await api.get(url, 'abc')).status).toBe(400);
      },
    );

    it.each(['/api/v2/Staff/coaches/history/overall/a', '/api/v2/Rosters/a', '/api/v2/Players/a/media', '/api/v2/Players/roster/bio/a', '/api/v2/Players/roster/bio', '/api/v2/Players/roster/a', '/api/v2/Staff/a'])(
      '%s is a 404 (route matching comes before the tenant)',
      async (url) => {
        expect((await api.get(url, null)).status).toBe(404);
        expect((await api.get(url)).status).toBe(404);
      },
    );
  });

  it('answers odd text in paths and query values with a 4xx or a 2xx, never a 5xx', async () => {
    const urls = [
      (text: string) => `/api/v2/Rosters?sportId=1&season=${text}`,
      (text: string) => `/api/v2/Rosters/list?sport=${text}&season=${text}`,
      (text: string) => `/api/v2/Rosters/bySport/${text || 'x'}`,
      (text: string) => `/api/v2/Players/history?lastNameStart=${text}&nameSearch=${text}`,
      (text: string) => `/api/v2/Players/search?searchText=${text}`,
      (text: string) => `/api/v2/Players/roster/1?lastUpdated=${text}`,
      (text: string) => `/api/v2/Staff?searchText=${text}`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.string({ maxLength: 30, unit: 'binary' }), async (url, text) => {
        const response = await api.app.inject({ method: 'GET', url: url(encodeURIComponent(text)), headers: { tenant: 'ridgemont' } });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    expect((await api.get('/api/v2/Players/search?searchText=a%00b')).status).toBe(400);
    expect((await api.get('/api/v2/Rosters/bySport/foot%00ball')).status).toBe(404);
  });

  describe('GET /Rosters', () => {
    it('gives three seasons, newest first, titled by how the season runs, the newest being the sport rosterId', async () => {
      for (const entry of ridgemont.filter((candidate) => !candidate.nonSport)) {
        const items = await rostersOf(entry.globalSportNameSlug);
        expect(items).toHaveLength(3);
        expect(items[0]!.id).toBe(entry.rosterId);
        // The schedule part names the same current season (sports.season_id), when it has run.
        if (entry.seasonId) expect(items[0]!.season.id).toBe(entry.seasonId);
        expect(items.map((item) => item.isCurrent)).toEqual([true, false, false]);
        const pattern = SPANNING.has(entry.globalSportNameSlug) ? /^\d{4}-\d{2}$/ : /^\d{4}$/;
        const years = items.map((item) => Number(item.season.title.slice(0, 4)));
        for (const item of items) expect(item.season.title).toMatch(pattern);
        expect(years).toEqual([years[0]!, years[0]! - 1, years[0]! - 2]);
        for (const item of items) {
          expect(item.sport.id).toBe(entry.id);
          expect(item.players.every((player) => player.sport.id === entry.id)).toBe(true);
        }
      }
    });

    it.each(Object.entries(SQUAD_SIZES))('has a realistic %s squad each season', async (slug, [low, high]) => {
      for (const roster of await rostersOf(slug)) {
        expect(roster.players.length).toBeGreaterThanOrEqual(low);
        expect(roster.players.length).toBeLessThanOrEqual(high);
      }
    });

    it.each(Object.entries(POSITIONS))('gives %s players positions of the sport and unique jersey numbers', async (slug, positions) => {
      for (const roster of await rostersOf(slug)) {
        for (const player of roster.players) expect(positions).toContain(player.positionShort);
        const jerseys = roster.players.map((player) => player.jerseyNumber);
        expect(new Set(jerseys).size).toBe(jerseys.length);
      }
    });

    it('fills every player with spec 9 classes, heights, home towns, schools, headshots and PascalCase social links', async () => {
      for (const player of football.flatMap((roster) => roster.players)) {
        expect(ACADEMIC_YEAR_RANK[player.academicYearLong]).toBe(player.academicYearNumber);
        expect(player.heightFeet).toBeGreaterThanOrEqual(5);
        expect(player.weight).toBeGreaterThan(150);
        expect(player.hometown).toMatch(/^[A-Z][\w .'-]+, [A-Z][\w .]+$/);
        expect(player.highSchool).toBeTruthy();
        // Named by the player, with the description the library keeps for it.
        const slug = `${player.firstName}-${player.lastName}`.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-');
        expect(player.image?.url).toMatch(new RegExp(`^/media/ridgemont/headshots/${slug}-\\d+\\.svg$`));
        expect(player.image?.altText).toBe(`${player.firstName} ${player.lastName}`);
        expect(Object.keys(player.socialMedia)).toEqual(['Twitter', 'Instagram', 'Facebook', 'YouTube', 'Snapchat', 'TikTok', 'Cameo', 'Twitch', 'LinkedIn', 'Shop']);
        if (player.twitterUsername) expect(player.socialMedia.Twitter?.userName).toBe(player.twitterUsername);
      }
      const classes = new Set(football.flatMap((roster) => roster.players.map((player) => player.academicYearLong)));
      expect(classes).toContain('Redshirt Freshman');
      expect([...classes].some((name) => name === 'Graduate Student' || name === 'Fifth Year' || name === 'Redshirt Senior')).toBe(true);
      expect(football.flatMap((roster) => roster.players).some((player) => player.previousSchool)).toBe(true);
    });

    it('carries players over between seasons with their class advancing and their jersey kept', async () => {
      for (const slug of ['football', 'baseball', 'womens-basketball', 'mens-track-and-field']) {
        const [current, previous, oldest] = await rostersOf(slug);
        for (const [newer, older] of [[current!, previous!], [previous!, oldest!]] as const) {
          const before = new Map(older.players.map((player) => [player.playerId, player]));
          const returning = newer.players.filter((player) => before.has(player.playerId));
          expect(returning.length).toBeGreaterThan(newer.players.length / 2);
          for (const player of returning) {
            expect(player.academicYearNumber).toBeGreaterThan(before.get(player.playerId)!.academicYearNumber);
            expect(player.jerseyNumber).toBe(before.get(player.playerId)!.jerseyNumber);
          }
        }
      }
    });

    it('lists coaches (head coach first, 2-4 assistants) and support staff', async () => {
      for (const entry of ridgemont.filter((candidate) => !candidate.nonSport)) {
        const [current] = await rostersOf(entry.globalSportNameSlug);
        const coaches = current!.coaches ?? [];
        expect(coaches[0]?.title).toBe('Head Coach');
        expect(coaches.filter((coach) => coach.isHeadCoach)).toHaveLength(1);
        expect(coaches.length - 1).toBeGreaterThanOrEqual(2);
        expect(coaches.length - 1).toBeLessThanOrEqual(4);
        expect((current!.support ?? []).map((member) => member.title)).toEqual(expect.arrayContaining(['Athletic Trainer', 'Strength and Conditioning Coach']));
        for (const coach of coaches) expect(coach.email).toMatch(/^[a-z]+\.[a-z]+@ridgemont\.example\.edu$/);
      }
    });

    it('shows the columns the sport uses', async () => {
      const titles = (roster: RosterWire) => roster.displayFields.map((field) => field.title);
      expect(titles(football[0]!)).toEqual(expect.arrayContaining(['No.', 'Name', 'Pos.', 'Ht.', 'Wt.', 'Yr.', 'Hometown', 'High School']));
      expect(titles((await rostersOf('baseball'))[0]!)).toContain('B/T');
      expect(titles((await rostersOf('mens-golf'))[0]!)).not.toContain('No.');
    });

    it('pages: `page` echoes $pageIndex and items hold at most $pageSize', async () => {
      const id = sport('football').id;
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 4 }), async (size, index) => {
          const page = rostersPageWire.parse(await json(`/api/v2/Rosters?sportId=${id}&$pageSize=${size}&$pageIndex=${index}`));
          expect(page.page).toBe(index);
          expect(page.total).toBe(3);
          expect(page.pages).toBe(Math.ceil(3 / size));
          expect(page.items.map((item) => item.id)).toEqual(football.slice(index * size, index * size + size).map((item) => item.id));
        }),
        { numRuns: 12 },
      );
    });

    it('filters by season year or title', async () => {
      const year = football[1]!.season.title;
      const page = rostersPageWire.parse(await json(`/api/v2/Rosters?sportId=${sport('football').id}&season=${year}`));
      expect(page.items.map((item) => item.id)).toEqual([football[1]!.id]);
      const basketball = await rostersOf('mens-basketball');
      const byYear = rostersPageWire.parse(await json(`/api/v2/Rosters?sportId=${sport('mens-basketball').id}&season=${basketball[2]!.season.title.slice(0, 4)}`));
      expect(byYear.items.map((item) => item.season.title)).toEqual([basketball[2]!.season.title]);
    });

    it.each(['', '?sportId=', '?sportId=a', '?sportId=1.5', '?sportId=1&$pageSize=0', '?sportId=1&$pageIndex=-1'])('is a 400 for the query %s', async (query) => {
      expect((await api.get(`/api/v2/Rosters${query}`)).status).toBe(400);
    });

    it("is empty for an unknown sport or another school's sport, and accepts SportId in any case", async () => {
      expect(rostersPageWire.parse(await json('/api/v2/Rosters?sportId=999999')).total).toBe(0);
      expect(rostersPageWire.parse(await json(`/api/v2/Rosters?sportId=${coastal[0]!.id}`)).items).toEqual([]);
      expect(rostersPageWire.parse(await json(`/api/v2/rosters?SPORTID=${sport('football').id}`)).total).toBe(3);
    });
  });

  describe('GET /Rosters/list, /Rosters/active/list, /Rosters/bySport, /Rosters/{id}, /Rosters/settings', () => {
    it('lists every roster and filters by sport id, slug and season', async () => {
      const all = rosterListWire.parse(await json('/api/v2/Rosters/list'));
      expect(all).toHaveLength(3 * ridgemont.filter((entry) => !entry.nonSport).length);
      const bySport = rosterListWire.parse(await json(`/api/v2/Rosters/list?sportId=${sport('baseball').id}`));
      expect(bySport).toHaveLength(3);
      expect(bySport.every((item) => item.globalSportNameSlug === 'baseball')).toBe(true);
      const bySlug = rosterListWire.parse(await json('/api/v2/Rosters/list?sport=softball'));
      expect(bySlug.map((item) => item.globalSportNameSlug)).toEqual(['softball', 'softball', 'softball']);
      const season = football[0]!.season.title;
      const bySeason = rosterListWire.parse(await json(`/api/v2/Rosters/list?sport=football&season=${season}`));
      expect(bySeason.map((item) => item.seasonTitle)).toEqual([season]);
      expect((await api.get('/api/v2/Rosters/list?sportId=a')).status).toBe(400);
    });

    it('lists the current roster of each sport', async () => {
      const active = rosterListWire.parse(await json('/api/v2/Rosters/active/list'));
      const expected = ridgemont.filter((entry) => !entry.nonSport).map((entry) => entry.rosterId);
      expect(active.map((item) => item.rosterId).sort()).toEqual([...expected].sort());
    });

    it('finds the current roster by sport title, slug or short name', async () => {
      for (const word of ['Football', 'football', encodeURIComponent("Men's Basketball"), 'mbball']) {
        const roster = rosterWire.parse(await json(`/api/v2/Rosters/bySport/${word}`));
        expect(roster.isCurrent).toBe(true);
      }
      expect((await api.get('/api/v2/Rosters/bySport/curling')).status).toBe(404);
      expect((await api.get('/api/v2/Rosters/bySport/spirit-squads')).status).toBe(204);
    });

    it('gives one roster by id, and 404 for unknown and other-school ids', async () => {
      const roster = rosterWire.parse(await json(`/api/v2/Rosters/${football[2]!.id}`));
      expect(roster.players.map((player) => player.rosterPlayerId)).toEqual(football[2]!.players.map((player) => player.rosterPlayerId));
      expect((await api.get('/api/v2/Rosters/999999')).status).toBe(404);
      expect((await api.get(`/api/v2/Rosters/${coastal[0]!.rosterId}`)).status).toBe(404);
    });

    it('gives the roster settings with the spec 9 sort options', async () => {
      expect(rosterSettingsWire.parse(await json('/api/v2/Rosters/settings')).sortOptions).toEqual([...ROSTER_SORT_OPTIONS]);
    });
  });

  describe('players', () => {
    it('pages a roster’s players and keeps those updated before lastUpdated', async () => {
      const id = football[0]!.id;
      const all = rosterPlayersPageWire.parse(await json(`/api/v2/Players/roster/${id}?$pageSize=100`));
      expect(all.total).toBe(football[0]!.players.length);
      const stamps = all.items.map((item) => item.lastUpdated).sort();
      const middle = stamps[Math.floor(stamps.length / 2)]!.slice(0, 19);
      const before = rosterPlayersPageWire.parse(await json(`/api/v2/Players/roster/${id}?$pageSize=100&lastUpdated=${encodeURIComponent(middle)}`));
      expect(before.items.length).toBeGreaterThan(0);
      expect(before.items.length).toBeLessThan(all.items.length);
      for (const item of before.items) expect(new Date(item.lastUpdated).getTime()).toBeLessThan(new Date(`${middle}Z`).getTime());
      const page = rosterPlayersPageWire.parse(await json(`/api/v2/Players/roster/${id}?$pageSize=7&$pageIndex=2`));
      expect(page.page).toBe(2);
      expect(page.items.map((item) => item.rosterPlayerId)).toEqual(all.items.slice(14, 21).map((item) => item.rosterPlayerId));
      expect((await api.get(`/api/v2/Players/roster/${id}?lastUpdated=yesterday`)).status).toBe(400);
      expect((await api.get(`/api/v2/Players/roster/${coastal[0]!.rosterId}`)).status).toBe(404);
    });

    it('gives a bio with every season of the player in the sport', async () => {
      const current = new Map(football[0]!.players.map((player) => [player.playerId, player]));
      const veteran = football[2]!.players.find((player) => current.has(player.playerId))!;
      const bio = playerBioWire.parse(await json(`/api/v2/Players/roster/bio/${current.get(veteran.playerId)!.rosterPlayerId}`));
      expect(bio.playerId).toBe(veteran.playerId);
      expect(bio.bio).toContain(bio.lastName);
      expect(bio.historicalFields.map((season) => season.season)).toEqual([football[2]!.season.title, football[1]!.season.title, football[0]!.season.title].filter((title) => bio.statsSeasons.some((s) => s.season === title)));
      expect(bio.historicalFields[0]!.rosterPlayerId).toBe(veteran.rosterPlayerId);
      expect(bio.bioFields.player_hometown).toBe(bio.hometown);
      expect(bio.rankedBioFields.map((field) => field.rank)).toEqual(bio.rankedBioFields.map((_, index) => index + 1));
      expect((await api.get('/api/v2/Players/roster/bio/999999')).status).toBe(404);
      const other = rostersPageWire.parse(await json(`/api/v2/Rosters?sportId=${coastal[0]!.id}`, 'coastalbay')).items[0]!.players[0]!;
      expect((await api.get(`/api/v2/Players/roster/bio/${other.rosterPlayerId}`)).status).toBe(404);
      expect((await api.get(`/api/v2/Players/roster/bio/${other.rosterPlayerId}`, 'coastalbay')).status).toBe(200);
    });

    it('lists player history with sport and name filters', async () => {
      const id = sport('womens-soccer').id;
      const page = playerHistoryPageWire.parse(await json(`/api/v2/Players/history?SportId=${id}&$pageSize=100`));
      expect(page.total).toBeGreaterThan(30);
      expect(page.items.every((item) => item.sportId === id && item.sportSlug === 'womens-soccer')).toBe(true);
      for (const item of page.items) expect(item.seasons.split(', ').length).toBeGreaterThanOrEqual(1);
      const letter = page.items[0]!.lastName.charAt(0).toLowerCase();
      const byLetter = playerHistoryPageWire.parse(await json(`/api/v2/Players/history?sportId=${id}&lastNameStart=${letter}&$pageSize=100`));
      expect(byLetter.items.length).toBeGreaterThan(0);
      expect(byLetter.items.every((item) => item.lastName.toLowerCase().startsWith(letter))).toBe(true);
      const text = page.items[3]!.firstName.slice(1, 4).toUpperCase();
      const byName = playerHistoryPageWire.parse(await json(`/api/v2/Players/history?nameSearch=${text}&$pageSize=100`));
      expect(byName.items.every((item) => `${item.firstName}|${item.lastName}`.toLowerCase().includes(text.toLowerCase()))).toBe(true);
      const second = playerHistoryPageWire.parse(await json(`/api/v2/Players/history?SportId=${id}&$pageSize=10&$pageIndex=1`));
      expect(second.items.map((item) => item.rosterPlayerId)).toEqual(page.items.slice(10, 20).map((item) => item.rosterPlayerId));
      expect(second.pages).toBe(Math.ceil(page.total / 10));
    });

    it('gives a player’s media, narrowed by rosterPlayerId', async () => {
      const player = football[0]!.players[0]!;
      const media = playerMediaListWire.parse(await json(`/api/v2/Players/${player.playerId}/media`));
      expect(media.length).toBeGreaterThanOrEqual(1);
      const one = playerMediaListWire.parse(await json(`/api/v2/Players/${player.playerId}/media?rosterPlayerId=${player.rosterPlayerId}`));
      expect(one.map((item) => item.id)).toEqual([`headshot-${player.rosterPlayerId}`]);
      const svg = await api.app.inject({ method: 'GET', url: one[0]!.url });
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.body).toContain(`${player.firstName} ${player.lastName}`.replace("'", '&#39;'));
      expect((await api.get(`/api/v2/Players/${player.playerId}/media?rosterPlayerId=a`)).status).toBe(400);
      expect((await api.get(`/api/v2/Players/${player.playerId}/media`, 'coastalbay')).status).toBe(404);
    });

    it('gives random current players of a sport, the same order within a day', async () => {
      const id = sport('wrestling').id;
      const first = randomPlayersPageWire.parse(await json(`/api/v2/Players/random?SportId=${id}&$pageSize=5`));
      expect(first.items).toHaveLength(5);
      expect(first.items.every((item) => item.sport.id === id)).toBe(true);
      const current = (await rostersOf('wrestling'))[0]!.players.map((player) => player.rosterPlayerId);
      expect(first.total).toBe(current.length);
      expect(first.items.every((item) => current.includes(item.id))).toBe(true);
      expect(randomPlayersPageWire.parse(await json(`/api/v2/Players/random?SportId=${id}&$pageSize=5`))).toEqual(first);
    });

    it('searches players by name and requires searchText', async () => {
      const player = football[0]!.players[5]!;
      const results = playerSearchListWire.parse(await json(`/api/v2/Players/search?searchText=${encodeURIComponent(player.lastName)}`));
      expect(results.map((result) => result.id)).toContain(player.rosterPlayerId);
      expect(results.every((result) => result.text.toLowerCase().includes(player.lastName.toLowerCase()))).toBe(true);
      expect((await api.get('/api/v2/Players/search')).status).toBe(400);
      expect((await api.get('/api/v2/Players/search?searchText=')).status).toBe(400);
      expect(playerSearchListWire.parse(await json('/api/v2/Players/search?searchText=%25_%25'))).toEqual([]);
    });

    it('gives player settings', async () => {
      expect(playerSettingsWire.parse(await json('/api/v2/Players/settings')).wePlayedIntegrationEnabled).toBe(false);
    });
  });

  describe('staff and coaches', () => {
    const ADMIN = ['Administration', 'Communications', 'Compliance', 'Development', 'Ticket Office', 'Sports Medicine', 'Strength and Conditioning', 'Facilities and Operations'];
    let directory: StaffMemberWire[];

    beforeAll(async () => {
      directory = [];
      for (let index = 0; ; index++) {
        const page = staffPageWire.parse(await json(`/api/v2/Staff?$pageSize=100&$pageIndex=${index}`));
        directory.push(...page.items);
        if (directory.length >= page.total || page.items.length === 0) break;
      }
    });

    it('lists ~40 people in the administrative departments, then coaches under their sport', async () => {
      const categories = staffCategoriesWire.parse(await json('/api/v2/Staff/filters/categories'));
      expect(categories.slice(0, ADMIN.length).map((category) => category.title)).toEqual(ADMIN);
      const real = ridgemont.filter((entry) => !entry.nonSport);
      expect(categories.slice(ADMIN.length).map((category) => category.sportId)).toEqual(real.map((entry) => entry.id));
      const admin = directory.filter((member) => ADMIN.includes(member.category.title));
      expect(admin.length).toBeGreaterThanOrEqual(35);
      expect(admin.length).toBeLessThanOrEqual(45);
      for (const entry of real) {
        const department = directory.filter((member) => member.category.sportId === entry.id);
        expect(department.filter((member) => member.title === 'Head Coach')).toHaveLength(1);
        expect(department[0]!.title).toBe('Head Coach');
      }
      for (const member of directory) {
        expect(member.email).toBe(`${member.firstName}.${member.lastName}@ridgemont.example.edu`.toLowerCase().replace(/'/g, ''));
        expect(member.phone).toMatch(/^\(555\) 010-\d{4}$/);
        expect(member.bio).toContain(member.lastName);
      }
      expect(new Set(directory.map((member) => member.email)).size).toBe(directory.length);
    });

    it('filters the directory by category and by text in the title, and pages', async () => {
      const categories = staffCategoriesWire.parse(await json('/api/v2/Staff/filters/categories'));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...categories), async (category) => {
          const page = staffPageWire.parse(await json(`/api/v2/Staff?categoryId=${category.id}&$pageSize=100`));
          expect(page.items.length).toBeGreaterThan(0);
          expect(page.items.every((member) => member.category.id === category.id)).toBe(true);
          expect(page.total).toBe(directory.filter((member) => member.category.id === category.id).length);
        }),
        { numRuns: 8 },
      );
      const search = staffPageWire.parse(await json('/api/v2/Staff?searchText=trainer&$pageSize=100'));
      expect(search.items.length).toBeGreaterThan(2);
      expect(search.items.every((member) => member.title.toLowerCase().includes('trainer'))).toBe(true);
      const page = staffPageWire.parse(await json('/api/v2/Staff?$pageSize=9&$pageIndex=3'));
      expect(page.page).toBe(3);
      expect(page.items.map((member) => member.id)).toEqual(directory.slice(27, 36).map((member) => member.id));
      expect((await api.get('/api/v2/Staff?categoryId=a')).status).toBe(400);
      const other = staffCategoriesWire.parse(await json('/api/v2/Staff/filters/categories', 'coastalbay'))[0]!;
      expect(staffPageWire.parse(await json(`/api/v2/Staff?categoryId=${other.id}`)).total).toBe(0);
    });

    it('gives one staff member (coaches and former coaches too) and 404 for unknown and other-school ids', async () => {
      const coach = football[0]!.coaches![0]!;
      const member = staffMemberWire.parse(await json(`/api/v2/Staff/${coach.staffId}`));
      expect(member).toMatchObject({ firstName: coach.firstName, lastName: coach.lastName, title: 'Head Coach' });
      expect(member.image?.url).toMatch(/^\/media\/ridgemont\/staff\/[a-z-]+-\d+\.svg$/);
      expect(member.image?.alt).toBe(`${coach.firstName} ${coach.lastName}`);
      expect(member.roles).toEqual([expect.objectContaining({ sportId: sport('football').id, isHeadCoach: true, kind: 'coach' })]);
      const current = new Set(football[0]!.coaches!.map((entry) => entry.staffId));
      const former = football[2]!.coaches!.find((entry) => !current.has(entry.staffId));
      if (former) expect(staffMemberWire.parse(await json(`/api/v2/Staff/${former.staffId}`)).isActive).toBe(false);
      expect((await api.get('/api/v2/Staff/999999')).status).toBe(404);
      const theirs = staffPageWire.parse(await json('/api/v2/Staff?$pageSize=1', 'coastalbay')).items[0]!;
      expect((await api.get(`/api/v2/Staff/${theirs.id}`)).status).toBe(404);
    });

    it('lists support staff of the current rosters, by sport', async () => {
      const all = supportStaffPageWire.parse(await json('/api/v2/Staff/supportStaff?$pageSize=100'));
      expect(all.total).toBe(3 * ridgemont.filter((entry) => !entry.nonSport).length);
      const id = sport('mens-soccer').id;
      const soccer = supportStaffPageWire.parse(await json(`/api/v2/Staff/supportStaff?sportId=${id}`));
      expect(soccer.items.every((item) => item.sport?.id === id)).toBe(true);
      expect(soccer.items.map((item) => item.staffId).sort()).toEqual(((await rostersOf('mens-soccer'))[0]!.support ?? []).map((item) => item.staffId).sort());
      const page = supportStaffPageWire.parse(await json('/api/v2/Staff/supportStaff?$pageSize=4&$pageIndex=2'));
      expect(page.items.map((item) => item.id)).toEqual(all.items.slice(8, 12).map((item) => item.id));
      expect((await api.get('/api/v2/Staff/supportStaff?$pageSize=a')).status).toBe(400);
    });

    it('gives the directory settings and the coaches season filter', async () => {
      expect(staffSettingsWire.parse(await json('/api/v2/Staff/settings')).displayFields.length).toBeGreaterThan(0);
      const seasons = coachSeasonFiltersWire.parse(await json(`/api/v2/Staff/coaches/filters/seasons?sportId=${sport('football').id}`));
      expect(seasons.map((season) => season.name)).toEqual(football.map((roster) => roster.season.title));
      expect(coachSeasonFiltersWire.parse(await json('/api/v2/Staff/coaches/filters/seasons')).length).toBeGreaterThanOrEqual(3);
    });

    it('gives coaching records: yearly lines add up to one overall line per head coach, ending with the current one', async () => {
      for (const entry of ridgemont.filter((candidate) => !candidate.nonSport)) {
        const history = coachingHistoryWire.parse(await json(`/api/v2/Staff/coaches/history/overall/${entry.id}`));
        if (history.yearly.length === 0) {
          expect(['mens-golf', 'womens-golf', 'mens-cross-country', 'womens-cross-country', 'mens-track-and-field', 'womens-track-and-field', 'womens-swimming-and-diving']).toContain(entry.globalSportNameSlug);
          continue;
        }
        const percent = (w: number, l: number, t: number) => ((w + t / 2) / (w + l + t)).toFixed(3).replace(/^0/, '');
        for (const line of history.yearly) expect(line.overallWinPercent).toBe(percent(line.overallWins, line.overallLosses, line.overallTies));
        expect(history.overall.reduce((sum, line) => sum + line.numberOfSeasons, 0)).toBe(history.yearly.length);
        expect(history.overall.reduce((sum, line) => sum + line.overallWins, 0)).toBe(history.yearly.reduce((sum, line) => sum + line.overallWins, 0));
        const head = (await rostersOf(entry.globalSportNameSlug))[0]!.coaches![0]!;
        expect(history.overall.at(-1)).toMatchObject({ firstName: head.firstName, lastName: head.lastName, staffId: head.staffId });
        const currentTitle = (await rostersOf(entry.globalSportNameSlug))[0]!.season.title;
        expect(history.yearly.map((line) => line.season)).not.toContain(currentTitle);
      }
      expect((await api.get('/api/v2/Staff/coaches/history/overall/999999')).status).toBe(404);
      expect((await api.get(`/api/v2/Staff/coaches/history/overall/${coastal[0]!.id}`)).status).toBe(404);
    });
  });
});
