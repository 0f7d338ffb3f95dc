import type { XmlElement } from './xml-tree';

/** The roots of the StatCrew XML family, and the sport each names (soccer's covers field hockey, baseball's softball). */
export const STAT_CREW_ROOTS = {
  bbgame: 'basketball',
  fbgame: 'football',
  bsgame: 'baseball',
  vbgame: 'volleyball',
  sogame: 'soccer',
  lcgame: 'lacrosse',
  hkgame: 'hockey',
} as const;

export type StatCrewRoot = keyof typeof STAT_CREW_ROOTS;
export type StatCrewSport = (typeof STAT_CREW_ROOTS)[StatCrewRoot];
export type Vh = 'H' | 'V';

export interface StatCrewPlayer {
  /** The uniform as the file has it ('4', '00', '4A'); '' when none. */
  uniform: string;
  /** As printed: 'First Last' ('Jakub Wojdak' from 'Wojdak, Jakub'). */
  name: string;
  firstName: string;
  lastName: string;
  /** The file's checkname (often 'LAST,FIRST', sometimes the surname only). */
  checkName: string;
  position: string;
  starter: boolean;
  /** gp > 0, or any stat recorded: the player took part. */
  played: boolean;
  element: XmlElement;
}

export interface StatCrewTeam {
  vh: Vh;
  /** Trimmed; vendors pad, truncate ('NORTH CA') or repeat ids. */
  id: string;
  name: string;
  abbreviation: string;
  code: string;
  record: string;
  /** Points, runs, goals; sets won in volleyball. */
  score: number | null;
  /** Per period (inning, set: its points); null where the file has 'X' or nothing. */
  periodScores: Array<number | null>;
  players: StatCrewPlayer[];
  /** The `<totals>` element, for the sport's reader. */
  totals: XmlElement | undefined;
  linescore: XmlElement | undefined;
  element: XmlElement;
}

export interface StatCrewStatus {
  /** True or false as the file says; null when it does not say (no `<status>`, or no `complete`). */
  complete: boolean | null;
  period: number | null;
  /** 'MM:SS' as the file has it; null when none. */
  clock: string | null;
  /** Whether the clock was running when the file was written (basketball's `running`). */
  running: boolean | null;
}

export interface StatCrewVenue {
  gameId: string;
  /** YYYY-MM-DD, from `M/D/YYYY`, `MM/DD/YYYY` or `Mon D, YYYY`; null when unreadable. */
  date: string | null;
  location: string;
  stadium: string;
  attendance: number | null;
  neutral: boolean;
  /** Conference game. */
  league: boolean;
  start: string;
  officials: string[];
  periods: number | null;
  periodMinutes: number | null;
  overtimeMinutes: number | null;
}

/** A stat file read: what every sport's file has in common. The sport's own reader turns it into a box score. */
export interface StatCrewGame {
  root: StatCrewRoot;
  sport: StatCrewSport;
  /** The software that wrote it: 'StatInput 1', 'NCAA In-Arena Utility 1.3.2'. */
  source: string;
  /** The `generated` date as a day (YYYY-MM-DD) when readable. */
  generated: string | null;
  venue: StatCrewVenue;
  status: StatCrewStatus;
  home: StatCrewTeam;
  visitor: StatCrewTeam;
  element: XmlElement;
}
