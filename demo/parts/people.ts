import { and, eq, sql } from 'drizzle-orm';
import { integerBetween } from '../random';
import type { SeedContext } from '../seed-context';
import { sports } from '../../server/store/tables/foundation';
import { coachRecords, players, rosterCoaches, rosterPlayers, rosters } from '../../server/store/tables/people';
import type { CoachingStaff } from '../people/coaching-staffs';
import { headshotSvg } from '../people/headshots';
import { NameBook } from '../people/name-book';
import type { PersonDraft } from '../people/person-drafts';
import { playerBio } from '../people/player-bios';
import { currentSeasonYear, seasonStartDate, seasonTitle } from '../../core/schedule/season-calendar';
import { sportProfile } from '../people/sport-profiles';
import { buildSquads, type SeasonEntry } from '../people/squads';
import { insertStaff } from '../people/staff-inserts';

/** The number of seasons each sport has a roster for: the current one and the two before. */
const ROSTER_SEASONS = 3;

const DAY = 86_400_000;

function heightText(inches: number | null): string | null {
  return inches === null ? null : `${Math.floor(inches / 12)}-${inches % 12}`;
}

/** Seeds the people content of one school: rosters of three seasons, coaches, support staff, the staff directory and coaching records. */
export async function seedPeople(context: SeedContext): Promise<void> {
  const { db, tenantId, school, random, today } = context;
  const names = new NameBook();
  const people: PersonDraft[] = [];
  const realSports = context.sports.filter((sport) => !sport.nonSport);

  // Squads first: they decide who exists.
  const squads = realSports.map((sport) => {
    const current = currentSeasonYear(sport.code, today);
    const years = Array.from({ length: ROSTER_SEASONS }, (_, index) => current - (ROSTER_SEASONS - 1) + index);
    return { sport, current, years, seasons: buildSquads({ random, schoolKey: school.key, sportCode: sport.code, gender: sport.gender === 'F' ? 'F' : 'M', years, names, people }) };
  });

  const playerRows = await db
    .insert(players)
    .values(
      people.map((person) => ({
        tenantId,
        firstName: person.firstName,
        lastName: person.lastName,
        gender: person.gender,
        hometown: person.place.town,
        homeState: person.place.state,
        highSchool: person.highSchool,
        previousSchool: person.previousSchool,
        major: person.major,
        twitter: person.twitter,
        instagram: person.instagram,
      })),
    )
    .returning({ id: players.id });
  const playerIds = playerRows.map((row) => row.id);
  await db.execute(sql`UPDATE players SET image_path = 'headshots/' || id || '.svg' WHERE tenant_id = ${tenantId}`);
  await context.storeMedia(
    people.map((person, index) => ({
      path: `headshots/${playerIds[index]}.svg`,
      body: headshotSvg({ firstName: person.firstName, lastName: person.lastName, colors: school.colors, variant: integerBetween(random, 0, 999), kind: 'player' }),
      alt: `${person.firstName} ${person.lastName}`,
    })),
  );

  const rosterRows = await db
    .insert(rosters)
    .values(
      squads.flatMap(({ sport, current, years }) =>
        years.map((year) => ({
          tenantId,
          sportId: sport.id,
          seasonTitle: seasonTitle(sport.code, year),
          year,
          isCurrent: year === current,
          displayTitle: `${seasonTitle(sport.code, year)} ${sport.title} Roster`,
          note: year === current ? `Roster current as of the start of the ${seasonTitle(sport.code, year)} season.` : '',
          startDate: seasonStartDate(sport.code, year),
          // Rosters are posted a few months before the season opens.
          createdAt: new Date(Math.min(seasonStartDate(sport.code, year).getTime() - 90 * DAY, today - DAY)),
        })),
      ),
    )
    .returning({ id: rosters.id, sportId: rosters.sportId, year: rosters.year });
  const rosterId = (sportId: number, year: number) => rosterRows.find((row) => row.sportId === sportId && row.year === year)!.id;

  const entryRows: Array<typeof rosterPlayers.$inferInsert> = [];
  for (const { sport, years, seasons } of squads) {
    const profile = sportProfile(sport.code);
    seasons.forEach((entries: SeasonEntry[], index) => {
      const year = years[index]!;
      const title = seasonTitle(sport.code, year);
      const touched = Math.min(seasonStartDate(sport.code, year).getTime() - integerBetween(random, 5, 40) * DAY, today - integerBetween(random, 1, 20) * DAY);
      for (const entry of entries) {
        entryRows.push({
          tenantId,
          rosterId: rosterId(sport.id, year),
          playerId: playerIds[entry.person.key]!,
          sportId: sport.id,
          jersey: entry.jersey,
          position: entry.position?.short ?? '',
          positionLong: entry.position?.long ?? '',
          academicYear: entry.academicYear,
          height: heightText(entry.heightInches),
          weight: entry.weight,
          isCaptain: entry.isCaptain,
          letters: entry.letters,
          custom1: entry.person.custom1,
          bio: playerBio(random, entry, { schoolShortName: school.shortName, mascotPlural: school.mascotPlural, conference: school.conference, sportCode: sport.code, seasonTitle: title, profile }),
          updatedAt: new Date(touched - integerBetween(random, 0, 86_399) * 1000),
        });
      }
    });
  }
  await db.insert(rosterPlayers).values(entryRows);

  // Coaching staffs, the directory and the records.
  const staffing = await insertStaff(context, names, squads.map(({ sport, current }) => ({ sport, current })));
  const coachRows: Array<typeof rosterCoaches.$inferInsert> = [];
  const recordRows: Array<typeof coachRecords.$inferInsert> = [];
  for (const { sport, years } of squads) {
    const staff: CoachingStaff = staffing.bySport.get(sport.id)!;
    for (const year of years) {
      for (const role of staff.roles) {
        if (year < role.fromYear || (role.toYear !== null && year > role.toYear)) continue;
        coachRows.push({ tenantId, rosterId: rosterId(sport.id, year), sportId: sport.id, staffMemberId: staffing.staffId(role.staff.key), title: role.title, isHeadCoach: role.isHeadCoach, kind: role.kind, rank: role.rank });
      }
    }
    for (const { staffKey, ...record } of staff.records) {
      recordRows.push({ tenantId, sportId: sport.id, staffMemberId: staffKey === null ? null : staffing.staffId(staffKey), ...record });
    }
  }
  await db.insert(rosterCoaches).values(coachRows);
  if (recordRows.length > 0) await db.insert(coachRecords).values(recordRows);

  for (const { sport, current } of squads) {
    await db.update(sports).set({ rosterId: rosterId(sport.id, current) }).where(and(eq(sports.tenantId, tenantId), eq(sports.id, sport.id)));
  }
}
