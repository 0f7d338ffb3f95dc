import type { LocationIndicator } from './game';
import type { GameState } from './game-state';

/** spec 3: one side of a live event. `Score` is capitalised as on the wire. */
export interface LiveEventTeam {
  icon: string | null;
  name: string;
  abbreviation: string | null;
  Score: number | null;
  color: string | null;
}

export interface LiveEventLocation {
  location: string | null;
  facilityTitle: string | null;
  HAN: LocationIndicator;
  neutralHomeTeam: boolean;
}

export interface LiveEventSport {
  id: number;
  title: string;
  shortname: string;
  global_sport_shortname: string | null;
}

export interface LiveEventOpponentInfo {
  id: number;
  image: { alt: string; fullpath: string } | null;
  title: string;
  prefix: string | null;
  website: string | null;
}

/** spec 3: Live event item, field names exactly as the spec lists them. */
export interface LiveEventItem {
  id: number;
  date: string;
  formatedDate: string;
  dateTime: string;
  dateTimeUtc: string;
  endDateTime: string | null;
  endDateTimeUtc: string | null;
  gameType: string;
  gameState: GameState | null;
  gameStateDisplay: string | null;
  gameTime: string | null;
  gameLocationIndicator: LocationIndicator;
  gameStatus: string;
  period: number | null;
  periodsRegulation: number | null;
  location: LiveEventLocation;
  sport: LiveEventSport;
  teams: { home: LiveEventTeam; away: LiveEventTeam };
  schoolIsHome: boolean;
  opponentIsHome: boolean;
  opponentInfo: LiveEventOpponentInfo;
}

// spec 3: the school is the away team when the location indicator is A, otherwise home.
export function schoolIsHome(locationIndicator: string): boolean {
  return locationIndicator !== 'A';
}

export interface LiveEventSides {
  schoolIsHome: boolean;
  opponentIsHome: boolean;
  school: LiveEventTeam;
  opponent: LiveEventTeam;
}

/** The school's and the opponent's team of a live event; the opponent is the other side. */
export function liveEventSides(
  teams: { home: LiveEventTeam; away: LiveEventTeam },
  locationIndicator: string,
): LiveEventSides {
  const home = schoolIsHome(locationIndicator);
  return {
    schoolIsHome: home,
    opponentIsHome: !home,
    school: home ? teams.home : teams.away,
    opponent: home ? teams.away : teams.home,
  };
}
