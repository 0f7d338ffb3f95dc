import type { LocationIndicator } from '../games/game';

export type OutletKind = 'tv' | 'radio' | 'video' | 'audio' | 'stats';

/** Where a fan can follow a game: a network or station by name, a stream or live stats by link. */
export interface CoverageOutlet {
  kind: OutletKind;
  /** The network, station or link text ('ESPN+', 'KRMS 1280 AM', 'Watch on Rams All-Access'). */
  label: string;
  url: string | null;
}

/** A game that carries media coverage (spec 7 scoreboard `withCoverageOnly`). */
export interface CoverageGame {
  id: number;
  /** The school's local `YYYY-MM-DDTHH:mm:ss`. */
  date: string;
  /** '7:00 PM', or null when all day or to be decided. */
  time: string | null;
  sport: { id: number; title: string; slug: string | null };
  opponent: string;
  location_indicator: LocationIndicator;
  location: string | null;
  facility: string | null;
  /** spec 4 game state label when the API gives one ('Live'). */
  state_label: string | null;
  outlets: CoverageOutlet[];
}

/** One day of the coverage list. */
export interface CoverageDay {
  /** `YYYY-MM-DD`. */
  date: string;
  games: CoverageGame[];
}
