import type { Counters } from '../../stat-sheet';
import { periodLabels } from '../reading-kit';
import type { SideReading, SportBoxReader } from '../sport-reading';
import type { StatCrewPlayer, StatCrewTeam } from '../statcrew-game';
import { numberOf } from '../text-values';
import { childNamed } from '../xml-tree';
import { filePlayer, periodCount, readCounters, sheetGroup, teamRowExtras, writtenCounters, type CounterMap } from './side-kit';

// A player's (and the totals') skill elements; 'ta' is the attack's, not the set's or the defence's.
const STATS: CounterMap = {
  k: ['attack.k'],
  e: ['attack.e'],
  ta: ['attack.ta'],
  ast: ['set.a'],
  sa: ['serve.sa'],
  se: ['serve.se'],
  re: ['defense.re'],
  digs: ['defense.dig', 'defense.digs'],
  bs: ['block.bs'],
  ba: ['block.ba'],
  bhe: ['misc.bhe'],
};

// LiveStats marks the six who started the match with ms="1" (the libero is not among them); StatCrew writes gs.
const started = (player: StatCrewPlayer) => player.starter || (numberOf(player.element.attrs.ms) ?? 0) > 0;

/**
 * Team blocks count a two-player block once: the file's `tb` where written, else solos plus half the assists
 * (the NCAA rule) of the totals, or of the players when the file has no totals.
 */
function teamBlocks(team: StatCrewTeam, players: Counters[]): number {
  const block = childNamed(team.totals, 'block');
  const written = numberOf(block?.attrs.tb);
  if (written !== null) return written;
  if (block) return (numberOf(block.attrs.bs) ?? 0) + 0.5 * (numberOf(block.attrs.ba) ?? 0);
  return players.reduce((total, line) => total + (line.bs ?? 0) + 0.5 * (line.ba ?? 0), 0);
}

function readSide(team: StatCrewTeam): SideReading {
  const group = sheetGroup('volleyball', 'players');
  const players = team.players
    .filter((player) => player.played)
    .map((player) => {
      const counters = readCounters(player.element, group, STATS);
      const starter = started(player);
      counters.gs = starter ? 1 : 0;
      // gp in a volleyball file is the sets the player took part in.
      counters.sp = numberOf(player.element.attrs.gp) ?? 0;
      return { player: { ...filePlayer(player), starter }, groups: { players: counters } };
    });
  const extras = { teamBlocks: teamBlocks(team, players.map((line) => line.groups.players)), ...teamRowExtras(team, 'players', STATS) };
  return { players, extras, fileTotals: { players: writtenCounters(team.totals, STATS) } };
}

/** `<vbgame>`: periods are sets; the common reading already has sets won as the score and each set's points. */
export const readVolleyballBox: SportBoxReader = (game) => ({
  family: 'volleyball',
  periods: periodLabels(periodCount(game), null, true),
  home: readSide(game.home),
  visitor: readSide(game.visitor),
  scoringPlays: [],
});
