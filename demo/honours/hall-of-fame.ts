import { hofGroupings, hofInductees } from '../../server/store/tables/honours-awards';
import { integerBetween, pick } from '../random';
import { portrait } from './art';
import type { HonoursSeed } from './honours-seed';
import { inventPerson, paragraphs, slugify, withArticle } from './names';
import { familyOf, feat, hasPlayingPositions, positionFor } from './sport-lore';

export const HOF_GROUPINGS = [
  { slug: 'alphabetical', name: 'Alphabetical', statTitle: 'Last Name' },
  { slug: 'induction-year', name: 'Induction Class', statTitle: 'Class of' },
  { slug: 'sport', name: 'Sport', statTitle: 'Sport' },
];
const FORMER_SPORTS = [
  { title: "Men's Gymnastics", gender: 'M' as const },
  { title: "Men's Swimming and Diving", gender: 'M' as const },
  { title: 'Boxing', gender: 'M' as const },
];

/** ~30 inductees in classes every three years, with groupings and bios. */
export async function seedHallOfFame(seed: HonoursSeed): Promise<void> {
  const { context } = seed;
  const { random, school, tenantId } = context;
  await context.db.insert(hofGroupings).values(HOF_GROUPINGS.map((grouping, rank) => ({ tenantId, ...grouping, rank })));
  const classes = Array.from({ length: 10 }, (_, index) => seed.year - 1 - index * 3).reverse();
  const rows: Array<typeof hofInductees.$inferInsert> = [];
  for (const inductionYear of classes) {
    for (let n = 0; n < 3; n += 1) {
      const roll = random();
      const role = roll < 0.84 ? 'Athlete' : roll < 0.95 ? 'Coach' : 'Administrator';
      const former = role === 'Athlete' && random() < 0.1 ? pick(random, FORMER_SPORTS) : undefined;
      const sport = pick(random, seed.sports);
      const second = role === 'Athlete' && !former && random() < 0.12 ? pick(random, seed.sports.filter((s) => s.id !== sport.id && (s.gender === sport.gender || s.gender === null))) : undefined;
      const gender = former?.gender ?? sport.gender;
      const person = inventPerson(random, gender);
      const name = `${person.firstName} ${person.lastName}`;
      const sportTitles = former ? [former.title] : second ? [sport.title, second.title] : [sport.title];
      const classYear = role === 'Athlete' ? inductionYear - integerBetween(random, 10, 32) : null;
      const start = classYear ? classYear - 3 : inductionYear - integerBetween(random, 30, 45);
      const end = classYear ?? start + integerBetween(random, 12, 28);
      const yearsActive = `${start}-${String(end).slice(-2)}`;
      const primary = sportTitles[0]!;
      const bio =
        role === 'Athlete'
          ? paragraphs(
              `${name} starred for ${school.shortName} ${sportTitles.join(' and ')} from ${start} to ${end}${!former && hasPlayingPositions(sport.code) ? ` as ${withArticle(positionFor(sport.code, random).toLowerCase())}` : ''}, earning all-conference honors ${integerBetween(random, 2, 4)} times.`,
              `${person.lastName} ${pick(random, [`still holds the school record set in ${end - 1}`, `led the ${school.mascotPlural} to the ${end - 1} conference championship`, `was a two-time team captain and an Academic All-American`, `is remembered for ${former ? 'a national championship finish as a senior' : feat(sport.code, random)}`])}.`,
              `A native of ${person.hometown}, ${person.lastName} was inducted into the ${school.name} Athletics Hall of Fame with the class of ${inductionYear}.`,
            )
          : role === 'Coach'
            ? paragraphs(
                `${name} coached ${school.shortName} ${primary} for ${end - start} seasons (${yearsActive}), winning ${integerBetween(random, 3, 11)} conference titles${['running', 'swimming', 'golf', 'rowing'].includes(familyOf(sport.code)) ? '' : ` and ${integerBetween(random, 180, 520)} games`}.`,
                `${person.lastName} was named conference Coach of the Year ${integerBetween(random, 2, 6)} times and coached ${integerBetween(random, 4, 30)} All-Americans.`,
                `${person.lastName} was inducted with the class of ${inductionYear}.`,
              )
            : paragraphs(
                `${name} served ${school.name} as director of athletics from ${start} to ${end}, overseeing the addition of ${integerBetween(random, 3, 7)} sports and the construction of several of the department's venues.`,
                `${person.lastName} was inducted with the class of ${inductionYear} in recognition of a career devoted to ${school.mascotSingular} athletics.`,
              );
      rows.push({
        tenantId,
        slug: slugify(name),
        firstName: person.firstName,
        lastName: person.lastName,
        inductionYear,
        classYear,
        sports: sportTitles,
        sportIds: former ? [] : second ? [sport.id, second.id] : [sport.id],
        role,
        yearsActive,
        hometown: person.hometown,
        teaser: role === 'Athlete' ? `${primary}, ${yearsActive}` : role === 'Coach' ? `${primary} head coach, ${yearsActive}` : `Director of athletics, ${yearsActive}`,
        bio,
        imageUrl: seed.addMedia(`hall-of-fame/${rows.length + 1}.svg`, portrait(school, name, integerBetween(random, 0, 29)), { alt: name }),
        twitter: random() < 0.3 ? `${person.firstName}${person.lastName}`.slice(0, 15) : null,
      });
    }
  }
  await context.db.insert(hofInductees).values(rows);
}
