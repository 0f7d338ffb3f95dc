import { schoolIsHome } from '../../core/games/live-event-item';
import { liveSportKind } from '../../core/live/live-sport';
import { createRandom } from '../random';
import { inventRoster } from './sim-roster';
import type { SimPlayer, SimSetup, SimTeamSetup } from './sim-types';

/** A scheduled game as the simulator needs it: the two sides, who is home, when and where. */
export interface SimMatchup {
  sportCode: string;
  /** The sport is a women's sport (invented names follow). */
  women: boolean;
  school: { name: string; color: string | null; textColor: string | null; logo: string | null; abbreviation: string | null; roster: SimPlayer[] };
  opponent: { name: string; color: string | null; logo: string | null };
  /** spec 3: the school is the away team when the location indicator is A, otherwise home. */
  locationIndicator: string;
  start: Date;
  startTime: string | null;
  location: string | null;
  /** Seeds the simulation: the same game plays the same way each time. */
  seed: number;
}

/** Rosters smaller than a line-up are filled with invented players. */
const MINIMUM_SQUAD = 12;

export function simSetupFor(matchup: SimMatchup): SimSetup {
  const random = createRandom(matchup.seed);
  const kind = liveSportKind(matchup.sportCode);
  const invented = (key: string) => inventRoster(random, kind, matchup.women, key);
  const schoolPlayers = matchup.school.roster.length >= MINIMUM_SQUAD ? matchup.school.roster : invented('school');
  const school: SimTeamSetup = {
    id: 'school',
    name: matchup.school.name,
    color: matchup.school.color,
    textColor: matchup.school.textColor,
    logo: matchup.school.logo,
    record: null,
    players: schoolPlayers,
  };
  const opponent: SimTeamSetup = { id: 'opponent', name: matchup.opponent.name, color: matchup.opponent.color, textColor: '#ffffff', logo: matchup.opponent.logo, record: null, players: invented('opponent') };
  const home = schoolIsHome(matchup.locationIndicator);
  return {
    sportCode: matchup.sportCode,
    home: home ? school : opponent,
    visiting: home ? opponent : school,
    start: matchup.start,
    startTime: matchup.startTime,
    location: matchup.location,
    clientAbbrev: matchup.school.abbreviation,
    random,
  };
}
