import type { GameState } from './game-state';

/** spec 3: H home, A away, N neutral site. */
export type LocationIndicator = 'H' | 'A' | 'N';

export interface GameConference {
  title: string;
  abbreviation: string | null;
  logo: string | null;
}

export interface GameOpponent {
  id: number;
  title: string;
  prefix: string | null;
  image: string | null;
  website: string | null;
  mascot: string | null;
}

export interface GameFile {
  title: string;
  url: string;
}

/** spec 3: a game's media links. */
export interface GameMedia {
  audio: string | null;
  video: string | null;
  stats: string | null;
  tickets: string | null;
  tv: string | null;
  radio: string | null;
  custom1: string | null;
  custom2: string | null;
  custom3: string | null;
  game_note: string | null;
  promotion_name: string | null;
  game_files: GameFile[];
}

export interface GameRecap {
  title: string;
  url: string;
}

export interface LineScore {
  period: string;
  team_score: string;
  opponent_score: string;
}

/** spec 3: a game's result; present only once the game has one. */
export interface GameResult {
  /** 'W', 'L', 'T', ... as entered by the school. */
  status: string;
  team_score: string | null;
  opponent_score: string | null;
  prescore: string | null;
  postscore: string | null;
  boxscore: string | null;
  recap: GameRecap | null;
  line_scores: LineScore[];
}

export interface GameLink {
  title: string;
  url: string;
}

/** spec 3: Game, with the field names the rules and views use. */
export interface Game {
  id: number;
  date: string;
  date_utc: string | null;
  end_date: string | null;
  end_date_utc: string | null;
  time: string | null;
  doubleheader: boolean;
  all_day: boolean;
  tbd: boolean;
  team_prefix: string | null;
  /** Schedule status code, e.g. 'A' (as scheduled) or 'O'. */
  status: string;
  /** Game type code, e.g. 'C' (conference) or 'S'. */
  type: string;
  location_indicator: LocationIndicator;
  location: string | null;
  conference: GameConference | null;
  tournament: string | null;
  opponent: GameOpponent;
  media: GameMedia | null;
  result: GameResult | null;
  pregame_story_id: number | null;
  postgame_story_id: number | null;
  game_state: GameState | null;
  game_state_display: string | null;
  game_center_enabled: boolean;
  event_image: string | null;
  ticket_link: string | null;
  game_links: GameLink[];
  galleries: number[];
}
