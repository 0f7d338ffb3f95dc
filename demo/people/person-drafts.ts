import { integerBetween, pick, type Random } from '../random';
import type { NameBook } from './name-book';
import { FEMALE_FIRST_NAMES, MAJORS, MALE_FIRST_NAMES, plainName } from './names';
import { OTHER_COLLEGES, pickHighSchool, pickHometown, type Place } from './places';
import type { PositionSpec, SportProfile } from './sport-profiles';

/** A player as a person, before insertion; `key` indexes the school's list of drafts. */
export interface PersonDraft {
  key: number;
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
  place: Place;
  highSchool: string;
  previousSchool: string | null;
  major: string;
  twitter: string | null;
  instagram: string | null;
  /** Bats/throws or events: the sport column that stays with the player. */
  custom1: string;
  /** Parents' first names, for the bio. */
  parents: [string, string];
}

const TRACK_EVENTS: Readonly<Record<string, readonly string[]>> = {
  Sprints: ['60m', '100m', '200m', '400m', '4x100m Relay', '4x400m Relay'],
  Hurdles: ['60m Hurdles', '110m Hurdles', '400m Hurdles'],
  Distance: ['800m', '1500m', 'Mile', '3000m', '5000m', '10,000m', '3000m Steeplechase'],
  Jumps: ['Long Jump', 'Triple Jump', 'High Jump', 'Pole Vault'],
  Throws: ['Shot Put', 'Discus', 'Hammer', 'Javelin', 'Weight Throw'],
};

function events(random: Random, position: PositionSpec | null, gender: 'M' | 'F'): string {
  if (!position) return '';
  if (position.short === 'Multi') return gender === 'M' ? 'Decathlon, Heptathlon' : 'Heptathlon, Pentathlon';
  const pool = (TRACK_EVENTS[position.short] ?? []).map((event) => (gender === 'F' ? event.replace('110m Hurdles', '100m Hurdles') : event));
  const chosen = new Set<string>();
  const count = integerBetween(random, 2, 3);
  while (chosen.size < Math.min(count, pool.length)) chosen.add(pick(random, pool));
  return pool.filter((event) => chosen.has(event)).join(', ');
}

function batsThrows(random: Random, position: PositionSpec | null): string {
  const throws = position?.short === 'LHP' ? 'L' : position?.short === 'RHP' ? 'R' : random() < 0.85 ? 'R' : 'L';
  const roll = random();
  const bats = roll < 0.6 ? throws : roll < 0.9 ? (throws === 'R' ? 'L' : 'R') : 'S';
  return `${bats}/${throws}`;
}

function handles(random: Random, firstName: string, lastName: string): { twitter: string | null; instagram: string | null } {
  const first = firstName.replace(/[^A-Za-z]/g, '');
  const last = lastName.replace(/[^A-Za-z]/g, '');
  const digits = String(integerBetween(random, 1, 99)).padStart(2, '0');
  const twitter = pick(random, [`${first}${last}`, `${first}${last}${digits}`, `${first.charAt(0)}${last}${digits}`, `${first}_${last}`]);
  const instagram = pick(random, [`${plainName(first)}.${plainName(last)}`, `${plainName(first)}${plainName(last)}${digits}`, `_${plainName(first)}${plainName(last)}`]);
  return { twitter: random() < 0.7 ? twitter : null, instagram: random() < 0.85 ? instagram : null };
}

export interface NewPerson {
  random: Random;
  schoolKey: string;
  gender: 'M' | 'F';
  profile: SportProfile;
  position: PositionSpec | null;
  customColumn: SportProfile['custom1'];
  names: NameBook;
  isTransfer: boolean;
  people: PersonDraft[];
}

/** Makes a new player and adds it to the school's drafts. */
export function newPerson(input: NewPerson): PersonDraft {
  const { random, gender, profile, names } = input;
  const { firstName, lastName } = names.take(random, gender);
  const place = pickHometown(random, input.schoolKey, profile.abroadShare, profile.canadianShare ?? 0);
  const custom1 = input.customColumn === 'batsThrows' ? batsThrows(random, input.position) : input.customColumn === 'events' ? events(random, input.position, gender) : '';
  const person: PersonDraft = {
    key: input.people.length,
    firstName,
    lastName,
    gender,
    place,
    highSchool: pickHighSchool(random, place),
    previousSchool: input.isTransfer ? pick(random, OTHER_COLLEGES) : null,
    major: pick(random, MAJORS),
    ...handles(random, firstName, lastName),
    custom1,
    parents: [pick(random, MALE_FIRST_NAMES), pick(random, FEMALE_FIRST_NAMES)],
  };
  input.people.push(person);
  return person;
}
