import { allAmericans } from '../../server/store/tables/honours-awards';
import { integerBetween, pick } from '../random';
import { academicYearOf, positionOf } from './athlete-details';
import { portrait } from './art';
import type { HonoursSeed } from './honours-seed';
import { inventPerson, paragraphs, slugify } from './names';
import { feat as featFor, positionFor, selectorFor } from './sport-lore';

const TEAMS = ['First Team', 'Second Team', 'Third Team', 'Honorable Mention'];
// Selectors named without 'the' ('by Collegiate Baseball').
const BARE_SELECTORS = new Set(['Collegiate Baseball', 'Walter Camp']);

/** ~15 All-Americans: former athletes across past years and a few current players (people's rosters). */
export async function seedAllAmericans(seed: HonoursSeed): Promise<void> {
  const { context } = seed;
  const { random, school, tenantId } = context;
  const rows: Array<typeof allAmericans.$inferInsert> = [];
  const upperclass = seed.athletes.filter((athlete) => academicYearOf(athlete.academicYear).rank >= 5);
  const current = (upperclass.length > 0 ? upperclass : seed.athletes).slice();
  for (let index = 0; index < 15; index += 1) {
    const isCurrent = index % 3 === 0 && current.length > 0;
    const athlete = isCurrent ? current.splice(Math.floor(random() * current.length), 1)[0]! : undefined;
    const sport = athlete ? seed.sports.find((candidate) => candidate.id === athlete.sportId)! : pick(random, seed.sports);
    const person = athlete ?? { ...inventPerson(random, sport.gender), academicYear: null, position: null };
    const year = isCurrent ? seed.year - 1 : integerBetween(random, 1978, seed.year - 3);
    const team = pick(random, TEAMS);
    const selector = selectorFor(sport.code, random);
    const position = athlete ? positionOf(athlete.position, sport.code).long : positionFor(sport.code, random);
    const classYear = athlete ? academicYearOf(athlete.academicYear).full || 'Senior' : pick(random, ['Junior', 'Senior', 'Senior', 'Sophomore']);
    const name = `${person.firstName} ${person.lastName}`;
    const pronoun = sport.gender === 'F' ? 'she' : 'he';
    const hometown = person.hometown ?? '';
    const feat = featFor(sport.code, random);
    const bio = paragraphs(
      `${name} was named ${team === 'Honorable Mention' ? 'an' : 'a'} ${team} All-American by ${BARE_SELECTORS.has(selector) ? '' : 'the '}${selector} in ${year} after ${feat} for ${school.shortName} ${sport.title}.`,
      `A ${classYear.toLowerCase()}${hometown ? ` from ${hometown}` : ''}, ${person.lastName} ${isCurrent ? pick(random, [`returns to the ${school.mascotPlural} this season as a team captain`, `is back for another season with the ${school.mascotPlural}`, `enters the season on several national watch lists`]) : `finished ${pronoun === 'she' ? 'her' : 'his'} career with ${integerBetween(random, 2, 4)} all-conference selections`}.`,
      isCurrent
        ? `${person.lastName} is one of ${integerBetween(random, 3, 9)} ${school.mascotPlural} in program history to earn All-America honors more than once in a career.`
        : `After graduating, ${pronoun} ${pick(random, ['played professionally in Europe', 'went into coaching', 'earned a law degree', `joined the athletics staff at ${school.shortName}`, 'became a physician', 'competed for the national team'])}.`,
    );
    rows.push({
      tenantId,
      sportId: sport.id,
      playerId: athlete?.playerId ?? null,
      rosterPlayerId: athlete?.rosterPlayerId ?? null,
      slug: slugify(name),
      firstName: person.firstName,
      lastName: person.lastName,
      year,
      team,
      selector,
      position,
      hometown,
      classYear,
      bio,
      imageUrl: seed.addMedia(`all-americans/${index + 1}.svg`, portrait(school, name, integerBetween(random, 0, 29)), { alt: name }),
    });
  }
  await context.db.insert(allAmericans).values(rows);
}
