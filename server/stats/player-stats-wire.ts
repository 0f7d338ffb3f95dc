import type { PlayerCareerWire, StatsBioWire } from '../../contract/stats';
import { emptyLine, gameLineOf, seasonTotals, valuesOf } from './aggregate';
import { inningsPitched } from './baseball.sheet';
import type { PlayerGame } from './box-score-store';
import { localDateText, resultOf } from './box-score-wire';
import type { RosterEntry } from './roster-lookup';
import { fixed2, n, orDash, rate3, ratio, type GroupLine, type StatFamily, type StatGroup } from './stat-sheet';
import { statSheet } from './stat-sheets';

type GameRow = NonNullable<NonNullable<StatsBioWire['currentStats']>['hittingStats']>[number];
type High = NonNullable<NonNullable<StatsBioWire['seasonHighStats']>['highs']>[number];

const isDiamond = (family: StatFamily) => family === 'baseball' || family === 'softball';
const isGoalSport = (family: StatFamily) => family === 'soccer' || family === 'fieldhockey' || family === 'lacrosse' || family === 'hockey';

/** A season (or career span) line of one person from their game lines. */
function personTotals(family: StatFamily, games: readonly PlayerGame[]) {
  const sheet = statSheet(family);
  const totals = seasonTotals(sheet, games.map((game) => ({ lines: [game.line], extras: {} })));
  return { sheet, player: totals.players[0] };
}

function gameRow(game: PlayerGame, group: StatGroup): GameRow | null {
  const line = gameLineOf(game.line, group.key);
  if (!line) return null;
  const { box } = game;
  return {
    gameId: box.gameId,
    date: localDateText(box.game.localDate),
    opponent: box.rival.title,
    locationIndicator: box.game.locationIndicator,
    result: `${resultOf(box.teamScore, box.opponentScore, box.game.resultStatus)} ${box.teamScore}-${box.opponentScore}`,
    values: valuesOf(group.gameColumns, line),
  };
}

// A season high is a single game's best in a counting column (whole numbers, innings, half blocks), not a rate.
const COUNTING = /^\d+(\.\d)?$/;
const RATES = new Set(['avg', 'pct']);

function highsOf(games: readonly PlayerGame[], group: StatGroup): High[] {
  return group.gameColumns.flatMap((column) => {
    if (RATES.has(column.key)) return [];
    let best: { value: number; shown: string; game: PlayerGame } | null = null;
    for (const game of games) {
      const row = gameRow(game, group);
      const shown = row?.values[column.key];
      if (!shown || !COUNTING.test(shown)) continue;
      const value = Number(shown);
      if (value > 0 && (!best || value > best.value)) best = { value, shown, game };
    }
    if (!best) return [];
    return [{ group: group.key, stat: column.key, label: column.label, title: column.title, value: best.shown, gameId: best.game.box.gameId, date: localDateText(best.game.box.game.localDate), opponent: best.game.box.rival.title }];
  });
}

/** GET /Stats/bio: a player's season game by game, the season line, and season highs. */
export function toStatsBioWire(family: StatFamily, games: readonly PlayerGame[]): StatsBioWire {
  const { sheet, player } = personTotals(family, games);
  const groups = sheet.groups.flatMap((group) => {
    const line = player?.groups.get(group.key);
    if (!line) return [];
    const rows = games.map((game) => gameRow(game, group)).filter((row): row is GameRow => row !== null);
    return [{ name: group.key, title: group.title, columns: group.gameColumns.map(({ key, label, title }) => ({ key, label, title })), games: rows, totals: valuesOf(group.seasonColumns, line) }];
  });
  const highs = sheet.groups.flatMap((group) => (player?.groups.has(group.key) ? highsOf(games, group) : []));
  const named = (key: string) => groups.find((group) => group.name === key);
  const diamond = isDiamond(family);
  return {
    currentStats: {
      hittingStats: diamond ? (named('batting')?.games ?? []) : null,
      hittingStatsTotal: diamond ? (named('batting')?.totals ?? null) : null,
      pitchingStats: diamond ? (named('pitching')?.games ?? []) : null,
      pitchingStatsTotal: diamond ? (named('pitching')?.totals ?? null) : null,
      fieldingStats: diamond ? (named('fielding')?.games ?? []) : null,
      fieldingStatsTotal: diamond ? (named('fielding')?.totals ?? null) : null,
      groups,
    },
    seasonHighStats: {
      hittingStats: diamond ? highs.filter((high) => high.group === 'batting') : [],
      pitchingStats: diamond ? highs.filter((high) => high.group === 'pitching') : [],
      highs,
    },
  };
}

