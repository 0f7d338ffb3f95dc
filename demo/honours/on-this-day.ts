import { onThisDay } from '../../server/store/tables/honours';
import { integerBetween, pick, type Random } from '../random';
import type { SeededSport } from '../seed-sports';
import type { HonoursSeed } from './honours-seed';
import { inventPerson, ordinal } from './names';
import { finalScore, inSeason, positionFor, statLine } from './sport-lore';

const RIVALS = ['Westbrook', 'Pine Valley State', 'Northern Prairie', 'Cedar Ridge', 'Mesa Verde', 'Lakeshore Tech', 'Granite Falls', 'Redwood Bay', 'Iron Hills', 'Bluestem College'];
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const FIRST_YEAR = 1950;

type Row = typeof onThisDay.$inferInsert;
interface Opening { title: string; openedYear: number; sportIds: number[] }

/**
 * Short historical notes for the on-this-day page: every day of the year (Feb 29 included) for the first
 * school, about four days in five for the second. Each note is dated in a past year and names its sport.
 */
export async function seedOnThisDay(seed: HonoursSeed, everyDay: boolean, openings: Opening[]): Promise<void> {
  const { context } = seed;
  const { random } = context;
  const firsts = new Set<string>();
  const rows: Row[] = [];
  for (let month = 1; month <= 12; month += 1) {
    for (let day = 1; day <= DAYS_IN_MONTH[month - 1]!; day += 1) {
      const count = everyDay ? 1 + (random() < 0.5 ? 1 : 0) + (random() < 0.15 ? 1 : 0) : random() < 0.8 ? 1 + (random() < 0.3 ? 1 : 0) : 0;
      for (let n = 0; n < count; n += 1) rows.push(note(seed, random, month, day, pastYear(random, seed.year, month, day), firsts));
    }
  }
  for (const opening of openings) {
    const month = integerBetween(random, 8, 10);
    const day = integerBetween(random, 1, 28);
    const sport = seed.sports.find((candidate) => opening.sportIds.length < seed.sports.length && opening.sportIds.includes(candidate.id));
    rows.push(row(seed, month, day, opening.openedYear, sport, 'opening', `${opening.title} opens`, `In ${opening.openedYear}, ${opening.title} opened its doors${sport ? ` for ${seed.context.school.shortName} ${sport.title}` : ` to ${seed.context.school.mascotSingular} student-athletes`}.`, true));
  }
  for (let start = 0; start < rows.length; start += 300) await context.db.insert(onThisDay).values(rows.slice(start, start + 300));
}

function pastYear(random: Random, currentYear: number, month: number, day: number): number {
  let year = integerBetween(random, FIRST_YEAR, currentYear - 1);
  // Feb 29 only exists in leap years.
  if (month === 2 && day === 29) while (!(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))) year -= 1;
  return year;
}

function row(seed: HonoursSeed, month: number, day: number, year: number, sport: SeededSport | undefined, kind: string, title: string, text: string, featured: boolean): Row {
  return { tenantId: seed.context.tenantId, month, day, year, sportId: sport?.id ?? null, kind, title, text, featured };
}

