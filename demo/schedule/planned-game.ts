import { GameState } from '../../core/games/game-state';
import type { Random } from '../random';
import type { OpponentSeed } from './opponent-pool';
import type { DayNumber } from '../../server/schedule/school-clock';
import type { PlayedGame } from './scores';
import type { SchoolVenues, SportProfile } from './sport-profiles';

/** Members of the school's conference: the first opponents of the pool. */
export const CONFERENCE_MEMBERS = 9;

export interface PlannedGame {
  /** 0 the current season, 1 the one before, 2 two before. */
  seasonIndex: number;
  /** Index into the school's opponent pool; null for a meet the school hosts. */
  opponentIndex: number | null;
  eventTitle: string | null;
  day: DayNumber;
  minutes: number;
  endDay: DayNumber | null;
  tbd: boolean;
  allDay: boolean;
  doubleheader: boolean;
  locationIndicator: 'H' | 'A' | 'N';
  location: string;
  facility: string | null;
  neutralHometeam: boolean;
  status: 'A' | 'P' | 'C' | 'O';
  type: 'C' | 'N' | 'E' | 'S' | 'T';
  conference: boolean;
  tournament: string | null;
  isSpotlight: boolean;
  teamPrefix: string | null;
  opponentPrefix: string | null;
  result: PlayedGame | null;
  gameState: number;
  noplayText: string | null;
}

export interface PlanContext {
  random: Random;
  today: DayNumber;
  profile: SportProfile;
  sportCode: string;
  sportTitle: string;
  /** The sport's place among the school's real sports (spreads postponements and cancellations). */
  sportIndex: number;
  schoolShortName: string;
  conferenceName: string;
  venues: SchoolVenues;
  pool: readonly OpponentSeed[];
  /** Pool indices this sport plays outside the conference (the same few every year, so series build up). */
  nonConference: readonly number[];
  /** Put a game on today at this time (several sports show live and later-today games). */
  forcedTodayMinutes: number | null;
}


export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export const pickOf = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export interface Slot {
  week: number;
  group: number;
  day: DayNumber;
  games: 1 | 2;
  times: number[];
}

export function base(ctx: PlanContext, seasonIndex: number, slot: Pick<Slot, 'day'>, minutes: number): PlannedGame {
  return {
    seasonIndex,
    opponentIndex: null,
    eventTitle: null,
    day: slot.day,
    minutes,
    endDay: null,
    tbd: false,
    allDay: false,
    doubleheader: false,
    locationIndicator: 'H',
    location: ctx.venues.town,
    facility: ctx.venues.venues[ctx.profile.venue] ?? null,
    neutralHometeam: false,
    status: 'A',
    type: 'N',
    conference: false,
    tournament: null,
    isSpotlight: false,
    teamPrefix: null,
    opponentPrefix: null,
    result: null,
    gameState: GameState.Scheduled,
    noplayText: null,
  };
}

export function placeAt(ctx: PlanContext, game: PlannedGame, indicator: 'H' | 'A' | 'N', neutralTown: string): void {
  game.locationIndicator = indicator;
  if (indicator === 'H') return;
  game.facility = null;
  game.location = indicator === 'N' ? neutralTown : (game.opponentIndex !== null ? ctx.pool[game.opponentIndex]!.location : neutralTown);
}