const s = (value: number) => String(value);

/** v2-reference 11's hitting keys from a season batting line (events we never record read 0). */
function hittingStats(line: GroupLine): Record<string, string> {
  const pa = n(line, 'ab') + n(line, 'bb') + n(line, 'hbp') + n(line, 'sf') + n(line, 'sh');
  const bases = n(line, 'h') + n(line, '2b') + 2 * n(line, '3b') + 3 * n(line, 'hr');
  return {
    atBats: s(n(line, 'ab')), runs: s(n(line, 'r')), avg: orDash(ratio(n(line, 'h'), n(line, 'ab')), rate3),
    sluggingPercentage: orDash(ratio(bases, n(line, 'ab')), rate3), onbasePercentage: orDash(ratio(n(line, 'h') + n(line, 'bb') + n(line, 'hbp'), pa), rate3),
    hits: s(n(line, 'h')), runsBattedIn: s(n(line, 'rbi')), doubles: s(n(line, '2b')), triples: s(n(line, '3b')), homeRuns: s(n(line, 'hr')),
    walks: s(n(line, 'bb')), intentionalWalks: s(n(line, 'ibb')), strikeouts: s(n(line, 'so')), strikeoutsLooking: s(n(line, 'kl')),
    hitByPitch: s(n(line, 'hbp')), stolenBases: s(n(line, 'sb')), caughtStealing: s(n(line, 'cs')), sacrificeHits: s(n(line, 'sh')),
    sacrificeFlies: s(n(line, 'sf')), reachedOnCatchersInterference: '0', reachedOnError: s(n(line, 'roe')), reachesOnAFieldersChoice: '0',
    groundOuts: s(n(line, 'go')), flyOuts: s(n(line, 'fo')), groundedIntoDoublePlay: s(n(line, 'gidp')), pickedOff: '0',
    doublePlaysHitInto: s(n(line, 'gidp')), triplePlaysHitInto: '0',
  };
}

function fieldingStats(line: GroupLine): Record<string, string> {
  const chances = n(line, 'po') + n(line, 'a') + n(line, 'e');
  return {
    putouts: s(n(line, 'po')), assists: s(n(line, 'a')), errors: s(n(line, 'e')), passedBalls: '0', catchersInterference: '0',
    stolenBasesAgainst: '0', caughtStealingBy: '0', involvedInDoublePlays: '0', involvedInTriplePlays: '0', totalChances: s(chances),
    fldPct: orDash(ratio(n(line, 'po') + n(line, 'a'), chances), rate3),
  };
}

function pitchingStats(line: GroupLine, innings: number): Record<string, string> {
  return {
    appearances: s(line.games), gamesStarted: s(n(line, 'gs')), wins: s(n(line, 'w')), losses: s(n(line, 'l')), saves: s(n(line, 'sv')),
    completeGames: s(n(line, 'cg')), era: orDash(ratio(n(line, 'er') * innings * 3, n(line, 'outs')), fixed2), inningsPitched: inningsPitched(n(line, 'outs')),
    hits: s(n(line, 'h')), runs: s(n(line, 'r')), earnedRuns: s(n(line, 'er')), walks: s(n(line, 'bb')), strikeouts: s(n(line, 'so')),
    homeRuns: s(n(line, 'hr')), hitBatters: s(n(line, 'hbp')), battersFaced: s(n(line, 'bf')), pitches: s(n(line, 'np')),
  };
}

