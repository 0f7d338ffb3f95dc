import { describe, expect, it } from 'vitest';
import { ApiPlayerRepository } from '../../../adapters/api/api-player-repository';
import { ApiRosterRepository } from '../../../adapters/api/api-roster-repository';
import { ApiStaffRepository } from '../../../adapters/api/api-staff-repository';
import { seededApiServer } from '../support/seeded-api-server';
import { quietLogger } from '../../support/quiet-logger';
import { academicYearRank } from '../../../core/roster/academic-year';
import { heightInInches } from '../../../core/roster/roster-sort';

const server = seededApiServer();
const { http, json } = server;


describe('people repositories against the real seeded server', () => {
  it('lists roster seasons newest first and maps a roster to spec 3 roster players', async () => {
    const sports = await json<Array<{ id: number; globalSportNameSlug: string }>>('/Sports');
    const basketball = sports.find((sport) => sport.globalSportNameSlug === 'mens-basketball')!;
    const repository = new ApiRosterRepository(http(), quietLogger);
    const seasons = await repository.seasons(basketball.id);
    expect(seasons.length).toBeGreaterThanOrEqual(3);
    expect(seasons.map((season) => season.year)).toEqual([...seasons.map((season) => season.year)].sort((a, b) => b - a));
    expect(seasons.filter((season) => season.is_current)).toHaveLength(1);
    expect(seasons[0]!.season).toMatch(/^\d{4}-\d{2}$/);

    const roster = (await repository.roster(seasons[0]!.roster_id))!;
    expect(roster.sport.slug).toBe('mens-basketball');
    expect(roster.players.length).toBeGreaterThan(5);
    for (const player of roster.players) {
      expect(player.image?.alt).toBe(`${player.first_name} ${player.last_name}`);
      expect(academicYearRank(player.academic_year)).toBeDefined();
      if (player.height) expect(heightInInches(player.height)).toBeGreaterThan(48);
      for (const link of player.social_links) expect(link.url).toMatch(/^https:\/\//);
    }
    expect(roster.coaches.filter((coach) => coach.is_head_coach)).toHaveLength(1);
    expect(roster.coaches.every((coach) => coach.kind === 'coach')).toBe(true);
    expect(roster.support_staff.every((person) => person.kind === 'support' && person.staff_id > 0)).toBe(true);
    expect(await repository.roster(999_999)).toBeUndefined();
  });

  it('maps a player bio, media and the historical roster', async () => {
    const repository = new ApiPlayerRepository(http('coastalbay'), quietLogger);
    const page = await repository.history({ lastNameStart: 'M', pageIndex: 0, pageSize: 10 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(10);
    expect(page.items.every((item) => item.last_name.startsWith('M'))).toBe(true);
    expect(page.pages).toBe(Math.ceil(page.total / 10));

    const entry = page.items[0]!;
    const bio = (await repository.bio(entry.roster_player_id))!;
    expect(bio).toMatchObject({ id: entry.roster_player_id, player_id: entry.player_id, first_name: entry.first_name, sport_slug: entry.sport.slug });
    expect(bio.seasons.map((season) => season.season)).toEqual(entry.seasons);
    expect(bio.facts.length).toBeGreaterThan(0);
    const media = await repository.media(entry.player_id);
    expect(media.every((item) => item.image.url.startsWith('/media/'))).toBe(true);

    const sportOnly = await repository.history({ sportId: entry.sport.id, nameSearch: entry.last_name, pageIndex: 0, pageSize: 50 });
    expect(sportOnly.items.some((item) => item.player_id === entry.player_id)).toBe(true);
    expect(sportOnly.items.every((item) => item.sport.id === entry.sport.id)).toBe(true);
    expect(await repository.bio(999_999)).toBeUndefined();
  });

  it('reads the whole staff directory across pages, departments, members and coaching records', async () => {
    const repository = new ApiStaffRepository(http(), quietLogger);
    const total = (await json<{ total: number }>('/Staff?$pageSize=1')).total;
    const directory = await repository.directory();
    expect(total).toBeGreaterThan(100);
    expect(directory).toHaveLength(total);
    const departments = await repository.departments();
    expect(new Set(directory.map((member) => member.department.id))).toEqual(new Set(departments.map((department) => department.id)));
    const baseball = departments.find((department) => department.slug === 'baseball')!;
    expect(baseball.sport_id).not.toBeNull();
    const members = await repository.department(baseball.id);
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((member) => member.department.id === baseball.id)).toBe(true);

    const head = members.find((member) => member.roles.some((role) => role.is_head_coach))!;
    const member = (await repository.member(head.id))!;
    expect(member.roles[0]).toMatchObject({ sport_id: baseball.sport_id, kind: 'coach' });
    const records = await repository.coachingRecords(baseball.sport_id!);
    expect(records.yearly.length).toBeGreaterThan(0);
    expect(records.yearly.some((record) => record.staff_id === head.id)).toBe(true);
    expect(records.overall.find((record) => record.staff_id === head.id)?.seasons).toBe(records.yearly.filter((record) => record.staff_id === head.id).length);
    expect(await repository.member(999_999)).toBeUndefined();
    expect(await repository.coachingRecords(999_999)).toEqual({ yearly: [], overall: [] });
  });
});
