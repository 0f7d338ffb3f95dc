import type { LiveGame, LivePlayer, LivePlayerGroup, LiveSide, LiveTeamStats, LiveTotals } from '../../core/live/live-game';
import { formatClock } from '../../core/live/game-clock';
import { defaultLiveRules } from '../../core/live/live-sport';
import { columnSources, GROUP_ALIASES, statNumber, TOTAL_SOURCES, type ColumnSource } from './live-box-aliases';
import { blankCounters, type Counters, type StatFamily, type StatGroup } from './stat-sheet';
import { statSheet } from './stat-sheets';
import { liveKindOf, numbersOnly } from './statcrew/live-document-game';
import { periodLabels } from './statcrew/reading-kit';
import type { FilePlayer, FileScoringPlay, PlayerReading, SideReading, SportBoxReading } from './statcrew/sport-reading';
import { displayName, flagOf, splitName } from './statcrew/text-values';

// Feeds are read as sent: a name that is no string (a key such as 'constructor' looked up in a map) names nothing.
const squash = (name: unknown) => (typeof name === 'string' ? name.toLowerCase().replace(/[^a-z0-9]/g, '') : '');
const lower = (name: unknown) => (typeof name === 'string' ? name.trim().toLowerCase() : '');

function findGroup(groups: Record<string, LivePlayerGroup>, group: StatGroup): LivePlayerGroup | null {
  const wanted = new Set([group.title, group.key, ...(GROUP_ALIASES[group.key] ?? [])].map(squash));
  const found = Object.entries(groups).find(([name, live]) => wanted.has(squash(name)) || wanted.has(squash(live?.Title)));
  return found?.[1] ?? null;
}

/** The source a column goes by: its key first (keys are the feed's stable names), then its labels. */
function sourceOf(sources: readonly ColumnSource[], key: string, labels: readonly unknown[]): ColumnSource | null {
  for (const name of [key, ...labels]) {
    const wanted = lower(name);
    const source = wanted === '' ? undefined : sources.find((candidate) => candidate.names.some((alias) => lower(alias) === wanted));
    if (source) return source;
  }
  return null;
}

/** Counters from one row of values (a player's line, or Totals' values): unknown columns are passed over. */
function countersOf(values: Record<string, string>, columns: Record<string, string>, longNames: Record<string, string>, sources: readonly ColumnSource[]): Counters {
  const read: Counters = {};
  const direct = new Set<string>();
  const fallbacks: Array<[ColumnSource, string]> = [];
  for (const key of new Set([...Object.keys(columns), ...Object.keys(values)])) {
    const text = Object.hasOwn(values, key) ? values[key] : undefined;
    const source = typeof text === 'string' ? sourceOf(sources, key, [columns[key], longNames[key]]) : null;
    if (!source || text === undefined) continue;
    if (source.unless) {
      fallbacks.push([source, text]);
      continue;
    }
    const counters = source.read(text, read);
    for (const [counter, value] of Object.entries(counters ?? {})) {
      if (!Number.isFinite(value)) continue;
      read[counter] = value;
      direct.add(counter);
    }
  }
  for (const [source, text] of fallbacks) {
    if (source.unless!.some((counter) => direct.has(counter))) continue;
    for (const [counter, value] of Object.entries(source.read(text, read) ?? {})) if (Number.isFinite(value)) read[counter] = value;
  }
  return read;
}

const IDENTITY = { id: ['PersonId', 'PlayerId', 'Id'], uniform: ['UniformNumber', 'Uniform', 'Uni', 'Number', 'Jersey', 'No'], name: ['Name', 'Player', 'PlayerName', 'FullName'] };
const pick = (values: Record<string, string>, keys: readonly string[]) => keys.map((key) => (Object.hasOwn(values, key) && typeof values[key] === 'string' ? values[key].trim() : '')).find((value) => value) ?? '';

interface Found {
  /** Place in the side's Players (listed players keep the feed's order), then first appearance. */
  order: [number, number];
  reading: PlayerReading;
}

/** Who a row is: the side's Players entry with its PersonId, or with its uniform and name; else the row's own. */
function identify(values: Record<string, string>, players: readonly LivePlayer[]): { key: string; order: number; player: FilePlayer } {
  const id = pick(values, IDENTITY.id);
  const uniform = pick(values, IDENTITY.uniform);
  const name = pick(values, IDENTITY.name);
  const nameParts = splitName(name);
  const sameName = (player: LivePlayer) => squash(displayName({ firstName: player.FirstName ?? '', lastName: player.LastName ?? '' })) === squash(displayName(nameParts));
  const order = players.findIndex((player) => (id !== '' ? player.PersonId === id : (player.UniformNumber ?? '') === uniform && sameName(player)));
  const listed = order >= 0 ? players[order]! : null;
  const firstName = listed ? (listed.FirstName ?? '').trim() : nameParts.firstName;
  const lastName = listed ? (listed.LastName ?? '').trim() : nameParts.lastName;
  const checkName = [lastName, firstName].filter(Boolean).join(',').toUpperCase();
  const player: FilePlayer = {
    uniform: uniform || (listed?.UniformNumber ?? '').trim(),
    name: displayName({ firstName, lastName }) || name,
    firstName,
    lastName,
    checkName,
    position: pick(values, ['Position']).toUpperCase(),
    starter: flagOf(pick(values, ['Starter'])) === true,
  };
  return { key: id !== '' ? `id:${id}` : `row:${player.uniform}|${squash(player.name)}`, order: order >= 0 ? order : players.length, player };
}

