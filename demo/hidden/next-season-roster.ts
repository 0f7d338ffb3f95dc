import { and, eq, sql } from 'drizzle-orm';
import { playerBody, rosterUpdateBody, type PlayerBody } from '../../contract/studio/rosters';
import { rosterPlayers, rosters } from '../../server/store/tables/people';
import { addPlayer } from '../../server/studio/rosters/player-commands';
import { startNextSeason, updateRoster } from '../../server/studio/rosters/roster-commands';
import { DEMO_ACTOR } from '../demo-writes';
import { integerBetween, pick } from '../random';
import type { SeedContext } from '../seed-context';
import type { SeededSport } from '../seed-sports';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from '../people/names';
import { pickHighSchool, pickHometown } from '../people/places';
import { sportProfile } from '../people/sport-profiles';

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

/** The signed recruits' people: names no one at the school has, with their hometowns and schools. */
async function recruitsOf(context: SeedContext, sport: SeededSport): Promise<Array<Pick<PlayerBody, 'firstName' | 'lastName' | 'hometown' | 'homeState' | 'highSchool'>>> {
  const { random, school } = context;
  const taken = await takenNames(context);
  const profile = sportProfile(sport.code);
  const recruits: Array<Pick<PlayerBody, 'firstName' | 'lastName' | 'hometown' | 'homeState' | 'highSchool'>> = [];
  while (recruits.length < RECRUITS) {
    const firstName = pick(random, sport.gender === 'F' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    if (taken.has(`${firstName} ${lastName}`)) continue;
    taken.add(`${firstName} ${lastName}`);
    const place = pickHometown(random, school.key, profile.abroadShare, profile.canadianShare ?? 0);
    recruits.push({ firstName, lastName, hometown: place.town, homeState: place.state, highSchool: pickHighSchool(random, place) });
  }
  return recruits;
}

/**
 * Next season's roster of `sport`, hidden (staff prepare it before it goes public), made as a sports information
 * director makes one in the studio: the current roster carried forward (its returning players a class older, the
 * coaching staff), a note, and three signed recruits added one by one.
 */
export async function seedNextSeasonRoster(context: SeedContext, sport: SeededSport): Promise<NextSeasonRoster> {
  const { db, commands, tenantId, random, school } = context;
  const [current] = await db.select({ id: rosters.id }).from(rosters).where(and(eq(rosters.tenantId, tenantId), eq(rosters.sportId, sport.id), eq(rosters.isCurrent, true)));
  if (!current) throw new Error(`no current ${sport.title} roster to carry over`);
  const started = await startNextSeason(commands, tenantId, DEMO_ACTOR, current.id);
  const title = started.seasonTitle;
  const note = `Draft roster for the ${title} season: not yet published.`;
  const roster = await updateRoster(commands, tenantId, DEMO_ACTOR, started.id, started.version, rosterUpdateBody.parse({ title: started.displayTitle, note }));

  const profile = sportProfile(sport.code);
  const worn = await db.select({ jersey: rosterPlayers.jersey }).from(rosterPlayers).where(and(eq(rosterPlayers.tenantId, tenantId), eq(rosterPlayers.rosterId, roster.id)));
  const used = new Set(worn.map((entry) => entry.jersey));
  const recruitEntryIds: number[] = [];
  for (const recruit of await recruitsOf(context, sport)) {
    const position = profile.positions.length > 0 ? pick(random, profile.positions) : null;
    let jersey = '';
    while (profile.jerseys && (jersey === '' || used.has(jersey))) jersey = String(integerBetween(random, 0, 55));
    used.add(jersey);
    const body = playerBody.parse({
      ...recruit,
      jersey,
      position: position?.short ?? '',
      classYear: 'Freshman',
      height: profile.showHeight && position?.height ? `${Math.floor(position.height[1] / 12)}-${position.height[1] % 12}` : null,
      weight: profile.showWeight && position?.weight ? position.weight[0] : null,
      bio: `Signed with ${school.name} to join the ${school.mascotPlural} for the ${title} season.`,
    });
    const { entry } = await addPlayer(commands, tenantId, DEMO_ACTOR, roster.id, body);
    recruitEntryIds.push(entry.id);
  }
  return { rosterId: roster.id, year: roster.year, seasonTitle: title, recruitEntryIds };
}
