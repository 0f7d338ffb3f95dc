import { describe, expect, it } from 'vitest';
import { isAscending, isDescending, itDegrades, UNKNOWN_ID, type ConformanceContext } from '../conformance-context';
import { sportWithRosters } from './sport-picks';

/** Rosters, players and the staff directory. */
export function peopleConformance(context: ConformanceContext): void {
  describe('RosterRepository', () => {
    it('lists a sport’s rosters newest season first, one current, each opening with its players', async () => {
      const set = context.set();
      const sport = await sportWithRosters(set);
      const seasons = await set.roster.seasons(sport.id);
      expect(isDescending(seasons.map((season) => String(season.year)))).toBe(true);
      expect(seasons.filter((season) => season.is_current)).toHaveLength(1);
      const roster = await set.roster.roster(seasons[0]!.roster_id);
      expect(roster?.sport.id).toBe(sport.id);
      expect(roster!.season).toBe(seasons[0]!.season);
      expect(roster!.players.length).toBeGreaterThan(0);
      expect(new Set(roster!.players.map((player) => player.id)).size).toBe(roster!.players.length);
    });

    it('finds no roster for an unknown id, and no seasons for an unknown sport', async () => {
      const { roster } = context.set();
      expect(await roster.roster(UNKNOWN_ID)).toBeUndefined();
      expect(await roster.seasons(UNKNOWN_ID)).toEqual([]);
    });

    itDegrades(context, async ({ roster }) => {
      expect(await roster.seasons(1)).toEqual([]);
      expect(await roster.roster(1)).toBeUndefined();
    });
  });

  describe('PlayerRepository', () => {
    it('pages the historical roster by last name, and opens each entry’s bio', async () => {
      const { players } = context.set();
      const page = await players.history({ lastNameStart: 'M', pageIndex: 0, pageSize: 5 });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.length).toBeLessThanOrEqual(5);
      expect(page.pages).toBe(Math.ceil(page.total / 5));
      expect(page.items.every((entry) => entry.last_name.startsWith('M'))).toBe(true);
      expect(isAscending(page.items.map((entry) => entry.last_name.toLowerCase()))).toBe(true);
      const entry = page.items[0]!;
      const bio = await players.bio(entry.roster_player_id);
      expect(bio).toMatchObject({ player_id: entry.player_id, first_name: entry.first_name, last_name: entry.last_name });
      expect(bio!.seasons.map((season) => season.season)).toEqual(entry.seasons);
      expect(Array.isArray(await players.media(entry.player_id))).toBe(true);
    });

    it('narrows the history to a sport and a name, and finds no bio for an unknown id', async () => {
      const { players } = context.set();
      const entry = (await players.history({ lastNameStart: 'S', pageIndex: 0, pageSize: 1 })).items[0]!;
      const found = await players.history({ sportId: entry.sport.id, nameSearch: entry.last_name, pageIndex: 0, pageSize: 50 });
      expect(found.items.map((item) => item.player_id)).toContain(entry.player_id);
      expect(found.items.every((item) => item.sport.id === entry.sport.id)).toBe(true);
      expect(await players.bio(UNKNOWN_ID)).toBeUndefined();
      expect((await players.history({ nameSearch: 'zzqxj', pageIndex: 0, pageSize: 5 })).items).toEqual([]);
    });

    itDegrades(context, async ({ players }) => {
      expect(await players.bio(1)).toBeUndefined();
      expect(await players.media(1)).toEqual([]);
      expect((await players.history({ pageIndex: 0, pageSize: 5 })).items).toEqual([]);
    });
  });

  describe('StaffRepository', () => {
    it('gives the whole directory grouped by department, in the departments’ order', async () => {
      const { staff } = context.set();
      const [directory, departments] = await Promise.all([staff.directory(), staff.departments()]);
      expect(directory.length).toBeGreaterThan(0);
      expect(new Set(directory.map((member) => member.id)).size).toBe(directory.length);
      // Directory order: each department's members together, departments in the order departments() gives.
      const runs = directory.map((member) => member.department.id).filter((id, i, ids) => i === 0 || ids[i - 1] !== id);
      expect(runs).toEqual(departments.map((department) => department.id));
      const department = departments[0]!;
      const members = await staff.department(department.id);
      expect(members).toEqual(directory.filter((member) => member.department.id === department.id));
    });

    it('opens a member, and gives a coached sport’s records; unknown ids find nothing', async () => {
      const { staff } = context.set();
      const directory = await staff.directory();
      expect(await staff.member(directory[0]!.id)).toMatchObject({ id: directory[0]!.id, last_name: directory[0]!.last_name });
      const head = directory.find((member) => member.roles.some((role) => role.is_head_coach))!;
      const sportId = head.roles.find((role) => role.is_head_coach)!.sport_id;
      const records = await staff.coachingRecords(sportId);
      expect(records.yearly.some((record) => record.staff_id === head.id)).toBe(true);
      expect(records.overall.some((record) => record.staff_id === head.id)).toBe(true);
      expect(await staff.member(UNKNOWN_ID)).toBeUndefined();
      expect(await staff.department(UNKNOWN_ID)).toEqual([]);
      expect(await staff.coachingRecords(UNKNOWN_ID)).toEqual({ yearly: [], overall: [] });
    });

    itDegrades(context, async ({ staff }) => {
      expect(await staff.directory()).toEqual([]);
      expect(await staff.departments()).toEqual([]);
      expect(await staff.department(1)).toEqual([]);
      expect(await staff.member(1)).toBeUndefined();
      expect(await staff.coachingRecords(1)).toEqual({ yearly: [], overall: [] });
    });
  });
}