function note(seed: HonoursSeed, random: Random, month: number, day: number, year: number, firsts: Set<string>): Row {
  const { school } = seed.context;
  const playing = seed.sports.filter((sport) => inSeason(sport.code, month));
  const featured = random() < 0.1;
  if (playing.length === 0) return offSeasonNote(seed, random, month, day, year, featured);
  const sport = pick(random, playing);
  const person = inventPerson(random, sport.gender);
  const name = `${person.firstName} ${person.lastName}`;
  const rival = pick(random, RIVALS);
  const roll = random();
  if (roll < 0.45) {
    const score = finalScore(sport.code, random, true);
    if (score) {
      const extra = pick(random, ['', ' in overtime', ' to clinch a share of the conference title', ` behind ${name}, who ${statLine(sport.code, positionFor(sport.code, random), random)}`, ' before a record crowd', ' to end a long losing streak in the series']);
      return row(seed, month, day, year, sport, 'result', `${sport.title}: ${school.mascotPlural} ${score[0]}, ${rival} ${score[1]}`, `In ${year}, the ${school.mascotPlural} beat ${rival} ${score[0]}-${score[1]} in ${sport.title.toLowerCase()}${extra}.`, featured);
    }
    return row(seed, month, day, year, sport, 'result', `${sport.title} wins the ${rival} Invitational`, `In ${year}, ${school.shortName} ${sport.title.toLowerCase()} won the ${rival} Invitational by ${integerBetween(random, 3, 40)} points, with ${name} taking the individual title.`, featured);
  }
  if (roll < 0.65) {
    const options: Array<[string, string, string]> = [
      ['first-title', 'wins first conference title', `won the program's first conference championship`],
      ['first-ncaa', 'earns first NCAA bid', 'earned the first NCAA tournament bid in program history'],
      ['unbeaten', 'completes unbeaten league run', 'completed an unbeaten conference season'],
      ['win-mark', `reaches ${integerBetween(random, 3, 9) * 100} wins`, `recorded a milestone win in program history`],
    ];
    const available = options.filter(([key]) => !key.startsWith('first') || !firsts.has(`${sport.id}:${key}`));
    const [key, short, long] = pick(random, available);
    if (key.startsWith('first')) firsts.add(`${sport.id}:${key}`);
    return row(seed, month, day, year, sport, 'milestone', `${sport.title} ${short}`, `In ${year}, the ${school.mascotPlural} ${long} in ${sport.title.toLowerCase()}, beating ${rival} along the way.`, featured || key.startsWith('first'));
  }
  if (roll < 0.82) {
    return row(seed, month, day, year, sport, 'record', `${name} sets a school record`, `In ${year}, ${name} of ${sport.title.toLowerCase()} ${statLine(sport.code, positionFor(sport.code, random), random)} against ${rival}, a ${school.shortName} record that stood for ${integerBetween(random, 4, 30)} years.`, featured);
  }
  return row(seed, month, day, year, sport, 'honor', `${name} named ${pick(random, ['Player', 'Athlete', 'Freshman'])} of the Year`, `In ${year}, ${name} of ${school.shortName} ${sport.title.toLowerCase()} was named the ${school.conference}'s top honoree, the ${ordinal(integerBetween(random, 2, 9))} ${school.mascotSingular} to win the award.`, featured);
}

/** Summer days: hires, drafts, Olympians, groundbreakings. */
function offSeasonNote(seed: HonoursSeed, random: Random, month: number, day: number, year: number, featured: boolean): Row {
  const { school } = seed.context;
  const sport = pick(random, seed.sports);
  const person = inventPerson(random, sport.gender);
  const name = `${person.firstName} ${person.lastName}`;
  const olympicYear = year - (year % 4);
  const options: Array<[string, string, string]> = [
    ['milestone', `${name} hired to lead ${sport.title}`, `In ${year}, ${school.shortName} named ${name} head coach of ${sport.title.toLowerCase()}; ${person.lastName} went on to win ${integerBetween(random, 2, 8)} conference titles.`],
    ['honor', `Former ${school.mascotSingular} ${name} at the Olympics`, `In ${olympicYear}, former ${school.mascotSingular} ${name} competed at the Olympic Games, one of ${integerBetween(random, 2, 6)} ${school.shortName} Olympians that summer.`],
    ['honor', `${name} drafted`, `In ${year}, ${sport.title.toLowerCase()} standout ${name} was selected in the ${ordinal(integerBetween(random, 1, 6))} round of the professional draft.`],
    ['milestone', 'Ground broken on new facility', `In ${year}, ${school.shortName} broke ground on a new home for ${sport.title.toLowerCase()}, funded by a gift from the ${person.lastName} family.`],
    ['milestone', `${school.mascotPlural} sign record class`, `In ${year}, ${sport.title.toLowerCase()} welcomed a ${integerBetween(random, 9, 24)}-member freshman class, the largest in program history.`],
  ];
  const [kind, title, text] = pick(random, options);
  return row(seed, month, day, kind === 'honor' && title.includes('Olympics') ? olympicYear : year, sport, kind, title, text, featured);
}
