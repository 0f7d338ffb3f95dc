import { periodLabels } from '../reading-kit';
import type { SideReading, SportBoxReader } from '../sport-reading';
import type { StatCrewGame, StatCrewTeam } from '../statcrew-game';
import { childNamed } from '../xml-tree';
import { filePlayer, periodCount, readCounters, sheetGroup, teamRowExtras, writtenCounters, type CounterMap } from './side-kit';

// `<stats>` of a player and of the team's totals; StatCrew names threes fgm3/fga3, some writers tpm/tpa.
const STATS: CounterMap = {
  min: ['stats.min'],
  fgm: ['stats.fgm'],
  fga: ['stats.fga'],
  tpm: ['stats.fgm3', 'stats.tpm'],
  tpa: ['stats.fga3', 'stats.tpa'],
  ftm: ['stats.ftm'],
  fta: ['stats.fta'],
  oreb: ['stats.oreb'],
  dreb: ['stats.dreb'],
  ast: ['stats.ast'],
  stl: ['stats.stl'],
  blk: ['stats.blk'],
  to: ['stats.to', 'stats.tov'],
  pf: ['stats.pf'],
};

function readSide(team: StatCrewTeam): SideReading {
  const group = sheetGroup('basketball', 'players');
  const players = team.players
    .filter((player) => player.played)
    .map((player) => {
      const counters = readCounters(player.element, group, STATS);
      counters.gs = player.starter ? 1 : 0;
      return { player: filePlayer(player), groups: { players: counters } };
    });
  // Team rebounds and team turnovers sit on the TM row: kept as extras so that nothing of the file's totals is lost.
  return { players, extras: teamRowExtras(team, 'players', STATS), fileTotals: { players: writtenCounters(team.totals, STATS) } };
}

/** Regulation periods: the rules' prds, else what `qh` says (halves or quarters); unknown leaves every period a number. */
function regulationOf(game: StatCrewGame): number | null {
  if (game.venue.periods) return game.venue.periods;
  const kind = (childNamed(childNamed(game.element, 'venue'), 'rules')?.attrs.qh ?? '').trim().toUpperCase();
  return kind === 'H' ? 2 : kind === 'Q' ? 4 : null;
}

/** `<bbgame>`: one group of counters per player; basketball box scores keep no scoring summary. */
export const readBasketballBox: SportBoxReader = (game) => ({
  family: 'basketball',
  periods: periodLabels(periodCount(game), regulationOf(game)),
  home: readSide(game.home),
  visitor: readSide(game.visitor),
  scoringPlays: [],
});
