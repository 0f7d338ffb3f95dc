import type { LocationIndicator } from '../games/game';

/** A won-lost-tied count. */
export interface WinLossTie {
  wins: number;
  losses: number;
  ties: number;
}

/** One meeting with an opponent. */
export interface Meeting {
  game_id: number;
  date: string;
  season_title: string | null;
  location_indicator: LocationIndicator;
  location: string | null;
  conference: boolean;
  /** 'W', 'L' or 'T'. */
  result_status: string;
  team_score: string | null;
  opponent_score: string | null;
  boxscore: string | null;
  recap: { title: string; url: string } | null;
}

/** An opponent's all-time series with the school in a sport (an item of the opponent history list). */
export interface OpponentSeries {
  opponent: { id: number; name: string };
  record: WinLossTie;
  streak: WinLossTie;
  last_meeting: Meeting | null;
  first_meeting_year: number | null;
  team_points: number;
  opponent_points: number;
}

/** spec 3: the opponent history page: the series summary and every meeting, newest first. */
export interface OpponentHistory extends OpponentSeries {
  opponent: { id: number; name: string; title: string; image: string | null };
  home: WinLossTie;
  away: WinLossTie;
  conference: WinLossTie;
  last_ten: WinLossTie;
  points_synonym: string;
  meetings: Meeting[];
}

/** 'W-L', or 'W-L-T' once there is a tie. */
export function formatRecord(record: WinLossTie): string {
  return record.ties > 0 ? `${record.wins}-${record.losses}-${record.ties}` : `${record.wins}-${record.losses}`;
}

/** A streak count as schedules write it ('W3', 'L1', 'T1'); '-' when there is none. */
export function formatStreak(streak: WinLossTie): string {
  if (streak.wins > 0) return `W${streak.wins}`;
  if (streak.losses > 0) return `L${streak.losses}`;
  if (streak.ties > 0) return `T${streak.ties}`;
  return '-';
}

/** Winning percentage with ties as half ('.667'), as records print it; '.000' before any game. */
export function winningPercentage(record: WinLossTie): string {
  const games = record.wins + record.losses + record.ties;
  if (games === 0) return '.000';
  const value = (record.wins + record.ties / 2) / games;
  const text = value.toFixed(3);
  return text.startsWith('0') ? text.slice(1) : text;
}

/** The URL slug of an opponent's name ('Red Mesa State University' → 'red-mesa-state-university'). */
export function opponentSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'opponent';
}

/** spec 2.1 opponenthistory: /sports/{sportSlug}/opponent-history/{opponentSlug}/{opponentId}. */
export function opponentHistoryPath(sportSlug: string, opponent: { id: number; name: string }): string {
  return `/sports/${sportSlug}/opponent-history/${opponentSlug(opponent.name)}/${opponent.id}`;
}