/** The batting-order spot a player held most often (lines are stored in batting order). */
function usualSpot(games: readonly PlayerGame[]): string {
  const counts = new Map<number, number>();
  for (const game of games) {
    const batters = game.box.team.lines.filter((line) => line.groups.batting && line.position !== 'PH');
    const spot = batters.findIndex((line) => line.playerId === game.line.playerId);
    if (spot >= 0) counts.set(spot + 1, (counts.get(spot + 1) ?? 0) + 1);
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  return best ? String(best[0]) : '';
}

/** GET /Stats/{sportSlug}/player/career: one value per season year with games, shaped as the reference's samples. */
export function toCareerWire(family: StatFamily, entries: readonly RosterEntry[], games: readonly PlayerGame[]): PlayerCareerWire {
  const byYear = new Map<number, PlayerGame[]>();
  for (const game of games) byYear.set(game.box.season.year, [...(byYear.get(game.box.season.year) ?? []), game]);
  const career: PlayerCareerWire = {};
  for (const [year, seasonGames] of [...byYear.entries()].sort((a, b) => a[0] - b[0])) {
    const entry = entries.find((item) => item.year === year) ?? entries[entries.length - 1];
    const { sheet, player } = personTotals(family, seasonGames);
    if (!entry || !player) continue;
    const line = (key: string) => player.groups.get(key);
    const name = `${entry.firstName} ${entry.lastName}`;
    const seasonTitle = seasonGames[0]!.box.season.title;
    if (isDiamond(family)) {
      const innings = family === 'baseball' ? 9 : 7;
      const [bats = '', throws = ''] = entry.custom1.split('/');
      const batting = line('batting');
      const pitching = line('pitching');
      career[String(year)] = {
        source: 'boxscores', name, uniform: entry.jersey, gp: s(player.games), gs: s(player.starts), classYear: entry.academicYear, seasonTitle,
        position: entry.position, code: String(entry.rosterPlayerId), spot: usualSpot(seasonGames), bats, throws, scheduledInnings: innings,
        seasonStats: {
          hittingStats: batting ? hittingStats(batting) : null,
          pitchingStats: pitching ? pitchingStats(pitching, innings) : null,
          fieldingStats: fieldingStats(line('fielding') ?? emptyLine()),
        },
      };
      continue;
    }
    const base = {
      source: 'boxscores', name, checkname: `${entry.lastName.toUpperCase()},${entry.firstName.toUpperCase()}`, jersey: entry.jersey,
      gamesPlayed: s(player.games), gamesStarted: s(player.starts), position: entry.position, seasonTitle,
    };
    if (isGoalSport(family)) {
      const field = line('field');
      const keeper = line('keepers');
      const goals = field ? n(field, 'g') : 0;
      const shots = field ? n(field, 'sh') : 0;
      const onGoal = field ? n(field, 'sog') : 0;
      const hatTricks = seasonGames.filter((game) => (game.line.groups.field?.g ?? 0) >= 3).length;
      const minutes = n(field ?? emptyLine(), 'min') + n(keeper ?? emptyLine(), 'min');
      const faced = keeper ? n(keeper, 'sv') + n(keeper, 'ga') : 0;
      career[String(year)] = {
        ...base,
        min: family === 'hockey' && !keeper ? null : s(minutes),
        isGoalie: keeper !== undefined,
        seasonStats: {
          goalStats: field ? { gw: s(n(field, 'gw')), ua: s(n(field, 'ua')), fg: s(n(field, 'fgl')), ot: s(n(field, 'ot')), hat: s(hatTricks), gt: s(n(field, 'gt')), en: '0', so: '0' } : null,
          shotStats: field
            ? {
                g: s(goals), a: s(n(field, 'a')), pts: valuesOf(sheet.groups[0]!.seasonColumns, field).pts ?? '0',
                shots: s(shots), shoPct: orDash(ratio(goals, shots), rate3), sog: s(onGoal), sogPct: orDash(ratio(onGoal, shots), rate3), pk: '0', pkatt: '0',
              }
            : null,
          goalieStats: keeper
            ? { min: s(n(keeper, 'min')), ga: s(n(keeper, 'ga')), sv: s(n(keeper, 'sv')), svPct: orDash(ratio(n(keeper, 'sv'), faced), rate3), w: s(n(keeper, 'w')), l: s(n(keeper, 'l')), t: s(n(keeper, 't')), sho: s(n(keeper, 'sho')) }
            : null,
          penaltyStats: field ? Object.fromEntries(['fouls', 'yc', 'rc', 'gc', 'pim'].filter((key) => sheet.groups[0]!.sums.includes(key)).map((key) => [key, s(n(field, key))])) : null,
        },
      };
      continue;
    }
    career[String(year)] = {
      ...base,
      min: line('players') && sheet.groups[0]!.sums.includes('min') ? s(n(line('players')!, 'min')) : null,
      isGoalie: null,
      seasonStats: Object.fromEntries(sheet.groups.map((group) => {
        const groupLine = line(group.key);
        return [`${group.key}Stats`, groupLine ? valuesOf(group.seasonColumns, groupLine) : null];
      })),
    };
  }
  return career;
}
