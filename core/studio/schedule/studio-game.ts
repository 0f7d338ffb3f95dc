import type { StudioPerson } from '../studio-types';

/** home, away or a neutral site. */
export const GAME_LOCATIONS = ['home', 'away', 'neutral'] as const;
export type GameLocation = (typeof GAME_LOCATIONS)[number];
export const GAME_KINDS = ['regular', 'exhibition', 'scrimmage', 'tournament'] as const;
export type GameKind = (typeof GAME_KINDS)[number];
/** A result is posted apart (the result panel); these are whether the game goes ahead. */
export const GAME_STATUSES = ['scheduled', 'postponed', 'canceled', 'suspended'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const GAME_DECISIONS = ['W', 'L', 'T'] as const;
export type GameDecision = (typeof GAME_DECISIONS)[number];
/** A meet has no W/L/T: its result is the school's place in the field ('3' of '12'). */
export const RESULT_DECISIONS = [...GAME_DECISIONS, 'placing'] as const;
export type ResultDecision = (typeof RESULT_DECISIONS)[number];

/** The final score from the school's side (or a meet's place and the field's size); digits as typed ('21'). */
export interface GameResult {
  decision: ResultDecision;
  teamScore: string;
  opponentScore: string;
  /** 'OT', '2OT', 'F/10': shown after the score. */
  postscore: string | null;
}

/** One game as the studio edits it (GET /api/studio/games/{id}). */
export interface StudioGame {
  id: number;
  version: number;
  updatedAt: string | null;
  updatedBy: StudioPerson | null;
  sportId: number;
  seasonId: number;
  season: string;
  startsAt: string;
  /** The school's wall clock: 'YYYY-MM-DD' and 'HH:MM' (null: TBA). */
  date: string;
  time: string | null;
  opponentId: number | null;
  /** The opponent's name, or the event's title. */
  opponent: string;
  eventTitle: string | null;
  location: GameLocation;
  city: string | null;
  facility: string | null;
  conference: boolean;
  kind: GameKind;
  status: GameStatus;
  tv: string | null;
  radio: string | null;
  streamUrl: string | null;
  ticketsUrl: string | null;
  notes: string | null;
  result: GameResult | null;
  /** A stat crew's feed runs this game: the score is the feed's until it ends. */
  live: boolean;
  /** The studio posted or corrected the final: the feed can no longer move it. */
  resultFinal: boolean;
}

/** Issue 48: a game that has started and has no final score yet, as the dashboard lists it. */
export interface ResultDueGame extends StudioGame {
  /** The sport's name ('Men's Basketball'). */
  sport: string;
  /** It started on the school's today. */
  today: boolean;
}

/** The dashboard's "Results due": today's games first in start order, then earlier ones newest first. */
export interface ResultsDue {
  games: ResultDueGame[];
  /** How many days back the list looks. */
  days: number;
}

/** A game as its form holds it: text as typed ('' for empty), the sport and season chosen. */
export interface GameDraft {
  sportId: number;
  seasonId: number | null;
  date: string;
  time: string;
  opponentId: number | null;
  /** The opponent's name as the picker shows it (not sent). */
  opponentName: string;
  eventTitle: string;
  location: GameLocation;
  city: string;
  facility: string;
  conference: boolean;
  kind: GameKind;
  status: GameStatus;
  tv: string;
  radio: string;
  streamUrl: string;
  ticketsUrl: string;
  notes: string;
}

export interface SeasonChoice {
  id: number;
  title: string;
  current: boolean;
}

/** A sport's games of one season, and the sport's seasons (newest first) for the picker. */
export interface GameList {
  games: StudioGame[];
  seasons: SeasonChoice[];
}

/** One pasted row as the server understood it. */
export interface ImportedRow {
  row: number;
  date: string;
  time: string | null;
  opponent: string;
  opponentId: number | null;
  location: GameLocation;
}

export interface ImportAnswer {
  /** The games added (none on a check). */
  created: StudioGame[];
  rows: ImportedRow[];
}

/** An opponent of the school (GET /api/studio/opponents). */
export interface Opponent {
  id: number;
  version: number;
  name: string;
  shortName: string;
  mascot: string;
  city: string;
  website: string | null;
  /** The logo's public address. */
  logo: string | null;
  primaryColor: string;
  conference: boolean;
}

/** A new or changed opponent; the logo is a photo of the media library. */
export interface OpponentDraft {
  name: string;
  city: string;
  logoId: number | null;
  conference: boolean;
}
