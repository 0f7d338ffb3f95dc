import type { LiveGame, LiveGameInfo, LiveLeader, LivePlay, LiveSituation, LiveTeam } from './live-game';
import { applyMap, diffFields, diffMap, jsonEqual, type MapPatch } from './live-json';
import { applyTeamStats, diffTeamStats, type LiveTeamStatsDelta } from './live-stats-delta';

/** The fields of Game that a delta carries one by one (the nested parts have their own sections). */
export type LiveGameFields = Omit<LiveGameInfo, 'HomeTeam' | 'VisitingTeam' | 'LastPlays' | 'Situation'>;

/**
 * What changed between two live documents of a game. Absent sections did not change. Fields carry their new
 * value whole (a team's `Score`, the game's `ClockSeconds`, `Period`, `Rules`...); plays are appended after
 * the first `keep` plays of the previous list (so a correction of an old play resends from there); the
 * last plays drop their oldest `drop` and append the new ones; stat groups change row by row.
 */
export interface LiveDelta {
  game?: Partial<LiveGameFields>;
  homeTeam?: Partial<LiveTeam>;
  visitingTeam?: Partial<LiveTeam>;
  situation?: LiveSituation | null;
  lastPlays?: { drop: number; append: LivePlay[] };
  plays?: { keep: number; append: LivePlay[] };
  /** null: the document no longer has stats. For a team, null likewise. */
  stats?: { HomeTeam?: LiveTeamStatsDelta | null; VisitingTeam?: LiveTeamStatsDelta | null } | null;
  leaders?: MapPatch<LiveLeader[]> | null;
  seasonStats?: LiveGame['SeasonStats'];
}

const NESTED_GAME_FIELDS = new Set(['HomeTeam', 'VisitingTeam', 'LastPlays', 'Situation']);

function commonPrefix(previous: readonly LivePlay[], next: readonly LivePlay[]): number {
  const limit = Math.min(previous.length, next.length);
  let index = 0;
  while (index < limit && jsonEqual(previous[index], next[index])) index += 1;
  return index;
}

/** The last plays as a sliding window: drop the oldest that left it, append the ones that came in. */
function diffWindow(previous: readonly LivePlay[], next: readonly LivePlay[]): { drop: number; append: LivePlay[] } {
  for (let drop = 0; drop <= previous.length; drop += 1) {
    const kept = previous.length - drop;
    if (kept <= next.length && previous.slice(drop).every((play, index) => jsonEqual(play, next[index]))) return { drop, append: next.slice(kept) };
  }
  return { drop: previous.length, append: [...next] };
}

function diffStats(previous: LiveGame['Stats'], next: LiveGame['Stats']): LiveDelta['stats'] {
  if (next === null) return previous === null ? undefined : null;
  if (previous !== null && jsonEqual(previous, next)) return undefined;
  const base = previous ?? { HomeTeam: null, VisitingTeam: null };
  const delta: NonNullable<LiveDelta['stats']> = {};
  const home = diffTeamStats(base.HomeTeam, next.HomeTeam);
  const visiting = diffTeamStats(base.VisitingTeam, next.VisitingTeam);
  if (home !== undefined) delta.HomeTeam = home;
  if (visiting !== undefined) delta.VisitingTeam = visiting;
  return delta;
}

function diffLeaders(previous: LiveGame['Leaders'], next: LiveGame['Leaders']): LiveDelta['leaders'] {
  if (next === null) return previous === null ? undefined : null;
  if (previous === null) return { set: next };
  return diffMap(previous, next);
}

