import { integerBetween, type Random } from '../random';
import type { SeededSport } from '../seed-sports';
import { buildCoachRecords, type CoachRecordDraft, type CoachTenure } from './coach-records';
import type { NameBook } from './name-book';
import type { SportProfile } from './sport-profiles';
import type { AdminStaff } from './staff-directory';
import type { StaffDraft, StaffFactory } from './staff-drafts';

/** A staff member's place on a sport's rosters for the seasons from `fromYear` to `toYear`. */
export interface RosterRoleDraft {
  staff: StaffDraft;
  title: string;
  isHeadCoach: boolean;
  kind: 'coach' | 'support';
  rank: number;
  fromYear: number;
  toYear: number | null;
}

export interface CoachingStaff {
  roles: RosterRoleDraft[];
  records: CoachRecordDraft[];
  /** Earlier head coaches (names only), for bios and records. */
  tenures: CoachTenure[];
}

export interface CoachingInput {
  random: Random;
  factory: StaffFactory;
  names: NameBook;
  sport: SeededSport;
  profile: SportProfile;
  /** The current season's first year. */
  currentYear: number;
  admin: AdminStaff;
  /** The sport's place among the school's sports, to share trainers and strength coaches round-robin. */
  sportIndex: number;
}

function coachGender(random: Random, sport: SeededSport): 'M' | 'F' {
  return sport.gender === 'F' ? (random() < 0.6 ? 'F' : 'M') : random() < 0.92 ? 'M' : 'F';
}

/** Head coach, assistants (one of them new this season, replacing one who left), support staff and the head coaches' records. */
export function buildCoachingStaff(input: CoachingInput): CoachingStaff {
  const { random, factory, sport, profile, currentYear, admin } = input;
  const department = `sport:${sport.id}`;
  const roles: RosterRoleDraft[] = [];
  const headStart = currentYear - integerBetween(random, 2, 14);
  const head = factory.create({ gender: coachGender(random, sport), title: 'Head Coach', department, startYear: headStart, rank: 0, social: 'coach' });
  roles.push({ staff: head, title: 'Head Coach', isHeadCoach: true, kind: 'coach', rank: 0, fromYear: headStart, toYear: null });

  const replaced = integerBetween(random, 0, profile.assistantTitles.length - 1);
  profile.assistantTitles.forEach((title, index) => {
    const rank = index + 1;
    const startYear = index === replaced ? currentYear : currentYear - integerBetween(random, 1, 7);
    const staff = factory.create({ gender: coachGender(random, sport), title, department, startYear, rank, social: 'coach' });
    roles.push({ staff, title, isHeadCoach: false, kind: 'coach', rank, fromYear: startYear, toYear: null });
    if (index === replaced) {
      const formerStart = currentYear - integerBetween(random, 3, 7);
      const former = factory.create({ gender: coachGender(random, sport), title, department, startYear: formerStart, endYear: currentYear - 1, rank, social: 'coach' });
      roles.push({ staff: former, title, isHeadCoach: false, kind: 'coach', rank, fromYear: formerStart, toYear: currentYear - 1 });
    }
  });

  // Support: a trainer and a strength coach shared across sports (football gets the directors), and the sport's own operations lead.
  const trainer = sport.code === 'football' ? admin.trainers[0] : admin.trainers[1 + (input.sportIndex % Math.max(1, admin.trainers.length - 1))];
  const strength = sport.code === 'football' ? admin.strengthCoaches[0] : admin.strengthCoaches[1 + (input.sportIndex % Math.max(1, admin.strengthCoaches.length - 1))];
  const opsTitle = profile.record && profile.positions.length > 0 ? 'Director of Operations' : 'Operations Coordinator';
  const ops = factory.create({ gender: coachGender(random, sport), title: opsTitle, department, startYear: currentYear - integerBetween(random, 0, 5), rank: profile.assistantTitles.length + 1, social: 'office' });
  const support: Array<[StaffDraft | undefined, string]> = [
    [trainer, 'Athletic Trainer'],
    [strength, 'Strength and Conditioning Coach'],
    [ops, opsTitle],
  ];
  support.forEach(([staff, title], index) => {
    if (staff) roles.push({ staff, title, isHeadCoach: false, kind: 'support', rank: index, fromYear: staff.startYear, toYear: null });
  });

  // Earlier head coaches back to 5-10 seasons before the current one's arrival.
  const tenures: CoachTenure[] = [];
  const historyStart = headStart - integerBetween(random, 5, 10);
  const split = headStart - historyStart > 6 ? headStart - integerBetween(random, 3, headStart - historyStart - 3) : historyStart;
  const previous = (fromYear: number, toYear: number) => {
    const { firstName, lastName } = input.names.take(random, coachGender(random, sport));
    tenures.push({ staffKey: null, firstName, lastName, fromYear, toYear, strength: 0.3 + random() * 0.4 });
  };
  if (split > historyStart) previous(historyStart, split - 1);
  previous(split, headStart - 1);
  tenures.push({ staffKey: head.key, firstName: head.firstName, lastName: head.lastName, fromYear: headStart, toYear: currentYear - 1, strength: 0.35 + random() * 0.4 });
  const records = profile.record ? buildCoachRecords(random, sport.code, profile.record, tenures) : [];
  return { roles, records, tenures };
}
