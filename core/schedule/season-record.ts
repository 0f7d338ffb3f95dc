/** What a record is computed from: one game's result and kind. */
export interface RecordGame {
  resultStatus: string | null;
  type: string;
  conference: boolean;
  locationIndicator: string;
}

export interface WinLossTie {
  wins: number;
  losses: number;
  ties: number;
}

export type Decision = 'W' | 'L' | 'T';

export function isDecision(status: string | null | undefined): status is Decision {
  return status === 'W' || status === 'L' || status === 'T';
}

/** Exhibitions (E) and scrimmages (S) never count toward a record; nor do meets' placings. */
export function countsTowardRecord(game: Pick<RecordGame, 'resultStatus' | 'type'>): boolean {
  return isDecision(game.resultStatus) && game.type !== 'E' && game.type !== 'S';
}

export function tally(games: readonly Pick<RecordGame, 'resultStatus' | 'type'>[]): WinLossTie {
  const record: WinLossTie = { wins: 0, losses: 0, ties: 0 };
  for (const game of games) {
    if (!countsTowardRecord(game)) continue;
    if (game.resultStatus === 'W') record.wins += 1;
    else if (game.resultStatus === 'L') record.losses += 1;
    else record.ties += 1;
  }
  return record;
}

/** '8-4', or '8-4-1' when there are ties. */
export function formatRecord(record: WinLossTie): string {
  return record.ties > 0 ? `${record.wins}-${record.losses}-${record.ties}` : `${record.wins}-${record.losses}`;
}

/** Winning percentage with ties as half a win, written the way schedules print it ('.667', '1.000'). */
export function formatPercentage(record: WinLossTie): string {
  const played = record.wins + record.losses + record.ties;
  if (played === 0) return '.000';
  const value = (record.wins + record.ties / 2) / played;
  const text = value.toFixed(3);
  return text.startsWith('0') ? text.slice(1) : text;
}

export interface Streak {
  result: Decision;
  count: number;
}

/** The run of equal decisions at the end of `games` (oldest first). */
export function streakOf(games: readonly Pick<RecordGame, 'resultStatus' | 'type'>[]): Streak | null {
  const decided = games.filter(countsTowardRecord);
  const last = decided[decided.length - 1];
  if (!last) return null;
  let count = 0;
  for (let i = decided.length - 1; i >= 0 && decided[i]!.resultStatus === last.resultStatus; i -= 1) count += 1;
  return { result: last.resultStatus as Decision, count };
}

export function formatStreak(streak: Streak | null): string {
  return streak ? `${streak.result}${streak.count}` : '';
}

export interface SeasonRecord {
  overall: WinLossTie;
  conference: WinLossTie;
  home: WinLossTie;
  away: WinLossTie;
  neutral: WinLossTie;
  streak: Streak | null;
}

/** A season's records from its games (oldest first). */
export function seasonRecord(games: readonly RecordGame[]): SeasonRecord {
  return {
    overall: tally(games),
    conference: tally(games.filter((game) => game.conference)),
    home: tally(games.filter((game) => game.locationIndicator === 'H')),
    away: tally(games.filter((game) => game.locationIndicator === 'A')),
    neutral: tally(games.filter((game) => game.locationIndicator === 'N')),
    streak: streakOf(games),
  };
}

/** Standings points where a sport keeps them (3 a win, 1 a tie); otherwise blank. */
export function conferencePoints(record: WinLossTie, keepsPoints: boolean): string {
  return keepsPoints ? String(record.wins * 3 + record.ties) : '';
}
