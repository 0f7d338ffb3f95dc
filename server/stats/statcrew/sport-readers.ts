import type { StatFamily } from '../stat-sheet';
import type { SportBoxReader } from './sport-reading';
import type { StatCrewSport } from './statcrew-game';
import { readBaseballBox } from './sports/baseball-reading';
import { readBasketballBox } from './sports/basketball-reading';
import { readFootballBox } from './sports/football-reading';
import { readGoalSportBox } from './sports/goal-sports-reading';
import { readVolleyballBox } from './sports/volleyball-reading';

const READERS: Readonly<Record<StatCrewSport, SportBoxReader>> = {
  basketball: readBasketballBox,
  football: readFootballBox,
  baseball: readBaseballBox,
  volleyball: readVolleyballBox,
  soccer: readGoalSportBox,
  lacrosse: readGoalSportBox,
  hockey: readGoalSportBox,
};

// The families a root's file can be the box score of: softball files are <bsgame>, field hockey's <sogame>.
const FAMILIES: Readonly<Record<StatCrewSport, readonly StatFamily[]>> = {
  basketball: ['basketball'],
  football: ['football'],
  baseball: ['baseball', 'softball'],
  volleyball: ['volleyball'],
  soccer: ['soccer', 'fieldhockey'],
  lacrosse: ['lacrosse'],
  hockey: ['hockey'],
};

export const sportReader = (sport: StatCrewSport): SportBoxReader => READERS[sport];

/** Whether a file of this sport can be the box score of a game of that family. */
export const fileFitsFamily = (sport: StatCrewSport, family: StatFamily): boolean => FAMILIES[sport].includes(family);
