import type { GoalFamily } from '../../goal-sports.sheet';
import type { Counters, StatFamily } from '../../stat-sheet';
import { periodLabels } from '../reading-kit';
import type { PlayerReading, SideReading, SportBoxReader } from '../sport-reading';
import type { StatCrewGame, StatCrewPlayer, StatCrewTeam } from '../statcrew-game';
import { numberOf } from '../text-values';
import { childNamed, type XmlElement } from '../xml-tree';
import { FIELD_ELEMENTS, fieldCounterMap, KEEPER_COUNTERS } from './goal-counters';
import { readGoalScoringPlays } from './goal-scoring-plays';
import { filePlayer, linescoreSum, periodCount, readCounters, sheetGroup, statValue, teamRowExtras, writtenCounters } from './side-kit';

const GOAL_FAMILIES: readonly StatFamily[] = ['soccer', 'fieldhockey', 'lacrosse', 'hockey'];
const ROOT_FAMILY: Partial<Record<string, GoalFamily>> = { sogame: 'soccer', lcgame: 'lacrosse', hkgame: 'hockey' };
const REGULATION: Record<GoalFamily, number> = { soccer: 2, fieldhockey: 4, lacrosse: 4, hockey: 3 };

/** The family asked for (field hockey comes in soccer's file), else the root's own sport. */
const goalFamilyOf = (game: StatCrewGame, family: StatFamily): GoalFamily =>
  GOAL_FAMILIES.includes(family) ? (family as GoalFamily) : (ROOT_FAMILY[game.root] ?? 'soccer');

/** A keeper who took part: the goalie element of a player who never went in is all zeros. */
function keeperElement(player: StatCrewPlayer): XmlElement | undefined {
  const goalie = childNamed(player.element, 'goalie');
  if (!goalie) return undefined;
  return ['gp', 'minutes', 'ga', 'saves', 'sf'].some((name) => (statValue(goalie.attrs[name]) ?? 0) > 0) ? goalie : undefined;
}

/**
 * The decision: StatCrew writes win="1-0-0" / loss="0-4" (the keeper's record after the game) on the keeper of
 * record only; other writers use dec="W". A count of "0" is no decision.
 */
function decided(goalie: XmlElement, attribute: string, letter: string): number {
  const value = goalie.attrs[attribute]?.trim() ?? '';
  if (value !== '' && value !== '0') return 1;
  const dec = (goalie.attrs.dec ?? goalie.attrs.decision ?? '').trim().toUpperCase();
  return dec === letter ? 1 : 0;
}

function keeperLine(player: StatCrewPlayer, goalie: XmlElement, family: GoalFamily, onlyKeeper: boolean): Counters {
  const counters = readCounters(player.element, sheetGroup(family, 'keepers'), KEEPER_COUNTERS);
  const started = numberOf(goalie.attrs.gs);
  counters.gs = (started ?? (player.starter ? 1 : 0)) > 0 ? 1 : 0;
  counters.w = decided(goalie, 'win', 'W');
  counters.l = decided(goalie, 'loss', 'L');
  counters.t = decided(goalie, 'tie', 'T');
  // A shutout is one keeper's whole game without a goal; files that do not say so are read by that rule.
  const written = numberOf(goalie.attrs.sho);
  counters.sho = written ?? (onlyKeeper && counters.ga === 0 && (counters.min ?? 0) > 0 ? 1 : 0);
  return counters;
}

function readSide(team: StatCrewTeam, family: GoalFamily): SideReading {
  const fieldMap = fieldCounterMap(family);
  const field = sheetGroup(family, 'field');
  const taking = team.players.filter((player) => player.played || keeperElement(player));
  const keepers = taking.filter((player) => keeperElement(player));
  const players = taking.map((player): PlayerReading => {
    const goalie = keeperElement(player);
    const groups: Record<string, Counters> = {};
    // Keepers who also have field stats (lacrosse goalies' ground balls) keep both lines, as the file's totals count them.
    if (!goalie || FIELD_ELEMENTS.some((name) => childNamed(player.element, name))) {
      groups.field = readCounters(player.element, field, fieldMap);
      groups.field.gs = player.starter ? 1 : 0;
    }
    if (goalie) groups.keepers = keeperLine(player, goalie, family, keepers.length === 1);
    const position = goalie && player.position === '' ? (family === 'hockey' ? 'G' : 'GK') : undefined;
    return { player: filePlayer(player), ...(position ? { position } : {}), groups };
  });
  const totals = team.totals;
  return {
    players,
    extras: { ...sideExtras(team, family, totals), ...teamRowExtras(team, 'field', fieldMap) },
    fileTotals: { field: writtenCounters(totals, fieldMap), keepers: writtenCounters(totals, KEEPER_COUNTERS) },
  };
}

/** The team-only counters the family's sheet shows: corner kicks, penalty corners, power plays. */
function sideExtras(team: StatCrewTeam, family: GoalFamily, totals: XmlElement | undefined): Counters {
  const extras: Counters = {};
  if (family === 'soccer') {
    const corners = linescoreSum(team, 'corners');
    if (corners !== null) extras.corners = corners;
  }
  if (family === 'fieldhockey') {
    // Soccer's program in field-hockey mode writes penalty corners where soccer's corner kicks go.
    const corners = linescoreSum(team, 'pc', 'corners');
    if (corners !== null) extras.pc = corners;
  }
  if (family === 'lacrosse' || family === 'hockey') {
    const opportunities = numberOf(childNamed(totals, 'powerplay')?.attrs.ppopp) ?? linescoreSum(team, 'ppopp', 'ppatt');
    if (opportunities !== null) extras.ppOpportunities = opportunities;
  }
  return extras;
}

/** `<sogame>` (soccer, field hockey), `<lcgame>` and `<hkgame>`: field players, keepers and the scoring summary. */
export const readGoalSportBox: SportBoxReader = (game, family) => {
  const goalFamily = goalFamilyOf(game, family);
  const periods = periodLabels(periodCount(game), game.venue.periods ?? REGULATION[goalFamily]);
  return {
    family: goalFamily,
    periods,
    home: readSide(game.home, goalFamily),
    visitor: readSide(game.visitor, goalFamily),
    scoringPlays: readGoalScoringPlays(game, goalFamily, periods),
  };
};