/** What changed from `previous` to `next`; `previous` null (no document yet) means everything did. */
export function diffLiveGame(previous: LiveGame | null, next: LiveGame): LiveDelta {
  if (previous === null) return fullDelta(next);
  const delta: LiveDelta = {};
  const game = diffFields(previous.Game, next.Game, NESTED_GAME_FIELDS) as Partial<LiveGameFields> | undefined;
  if (game) delta.game = game;
  const home = diffFields(previous.Game.HomeTeam, next.Game.HomeTeam);
  if (home) delta.homeTeam = home;
  const visiting = diffFields(previous.Game.VisitingTeam, next.Game.VisitingTeam);
  if (visiting) delta.visitingTeam = visiting;
  if (!jsonEqual(previous.Game.Situation, next.Game.Situation)) delta.situation = next.Game.Situation;
  if (!jsonEqual(previous.Game.LastPlays, next.Game.LastPlays)) delta.lastPlays = diffWindow(previous.Game.LastPlays, next.Game.LastPlays);
  const keep = commonPrefix(previous.Plays, next.Plays);
  if (keep !== previous.Plays.length || keep !== next.Plays.length) delta.plays = { keep, append: next.Plays.slice(keep) };
  const stats = diffStats(previous.Stats, next.Stats);
  if (stats !== undefined) delta.stats = stats;
  const leaders = diffLeaders(previous.Leaders, next.Leaders);
  if (leaders !== undefined) delta.leaders = leaders;
  if (!jsonEqual(previous.SeasonStats, next.SeasonStats)) delta.seasonStats = next.SeasonStats;
  return delta;
}

/** A delta that sets every part of `game` (used when there is no previous document). */
function fullDelta(game: LiveGame): LiveDelta {
  const { HomeTeam, VisitingTeam, LastPlays, Situation, ...fields } = game.Game;
  return {
    game: fields,
    homeTeam: HomeTeam,
    visitingTeam: VisitingTeam,
    situation: Situation,
    lastPlays: { drop: 0, append: LastPlays },
    plays: { keep: 0, append: game.Plays },
    stats: diffStats(null, game.Stats) ?? null,
    leaders: game.Leaders === null ? null : { set: game.Leaders },
    seasonStats: game.SeasonStats,
  };
}

/** True when the delta changes nothing (the same document was sent again). */
export function isEmptyLiveDelta(delta: LiveDelta): boolean {
  return Object.values(delta).every((section) => section === undefined);
}

function applyStats(previous: LiveGame['Stats'], delta: LiveDelta['stats']): LiveGame['Stats'] {
  if (delta === undefined) return previous;
  if (delta === null) return null;
  const base = previous ?? { HomeTeam: null, VisitingTeam: null };
  return { HomeTeam: applyTeamStats(base.HomeTeam, delta.HomeTeam), VisitingTeam: applyTeamStats(base.VisitingTeam, delta.VisitingTeam) };
}

function applyLeaders(previous: LiveGame['Leaders'], delta: LiveDelta['leaders']): LiveGame['Leaders'] {
  if (delta === undefined) return previous;
  if (delta === null) return null;
  return applyMap(previous ?? {}, delta);
}

/** The state after `delta`; `state` is not changed. applyLiveDelta(a, diffLiveGame(a, b)) equals b. */
export function applyLiveDelta(state: LiveGame, delta: LiveDelta): LiveGame {
  const plays = delta.plays ? [...state.Plays.slice(0, delta.plays.keep), ...delta.plays.append] : state.Plays;
  return {
    Game: {
      ...state.Game,
      ...delta.game,
      HomeTeam: delta.homeTeam ? { ...state.Game.HomeTeam, ...delta.homeTeam } : state.Game.HomeTeam,
      VisitingTeam: delta.visitingTeam ? { ...state.Game.VisitingTeam, ...delta.visitingTeam } : state.Game.VisitingTeam,
      LastPlays: delta.lastPlays ? [...state.Game.LastPlays.slice(delta.lastPlays.drop), ...delta.lastPlays.append] : state.Game.LastPlays,
      Situation: delta.situation !== undefined ? delta.situation : state.Game.Situation,
    },
    Plays: plays,
    Stats: applyStats(state.Stats, delta.stats),
    Leaders: applyLeaders(state.Leaders, delta.leaders),
    SeasonStats: delta.seasonStats !== undefined ? delta.seasonStats : state.SeasonStats,
  };
}