function sideReading(family: StatFamily, stats: LiveTeamStats | null | undefined): SideReading {
  const sheet = statSheet(family);
  const groups = stats?.PlayerGroups ?? {};
  const players = stats?.Players ?? [];
  const found = new Map<string, Found>();
  for (const group of sheet.groups) {
    const live = findGroup(groups, group);
    if (!live) continue;
    const sources = columnSources(family, group);
    const keys = new Set(Object.keys(blankCounters(group)));
    for (const values of live.Values ?? []) {
      if (!values || typeof values !== 'object') continue;
      const who = identify(values, players);
      let entry = found.get(who.key);
      if (!entry) found.set(who.key, (entry = { order: [who.order, found.size], reading: { player: who.player, groups: {} } }));
      const counters = blankCounters(group);
      for (const [key, value] of Object.entries(countersOf(values, live.Key ?? {}, live.Descriptors ?? {}, sources))) if (keys.has(key)) counters[key] = value;
      entry.reading.groups[group.key] = counters;
    }
  }
  const readings = [...found.values()].sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1]).map((entry) => entry.reading);
  return { players: readings, extras: extrasOf(family, stats?.Totals ?? null, readings), fileTotals: {} };
}

function extrasOf(family: StatFamily, totals: LiveTotals | null, players: readonly PlayerReading[]): Counters {
  if (!totals) return {};
  const extras = countersOf(totals.Values ?? {}, totals.Key ?? {}, totals.FullKey ?? {}, TOTAL_SOURCES[family] ?? []);
  if (family === 'volleyball') {
    // Team blocks count a shared block once; the team's line shows the players' sum unless the crew said otherwise.
    const shown = statNumber(typeof totals.Values?.blk === 'string' ? totals.Values.blk : '');
    const summed = players.reduce((total, { groups }) => total + (groups.players?.bs ?? 0) + 0.5 * (groups.players?.ba ?? 0), 0);
    if (shown !== null && shown !== summed) extras.teamBlocks = shown;
  }
  return extras;
}

function scoringPlays(game: LiveGame, label: (period: number | null) => string): FileScoringPlay[] {
  const plays = game.Plays?.length ? game.Plays : (game.Game?.LastPlays ?? []);
  const out: FileScoringPlay[] = [];
  let home = 0;
  let visitor = 0;
  for (const play of plays) {
    const score = play?.Score;
    if (!score || typeof score.HomeTeam !== 'number' || typeof score.VisitingTeam !== 'number') continue;
    if (score.HomeTeam === home && score.VisitingTeam === visitor) continue;
    const side: LiveSide = play.Team === 'HomeTeam' || play.Team === 'VisitingTeam' ? play.Team : score.HomeTeam !== home ? 'HomeTeam' : 'VisitingTeam';
    out.push({
      period: label(play.Period),
      clock: typeof play.ClockSeconds === 'number' ? formatClock(play.ClockSeconds) : null,
      vh: side === 'HomeTeam' ? 'H' : 'V',
      description: play.Narrative ?? '',
      homeScore: score.HomeTeam,
      visitorScore: score.VisitingTeam,
    });
    home = score.HomeTeam;
    visitor = score.VisitingTeam;
  }
  return out;
}

/**
 * A complete live document as the game's box score: each sheet group's players from the live group of the same
 * name (or a name other feeds give it), their counters from the columns the sheet or the family's aliases know,
 * the line score's period labels and the plays that changed the score. Reads whatever a feed sends; never throws.
 */
export function boxReadingFromLiveDocument(game: LiveGame, family: StatFamily): SportBoxReading {
  try {
    const info = game.Game;
    const regulation = info?.PeriodsRegulation ?? defaultLiveRules(liveKindOf(family)).PeriodsRegulation;
    const plainNumbers = numbersOnly(family) || info?.Rules?.ShowExtraPeriodsAsOT === false;
    const played = Math.max(info?.HomeTeam?.PeriodScores?.length ?? 0, info?.VisitingTeam?.PeriodScores?.length ?? 0);
    const periods = periodLabels(played, regulation, plainNumbers);
    const label = (period: number | null) => {
      const number = typeof period === 'number' && period >= 1 ? Math.trunc(period) : 1;
      return periods[number - 1] ?? periodLabels(number, regulation, plainNumbers)[number - 1]!;
    };
    return {
      family,
      periods,
      home: sideReading(family, game.Stats?.HomeTeam),
      visitor: sideReading(family, game.Stats?.VisitingTeam),
      scoringPlays: scoringPlays(game, label),
    };
  } catch {
    // A document too broken to read gives an empty box score: the caller keeps the line score it already has.
    const empty = (): SideReading => ({ players: [], extras: {}, fileTotals: {} });
    return { family, periods: [], home: empty(), visitor: empty(), scoringPlays: [] };
  }
}
