import type { BoxScoreDocument } from '../../server/stats/box-score-document';
import type { StatFamily } from '../../server/stats/stat-sheet';
import type { Random } from '../random';
import { generateDiamond } from './baseball.box';
import { generateBasketball } from './basketball.box';
import type { BoxScoreFacts, BoxScoreGenerator } from './box-score-facts';
import { generateFootball } from './football.box';
import { generateGoalSport } from './goal-sports.box';
import { generateTennis } from './tennis.box';
import { generateVolleyball } from './volleyball.box';
import { generateWrestling } from './wrestling.box';

const GENERATORS: Record<StatFamily, BoxScoreGenerator> = {
  basketball: generateBasketball,
  volleyball: generateVolleyball,
  soccer: generateGoalSport('soccer'),
  fieldhockey: generateGoalSport('fieldhockey'),
  lacrosse: generateGoalSport('lacrosse'),
  hockey: generateGoalSport('hockey'),
  baseball: generateDiamond('baseball'),
  softball: generateDiamond('softball'),
  football: generateFootball,
  tennis: generateTennis,
  wrestling: generateWrestling,
};

/** A finished game's box score, a pure function of its facts and the random stream. */
export function generateBoxScore(facts: BoxScoreFacts, random: Random): BoxScoreDocument {
  return GENERATORS[facts.family](facts, random);
}
