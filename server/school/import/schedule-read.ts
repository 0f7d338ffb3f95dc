import type { ScheduleGameWire } from '../../../contract/schedule';
import type { OriginClient } from './origin-client';
import type { OriginSeason } from './sports-import';

/** A game at the origin with the season (origin id) it belongs to. */
export interface OriginGame {
  seasonId: number;
  sportId: number;
  wire: ScheduleGameWire;
}

/** The season title a result's box score address names: /sports/{slug}/stats/{season}/{opponent}/boxscore/{id}. */
export function boxscoreParts(url: string | null | undefined): { season: string; opponentSlug: string } | null {
  const match = url ? /\/stats\/([^/]+)\/([^/]+)\/boxscore\/\d+/.exec(url) : null;
  return match ? { season: decodeURIComponent(match[1]!), opponentSlug: decodeURIComponent(match[2]!) } : null;
}

/**
 * The days a season's games can fall on: a season named '2026-27' runs from July to July, one named '2026'
 * the calendar year. Both windows fit the calendar's 400-day limit.
 */
export function seasonWindow(season: OriginSeason): { from: string; to: string } {
  return season.title.includes('-') ? { from: `${season.year}-07-01`, to: `${season.year + 1}-07-31` } : { from: `${season.year}-01-01`, to: `${season.year}-12-31` };
}

/**
 * Every game of every season, read through /Calendar/from/{start}/to/{end}?sportId (full schedule-game shapes).
 * A game in two windows goes to the season its box score names, else to the first window that held it.
 */
export async function readGames(origin: OriginClient, seasonList: readonly OriginSeason[]): Promise<OriginGame[]> {
  const windows = await Promise.all(
    seasonList.map(async (season) => {
      const { from, to } = seasonWindow(season);
      const days = (await origin.json<{ date: string; events: ScheduleGameWire[] }[]>(`/Calendar/from/${from}/to/${to}?sportId=${season.sportId}`)) ?? [];
      return { season, games: days.flatMap((day) => day.events) };
    }),
  );
  const byId = new Map<number, OriginGame>();
  for (const { season, games } of windows) {
    for (const wire of games) {
      const named = boxscoreParts(wire.result?.boxscore)?.season;
      const existing = byId.get(wire.id);
      if (existing && (named === undefined || named !== season.title)) continue;
      if (named !== undefined && named !== season.title && seasonList.some((s) => s.sportId === season.sportId && s.title === named)) continue;
      byId.set(wire.id, { seasonId: season.id, sportId: season.sportId, wire });
    }
  }
  return [...byId.values()].sort((a, b) => a.wire.id - b.wire.id);
}

/** The first game's local day of each season (origin ids), for seasons whose start the origin does not serve. */
export function firstDays(games: readonly OriginGame[]): Map<number, string> {
  const first = new Map<number, string>();
  for (const game of games) {
    const day = `${game.wire.date.slice(0, 10)}T00:00:00.000Z`;
    const known = first.get(game.seasonId);
    if (!known || day < known) first.set(game.seasonId, day);
  }
  return first;
}
