import type { CoachingRecordsType } from '../people/people-paths';

/** Wins, losses and ties with the school's winning percentage ('.625'). */
export interface WonLost {
  wins: number;
  losses: number;
  ties: number;
  percent: string;
}

/** A head coach's season (GET /Staff/coaches/history/overall/{sportId}, yearly). */
export interface CoachSeasonRecord {
  season: string;
  first_name: string;
  last_name: string;
  /** The coach's staff id while on staff; null for past coaches. */
  staff_id: number | null;
  overall: WonLost;
  conference: WonLost;
}

/** A head coach's whole tenure (the overall list). */
export interface CoachCareerRecord {
  first_name: string;
  last_name: string;
  staff_id: number | null;
  seasons: number;
  start_year: string;
  end_year: string;
  overall: WonLost;
  conference: WonLost;
}

export interface CoachingRecords {
  /** Oldest season first. */
  yearly: CoachSeasonRecord[];
  overall: CoachCareerRecord[];
}

export const EMPTY_COACHING_RECORDS: CoachingRecords = { yearly: [], overall: [] };

// spec 2.1: coach_coaching_records' type is 'year' or 'overall'.
export const COACHING_RECORDS_TYPES: readonly CoachingRecordsType[] = ['year', 'overall'];

/** The records page a coaches segment names ('year', 'overall', any case); undefined for a season. */
export function coachingRecordsType(segment: string | undefined): CoachingRecordsType | undefined {
  const key = (segment ?? '').trim().toLowerCase();
  return (COACHING_RECORDS_TYPES as readonly string[]).includes(key) ? (key as CoachingRecordsType) : undefined;
}

/** '33-23', or '33-23-1' when there were ties. */
export function recordText(record: Pick<WonLost, 'wins' | 'losses' | 'ties'>): string {
  return record.ties > 0 ? `${record.wins}-${record.losses}-${record.ties}` : `${record.wins}-${record.losses}`;
}

/** One staff member's head-coaching seasons (oldest first) and career line. */
export function recordsOfCoach(records: CoachingRecords, staffId: number): { yearly: CoachSeasonRecord[]; career: CoachCareerRecord | undefined } {
  return {
    yearly: records.yearly.filter((record) => record.staff_id === staffId),
    career: records.overall.find((record) => record.staff_id === staffId),
  };
}

/** Year by year newest first, as the records page lists it. */
export function newestSeasonsFirst(yearly: readonly CoachSeasonRecord[]): CoachSeasonRecord[] {
  return [...yearly].reverse();
}
