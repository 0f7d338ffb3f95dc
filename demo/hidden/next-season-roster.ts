import { and, eq, sql } from 'drizzle-orm';
import { players, rosterCoaches, rosterPlayers, rosters } from '../../server/store/tables/people';
import { integerBetween, pick } from '../random';
import type { SeedContext } from '../seed-context';
import type { SeededSport } from '../seed-sports';
import { nextAcademicYear, type AcademicYear } from '../people/academic-years';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MAJORS, MALE_FIRST_NAMES } from '../people/names';
import { pickHighSchool, pickHometown } from '../people/places';
import { currentSeasonYear, seasonStartDate, seasonTitle } from '../../core/schedule/season-calendar';
import { sportProfile } from '../people/sport-profiles';

const DAY = 86_400_000;
/** Signed recruits on next season's roster: people no public page knows yet. */
const RECRUITS = 3;

export interface NextSeasonRoster {
  rosterId: number;
  year: number;
  seasonTitle: string;
  /** The recruits' roster entries (rosterPlayerId), for the signing story. */
  recruitEntryIds: number[];
}

/** Full names already used at the school (players, staff, writers), so a recruit's name is new. */
async function takenNames(context: SeedContext): Promise<Set<string>> {
  const result = await context.db.execute(sql`
    SELECT first_name || ' ' || last_name AS name FROM players WHERE tenant_id = ${context.tenantId}
    UNION SELECT first_name || ' ' || last_name FROM staff_members WHERE tenant_id = ${context.tenantId}
    UNION SELECT name FROM story_writers WHERE tenant_id = ${context.tenantId}`);
  return new Set((result as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name));
}

async function insertRecruits(context: SeedContext, sport: SeededSport): Promise<number[]> {
  const { random, school } = context;
  const gender = sport.gender === 'F' ? 'F' : 'M';
  const taken = await takenNames(context);
  const profile = sportProfile(sport.code);
  const values: Array<typeof players.$inferInsert> = [];
  while (values.length < RECRUITS) {
    const firstName = pick(random, gender === 'F' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    if (taken.has(`${firstName} ${lastName}`)) continue;
    taken.add(`${firstName} ${lastName}`);
    const place = pickHometown(random, school.key, profile.abroadShare, profile.canadianShare ?? 0);
    values.push({
      tenantId: context.tenantId,
      firstName,
      lastName,
      gender,
      hometown: place.town,
      homeState: place.state,
      highSchool: pickHighSchool(random, place),
      major: pick(random, MAJORS),
    });
  }
  const rows = await context.db.insert(players).values(values).returning({ id: players.id });
  return rows.map((row) => row.id);
}

/**
 * Next season's roster of `sport`, hidden (staff prepare it before it goes public): the current
 * roster's returning players a class older, three signed recruits and the current coaching staff.
 */
export async function seedNextSeasonRoster(context: SeedContext, sport: SeededSport): Promise<NextSeasonRoster> {
  const { db, tenantId, random, school, today } = context;
  const year = currentSeasonYear(sport.code, today) + 1;
  const title = seasonTitle(sport.code, year);
  const [current] = await db.select().from(rosters).where(and(eq(rosters.tenantId, tenantId), eq(rosters.sportId, sport.id), eq(rosters.isCurrent, true)));
  if (!current) throw new Error(`no current ${sport.title} roster to carry over`);
  const [roster] = await db
    .insert(rosters)
    .values({
      tenantId,
      sportId: sport.id,
      seasonTitle: title,
      year,
      isCurrent: false,
      hidden: true,
      displayTitle: `${title} ${sport.title} Roster`,
      note: `Draft roster for the ${title} season: not yet published.`,
      startDate: seasonStartDate(sport.code, year),
      createdAt: new Date(today - 5 * DAY),
    })
    .returning({ id: rosters.id });
  const rosterId = roster!.id;

  const profile = sportProfile(sport.code);
  const updatedAt = new Date(today - 2 * DAY);
  const carried = await db.select().from(rosterPlayers).where(and(eq(rosterPlayers.tenantId, tenantId), eq(rosterPlayers.rosterId, current.id)));
  const returning = carried.flatMap((entry) => {
    const academicYear = nextAcademicYear(random, entry.academicYear as AcademicYear, profile.redshirtShare);
    if (!academicYear) return [];
    const { id: _id, rosterId: _rosterId, isCaptain: _captain, ...rest } = entry;
    const bio = `Returns to the ${school.mascotPlural} for the ${title} season as a ${academicYear.toLowerCase()}.`;
    return [{ ...rest, rosterId, academicYear, letters: entry.letters + 1, bio, updatedAt }];
  });
  if (returning.length > 0) await db.insert(rosterPlayers).values(returning);

  const used = new Set(returning.map((entry) => entry.jersey));
  const recruitIds = await insertRecruits(context, sport);
  const recruits = await db
    .insert(rosterPlayers)
    .values(
      recruitIds.map((playerId) => {
        const position = profile.positions.length > 0 ? pick(random, profile.positions) : null;
        let jersey = '';
        while (profile.jerseys && (jersey === '' || used.has(jersey))) jersey = String(integerBetween(random, 0, 55));
        used.add(jersey);
        return {
          tenantId,
          rosterId,
          playerId,
          sportId: sport.id,
          jersey,
          position: position?.short ?? '',
          positionLong: position?.long ?? '',
          academicYear: 'Freshman',
          height: profile.showHeight && position?.height ? `${Math.floor(position.height[1] / 12)}-${position.height[1] % 12}` : null,
          weight: profile.showWeight && position?.weight ? position.weight[0] : null,
          bio: `Signed with ${school.name} to join the ${school.mascotPlural} for the ${title} season.`,
          updatedAt,
        };
      }),
    )
    .returning({ id: rosterPlayers.id });

  const coaches = await db.select().from(rosterCoaches).where(and(eq(rosterCoaches.tenantId, tenantId), eq(rosterCoaches.rosterId, current.id)));
  if (coaches.length > 0) await db.insert(rosterCoaches).values(coaches.map(({ id: _id, ...coach }) => ({ ...coach, rosterId })));

  return { rosterId, year, seasonTitle: title, recruitEntryIds: recruits.map((row) => row.id) };
}
