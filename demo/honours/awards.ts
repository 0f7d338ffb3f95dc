import { awards, awardTypes } from '../../server/store/tables/honours-awards';
import { integerBetween, pick, type Random } from '../random';
import type { SeededSport } from '../seed-sports';
import { academicYearOf, positionOf } from './athlete-details';
import { awardCard } from './art';
import type { RosterAthlete } from './earlier-parts';
import { DAY, type HonoursSeed } from './honours-seed';
import { inventPerson, MONTH_NAMES, ordinal, paragraphs } from './names';
import { inSeason, positionFor, statLine } from './sport-lore';

const TYPES = [
  { title: 'Athlete of the Week', display: 'Athletes of the Week' },
  { title: 'Conference Player of the Week', display: 'Conference Players of the Week' },
  { title: 'Academic Honor Roll', display: 'Academic Honor Roll' },
];
const MAJORS = ['Kinesiology', 'Business Administration', 'Biology', 'Mechanical Engineering', 'Communication', 'Psychology', 'Nursing', 'Economics', 'Computer Science', 'Elementary Education'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type Honoree = RosterAthlete & { sport: SeededSport };

/** Weekly honours over the current season, each naming an athlete on a current roster (people's tables). */
export async function seedAwards(seed: HonoursSeed): Promise<void> {
  const { context } = seed;
  const { random, school, today, tenantId } = context;
  const typeRows = await context.db
    .insert(awardTypes)
    .values(TYPES.map((type, rank) => ({ tenantId, ...type, rank })))
    .returning({ id: awardTypes.id, title: awardTypes.title });
  const pool = honoreePool(seed, random);
  if (pool.length === 0) return;
  const seasonStart = Date.UTC(seed.academicStartYear, 7, 15);
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  const weeks = Math.min(40, Math.max(20, Math.ceil((today - seasonStart) / (7 * DAY))));
  const timesHonoured = new Map<number, number>();
  const rows: Array<typeof awards.$inferInsert> = [];
  const add = (typeIndex: number, honoree: Honoree, date: number, shortHighlights: string, body: string[], major: string | null) => {
    const type = typeRows[typeIndex]!;
    const count = (timesHonoured.get(honoree.playerId) ?? 0) + 1;
    timesHonoured.set(honoree.playerId, count);
    const year = academicYearOf(honoree.academicYear);
    const position = positionOf(honoree.position, honoree.sport.code);
    const name = `${honoree.firstName} ${honoree.lastName}`;
    const day = new Date(date);
    const label = `Week of ${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
    rows.push({
      tenantId,
      awardTypeId: type.id,
      sportId: honoree.sport.id,
      playerId: honoree.playerId,
      rosterPlayerId: honoree.rosterPlayerId > 0 ? honoree.rosterPlayerId : null,
      firstName: honoree.firstName,
      lastName: honoree.lastName,
      gender: honoree.sport.gender,
      homeTown: honoree.hometown ?? '',
      highSchool: honoree.highSchool ?? '',
      major,
      positionLong: position.long,
      positionShort: position.short,
      academicYear: year.short,
      academicYearFull: year.full,
      jerseyNumber: honoree.jersey,
      shortHighlights,
      highlights: paragraphs(...body, `It is the ${ordinal(count)} weekly honor of ${honoree.sport.gender === 'F' ? 'her' : 'his'} ${school.shortName} career.`),
      imageUrl: seed.addMedia(`awards/${rows.length + 1}.svg`, awardCard(school, name, type.title, honoree.sport.title, label), { alt: `${name}, ${type.title}` }),
      date: new Date(date),
      expires: null,
    });
  };

  for (let week = weeks - 1; week >= 0; week -= 1) {
    const date = monday - week * 7 * DAY + 15 * 3_600_000;
    const chosen = pickTwo(seed, random, pool, date);
    for (const [typeIndex, honoree] of chosen.entries()) {
      const game = [...seed.games].reverse().find((g) => g.sportId === honoree.sport.id && g.resultStatus === 'W' && g.date.getTime() < date && g.date.getTime() > date - 8 * DAY);
      const line = statLine(honoree.sport.code, honoree.position ?? positionFor(honoree.sport.code, random), random);
      const where = game?.opponent ? ` in the ${game.teamScore}-${game.opponentScore} win over ${game.opponent} on ${WEEKDAYS[game.date.getUTCDay()]}` : ' last week';
      const name = `${honoree.firstName} ${honoree.lastName}`;
      const body = typeIndex === 0
        ? [`${name} ${line}${where}, earning ${school.shortName} ${TYPES[0]!.title} honors.`]
        : [`${name} was named ${school.conference} Player of the Week after ${ing(line)}${where}.`];
      if (honoree.hometown) body.push(`${honoree.lastName}${honoree.academicYear ? `, a ${academicYearOf(honoree.academicYear).full.toLowerCase()}` : ''} from ${honoree.hometown}, ${typeIndex === 0 ? 'was picked by a vote of the athletics staff' : 'shares the award with players from across the league'}.`);
      add(typeIndex, honoree, date, `${line[0]!.toUpperCase()}${line.slice(1)}${where}.`, body, null);
    }
    if (week % 4 === 0) {
      for (let n = 0; n < 2; n += 1) {
        const honoree = pick(random, pool);
        const major = pick(random, MAJORS);
        const gpa = (3.6 + integerBetween(random, 0, 40) / 100).toFixed(2);
        add(2, honoree, date, `${gpa} GPA in ${major}.`, [`${honoree.firstName} ${honoree.lastName} of ${school.shortName} ${honoree.sport.title} earned a ${gpa} grade point average in ${major} while competing for the ${school.mascotPlural}.`], major);
      }
    }
  }
  setExpiries(rows);
  await context.db.insert(awards).values(rows);
}

// v2-reference 18 (HideExpired): an award is current, aowExpires null, until the next one of its type is given.
function setExpiries(rows: Array<typeof awards.$inferInsert>): void {
  const byType = new Map<number, Array<typeof awards.$inferInsert>>();
  for (const row of rows) byType.set(row.awardTypeId, [...(byType.get(row.awardTypeId) ?? []), row]);
  for (const list of byType.values()) {
    const dates = [...new Set(list.map((row) => (row.date as Date).getTime()))].sort((a, b) => a - b);
    for (const row of list) {
      const next = dates.find((date) => date > (row.date as Date).getTime());
      row.expires = next === undefined ? null : new Date(next);
    }
  }
}

function ing(line: string): string {
  const [verb = '', ...rest] = line.split(' ');
  const irregular: Record<string, string> = { went: 'going', won: 'winning', shot: 'shooting', made: 'making', threw: 'throwing', caught: 'catching', struck: 'striking', led: 'leading', stroked: 'stroking', scored: 'scoring', handed: 'handing', cleared: 'clearing', collected: 'collecting', recorded: 'recording', completed: 'completing', rushed: 'rushing' };
  return [irregular[verb] ?? verb, ...rest].join(' ');
}

/** Two different sports when possible, preferring a sport that won in the week before `date`, then one in season. */
function pickTwo(seed: HonoursSeed, random: Random, pool: Honoree[], date: number): [Honoree, Honoree] {
  const month = new Date(date).getUTCMonth() + 1;
  const winners = new Set(seed.games.filter((g) => g.resultStatus === 'W' && g.date.getTime() < date && g.date.getTime() > date - 8 * DAY).map((g) => g.sportId));
  const ranked = [pool.filter((h) => winners.has(h.sport.id)), pool.filter((h) => inSeason(h.sport.code, month)), pool];
  const first = pick(random, ranked.find((list) => list.length > 0)!);
  const others = ranked.map((list) => list.filter((h) => h.sport.id !== first.sport.id)).find((list) => list.length > 0) ?? pool;
  return [first, pick(random, others)];
}

function honoreePool(seed: HonoursSeed, random: Random): Honoree[] {
  const bySport = new Map(seed.sports.map((sport) => [sport.id, sport]));
  const real = seed.athletes.flatMap((athlete) => (bySport.has(athlete.sportId) ? [{ ...athlete, sport: bySport.get(athlete.sportId)! }] : []));
  if (real.length > 0) return real;
  // people not seeded (this part run alone): invented athletes, with no player record (playerId 0).
  return seed.sports.flatMap((sport) =>
    Array.from({ length: 4 }, () => {
      const person = inventPerson(random, sport.gender);
      return { ...person, playerId: 0, rosterPlayerId: 0, sportId: sport.id, jersey: String(integerBetween(random, 1, 49)), position: positionFor(sport.code, random), academicYear: pick(random, ['Freshman', 'Sophomore', 'Junior', 'Senior']), sport };
    }),
  );
}
