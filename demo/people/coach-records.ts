import { integerBetween, type Random } from '../random';
import { seasonTitle } from '../../core/schedule/season-calendar';
import type { RecordSpec } from './sport-profiles';

/** One completed season of a head coach, before insertion. */
export interface CoachRecordDraft {
  /** The staff draft of a coach still on staff; null for earlier coaches. */
  staffKey: number | null;
  firstName: string;
  lastName: string;
  year: number;
  seasonTitle: string;
  overallWins: number;
  overallLosses: number;
  overallTies: number;
  conferenceWins: number;
  conferenceLosses: number;
  conferenceTies: number;
}

export interface CoachTenure {
  staffKey: number | null;
  firstName: string;
  lastName: string;
  fromYear: number;
  /** Last completed season coached. */
  toYear: number;
  /** The coach's typical winning share. */
  strength: number;
}

function successes(random: Random, trials: number, chance: number): number {
  let count = 0;
  for (let i = 0; i < trials; i++) if (random() < chance) count++;
  return count;
}

/** Season-by-season won-lost(-tied) records of each tenure, drawn around the coach's strength. */
export function buildCoachRecords(random: Random, sportCode: string, spec: RecordSpec, tenures: readonly CoachTenure[]): CoachRecordDraft[] {
  const records: CoachRecordDraft[] = [];
  for (const tenure of tenures) {
    for (let year = tenure.fromYear; year <= tenure.toYear; year++) {
      const chance = Math.min(0.92, Math.max(0.12, tenure.strength + (random() - 0.5) * 0.3));
      // Conference and non-conference games are drawn apart; non-conference schedules are a little softer.
      const otherGames = Math.max(2, spec.games - spec.conference + integerBetween(random, -2, 2));
      const conferenceTies = successes(random, spec.conference, spec.ties);
      const conferenceWins = successes(random, spec.conference - conferenceTies, chance);
      const otherTies = successes(random, otherGames, spec.ties);
      const otherWins = successes(random, otherGames - otherTies, Math.min(0.95, chance + 0.08));
      const games = spec.conference + otherGames;
      const ties = conferenceTies + otherTies;
      const wins = conferenceWins + otherWins;
      records.push({
        staffKey: tenure.staffKey,
        firstName: tenure.firstName,
        lastName: tenure.lastName,
        year,
        seasonTitle: seasonTitle(sportCode, year),
        overallWins: wins,
        overallLosses: games - ties - wins,
        overallTies: ties,
        conferenceWins,
        conferenceLosses: spec.conference - conferenceTies - conferenceWins,
        conferenceTies,
      });
    }
  }
  return records;
}
