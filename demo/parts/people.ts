import { and, eq } from 'drizzle-orm';
import type { PlayerSeasonBody } from '../../contract/studio/rosters';
import { addPlayers, createRosters, type PlayerSeasonInput, type RosterSeasonInput } from '../../server/studio/rosters/roster-batch';
import { DEMO_ACTOR } from '../demo-writes';
import { integerBetween } from '../random';
import type { SeedContext } from '../seed-context';
import { sports } from '../../server/store/tables/foundation';
import { coachRecords } from '../../server/store/tables/people';
import { addCoaches, type StaffPlaceInput } from '../../server/studio/coaches/coach-batch';
import { mediaIdsOf } from '../media-ids';
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

/** A headshot's description, as the studio asks for one. */
function headshotAlt(person: PersonDraft): string {
  return `${person.firstName} ${person.lastName}`;
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

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

  // The headshots first, into the media library: the people name theirs by its id, as the studio's form does.
  const headshotPaths = people.map((person) => `headshots/${slugOf(`${person.firstName} ${person.lastName}`)}-${person.key + 1}.svg`);
  await context.storeMedia(
    people.map((person, index) => ({
      path: headshotPaths[index]!,
      alt: headshotAlt(person),
      body: headshotSvg({ firstName: person.firstName, lastName: person.lastName, colors: school.colors, variant: integerBetween(random, 0, 999), kind: 'player' }),
    })),
  );
  const headshotIds = await mediaIdsOf(db, tenantId, headshotPaths);

  const seasonRows = squads.flatMap(({ sport, current, years }) =>
    years.map((year): RosterSeasonInput => ({
      create: { sportId: sport.id, year },
      details: { title: `${seasonTitle(sport.code, year)} ${sport.title} Roster`, note: year === current ? `Roster current as of the start of the ${seasonTitle(sport.code, year)} season.` : '' },
      published: true,
      current: year === current,
      // Rosters are posted a few months before the season opens.
      at: new Date(Math.min(seasonStartDate(sport.code, year).getTime() - 90 * DAY, today - DAY)),
    })),
  );
  const rosterRows = await createRosters(context.commands, tenantId, DEMO_ACTOR, seasonRows);
  const rosterId = (sportId: number, year: number) => rosterRows.find((row) => row.sportId === sportId && row.year === year)!.id;

  const seasons: PlayerSeasonInput[] = [];
  for (const { sport, years, seasons: squadSeasons } of squads) {
    const profile = sportProfile(sport.code);
    squadSeasons.forEach((entries: SeasonEntry[], index) => {
      const year = years[index]!;
      const title = seasonTitle(sport.code, year);
      const touched = Math.min(seasonStartDate(sport.code, year).getTime() - integerBetween(random, 5, 40) * DAY, today - integerBetween(random, 1, 20) * DAY);
      for (const entry of entries) {
        const bio = playerBio(random, entry, { schoolShortName: school.shortName, mascotPlural: school.mascotPlural, conference: school.conference, sportCode: sport.code, seasonTitle: title, profile });
        seasons.push({
          person: entry.person.key,
          rosterId: rosterId(sport.id, year),
          season: {
            jersey: entry.jersey,
            position: entry.position?.short ?? null,
            positionLong: entry.position?.long ?? null,
            classYear: entry.academicYear as PlayerSeasonBody['classYear'],
            height: heightText(entry.heightInches),
            weight: entry.weight,
            captain: entry.isCaptain,
            letters: entry.letters,
            custom1: entry.person.custom1,
            bio,
          },
          at: new Date(touched - integerBetween(random, 0, 86_399) * 1000),
        });
      }
    });
  }
  await addPlayers(context.commands, tenantId, DEMO_ACTOR, {
    people: people.map((person, index) => ({
      firstName: person.firstName,
      lastName: person.lastName,
      hometown: person.place.town,
      homeState: person.place.state,
      highSchool: person.highSchool,
      previousSchool: person.previousSchool,
      major: person.major,
      twitter: person.twitter,
      instagram: person.instagram,
      headshotId: headshotIds[index]!,
      headshotAlt: headshotAlt(person),
    })),
    seasons,
  });

  // Coaching staffs, the directory and the records.
  const staffing = await insertStaff(context, names, squads.map(({ sport, current }) => ({ sport, current })));
  const places: StaffPlaceInput[] = [];
  for (const { sport, years } of squads) {
    for (const year of years) {
      for (const role of staffing.bySport.get(sport.id)!.roles) {
        if (year < role.fromYear || (role.toYear !== null && year > role.toYear)) continue;
        places.push({ member: role.staff.key, rosterId: rosterId(sport.id, year), title: role.title, headCoach: role.isHeadCoach, kind: role.kind, rank: role.rank });
      }
    }
  }
  const memberIds = (await addCoaches(context.commands, tenantId, DEMO_ACTOR, { members: staffing.members, places })).map((member) => member.id);
  const staffId = (key: number) => memberIds[key]!;
  const recordRows: Array<typeof coachRecords.$inferInsert> = [];
  for (const { sport } of squads) {
    const staff: CoachingStaff = staffing.bySport.get(sport.id)!;
    for (const { staffKey, ...record } of staff.records) {
      recordRows.push({ tenantId, sportId: sport.id, staffMemberId: staffKey === null ? null : staffId(staffKey), ...record });
    }
  }
  if (recordRows.length > 0) await db.insert(coachRecords).values(recordRows);

  for (const { sport, current } of squads) {
    await db.update(sports).set({ rosterId: rosterId(sport.id, current) }).where(and(eq(sports.tenantId, tenantId), eq(sports.id, sport.id)));
  }
}
