import { pick, type Random } from '../random';

/** Invented people for honours: former athletes, coaches and hosts. */
const MEN = [
  'James', 'Marcus', 'Tyler', 'Derek', 'Caleb', 'Andre', 'Nathan', 'Isaiah', 'Cole', 'Brandon', 'Julian', 'Wesley',
  'Trevor', 'Malik', 'Graham', 'Dominic', 'Elijah', 'Reid', 'Terrance', 'Owen', 'Luis', 'Mateo', 'Garrett', 'Darnell',
  'Spencer', 'Quinton', 'Rafael', 'Travis', 'Curtis', 'Lamar', 'Kyle', 'Patrick', 'Roland', 'Vincent', 'Emmett', 'Jerome',
];
const WOMEN = [
  'Emily', 'Jasmine', 'Kara', 'Brianna', 'Megan', 'Alexis', 'Sofia', 'Danielle', 'Hannah', 'Kendra', 'Lauren', 'Tessa',
  'Morgan', 'Aaliyah', 'Rachel', 'Camille', 'Paige', 'Natalie', 'Imani', 'Courtney', 'Gabriela', 'Whitney', 'Sienna', 'Leah',
  'Brooke', 'Monique', 'Chelsea', 'Jenna', 'Ava', 'Renee', 'Tamara', 'Molly', 'Kelsey', 'Ingrid', 'Marisol', 'Dana',
];
const SURNAMES = [
  'Whitaker', 'Alvarez', 'Brennan', 'Okafor', 'Lindqvist', 'Hargrove', 'Castillo', 'Pruitt', 'Nakamura', 'Delgado', 'Ashford',
  'Mbeki', 'Sorensen', 'Caldwell', 'Reyes', 'Thornton', 'Gallagher', 'Abernathy', 'Kowalski', 'Fontaine', 'Ingram', 'Vasquez',
  'Holloway', 'Pemberton', 'Osei', 'Marchetti', 'Duval', 'Fairbanks', 'Greer', 'Haddad', 'Jansen', 'Kimura', 'Lockhart',
  'McAllister', 'Norwood', 'Oyelaran', 'Prescott', 'Quintero', 'Rasmussen', 'Sterling', 'Tolliver', 'Underwood', 'Vance',
  'Westbrook', 'Yarborough', 'Zielinski', 'Beaumont', 'Carrington', 'Dunleavy', 'Ellison', 'Fitzgerald', 'Gutierrez', 'Hensley',
];
const TOWNS = [
  'Boulder, Colo.', 'Omaha, Neb.', 'Wichita, Kan.', 'Tulsa, Okla.', 'Des Moines, Iowa', 'Sioux Falls, S.D.', 'Billings, Mont.',
  'Cheyenne, Wyo.', 'Albuquerque, N.M.', 'Amarillo, Texas', 'Plano, Texas', 'Scottsdale, Ariz.', 'Salt Lake City, Utah',
  'Spokane, Wash.', 'Eugene, Ore.', 'Sacramento, Calif.', 'Fresno, Calif.', 'Lincoln, Neb.', 'Fort Collins, Colo.',
  'Pueblo, Colo.', 'Lawrence, Kan.', 'Bismarck, N.D.', 'Rapid City, S.D.', 'Lubbock, Texas', 'Portland, Maine', 'Bangor, Maine',
  'Burlington, Vt.', 'Providence, R.I.', 'Worcester, Mass.', 'Hartford, Conn.', 'Albany, N.Y.', 'Syracuse, N.Y.', 'Toronto, Ontario',
  'Halifax, Nova Scotia', 'Manchester, N.H.', 'Auckland, New Zealand', 'Stockholm, Sweden', 'Madrid, Spain', 'Lagos, Nigeria',
];

export interface InventedPerson {
  firstName: string;
  lastName: string;
  hometown: string;
  highSchool: string;
}

export function inventPerson(random: Random, gender: 'M' | 'F' | null): InventedPerson {
  const firstName = pick(random, gender === 'F' ? WOMEN : gender === 'M' ? MEN : random() < 0.5 ? MEN : WOMEN);
  const lastName = pick(random, SURNAMES);
  const hometown = pick(random, TOWNS);
  const city = hometown.split(',')[0] ?? hometown;
  const highSchool = pick(random, [`${city} High School`, `${city} Central High School`, `${lastNameOf(random)} Prep`, `St. ${pick(random, ['Mary', 'Joseph', 'Thomas', 'Francis'])} Academy`]);
  return { firstName, lastName, hometown, highSchool };
}

function lastNameOf(random: Random): string {
  return pick(random, SURNAMES);
}

/** A donor family or honoree surname for a building name. */
export function donorName(random: Random): string {
  return pick(random, SURNAMES);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function paragraphs(...texts: string[]): string {
  return texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
}

export function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };
  return `${n}${suffix[n % 10] ?? 'th'}`;
}

/** 'a forward', 'an outside hitter'. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
