import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ApiDeps } from '../api/api-deps';
import type { Db } from '../store/database';
import { preparedQueryByShape } from '../store/prepared-query';
import { opponentRecords, opponents } from '../store/tables/schedule';
import { listGames } from './game-list';
import type { OpponentRow } from './game-query';
import type { GameView } from './game-view';
import { countsTowardRecord, streakOf, tally, type WinLossTie } from '../../core/schedule/season-record';

export type OpponentRecordRow = typeof opponentRecords.$inferSelect;

/** The school's series with one opponent in one sport: the seeded games and the history before them. */
export interface Series {
  opponent: OpponentRow;
  /** Decided games, oldest first. */
  games: GameView[];
  adjustment: OpponentRecordRow | null;
}

export interface Margin {
  gameId: number;
  gameDate: string;
  margin: number;
  teamScore: string;
  opponentScore: string;
}

export interface SeriesSummary {
  adjustments: WinLossTie;
  total: WinLossTie;
  lastTen: WinLossTie;
  home: WinLossTie;
  away: WinLossTie;
  conference: WinLossTie;
  streak: WinLossTie;
  teamPoints: number;
  opponentPoints: number;
  largestWin: Margin | null;
  smallestWin: Margin | null;
}

const add = (a: WinLossTie, b: WinLossTie): WinLossTie => ({ wins: a.wins + b.wins, losses: a.losses + b.losses, ties: a.ties + b.ties });
const decided = (view: GameView) => ({ resultStatus: view.result?.status ?? null, type: view.type });
const score = (text: string | null | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

const adjustmentsQuery = preparedQueryByShape((db, shape, name) =>
  db
    .select()
    .from(opponentRecords)
    .where(
      and(
        eq(opponentRecords.tenantId, sql.placeholder('tenantId')),
        eq(opponentRecords.sportId, sql.placeholder('sportId')),
        ...(shape === 'opponent' ? [eq(opponentRecords.opponentId, sql.placeholder('opponentId'))] : []),
      ),
    )
    .prepare(`opponent_records_${name}`),
);

/** The stored adjustments to a sport's series records (with one opponent, when given): a read of every series answer. */
export function seriesAdjustments(db: Db, tenantId: number, sportId: number, opponentId?: number): Promise<OpponentRecordRow[]> {
  return adjustmentsQuery(db, opponentId === undefined ? 'sport' : 'opponent').execute({ tenantId, sportId, opponentId });
}

/** The series of a sport with every opponent it has met (or has history with), by opponent id. */
export async function loadSeries(deps: ApiDeps, tenantId: number, sportId: number, opponentId?: number): Promise<Map<number, Series>> {
  const views = await listGames(deps, tenantId, { sportId, opponentId }, { resultType: 'recent', stories: opponentId !== undefined });
  const adjustments = await seriesAdjustments(deps.db, tenantId, sportId, opponentId);
  const series = new Map<number, Series>();
  for (const view of views) {
    const opponent = view.record.opponent;
    if (!opponent || !countsTowardRecord(decided(view))) continue;
    const entry = series.get(opponent.id) ?? { opponent, games: [], adjustment: null };
    entry.games.push(view);
    series.set(opponent.id, entry);
  }
  const missing = adjustments.filter((row) => !series.has(row.opponentId)).map((row) => row.opponentId);
  const extra = missing.length ? await deps.db.select().from(opponents).where(and(eq(opponents.tenantId, tenantId), inArray(opponents.id, missing))) : [];
  for (const opponent of extra) series.set(opponent.id, { opponent, games: [], adjustment: null });
  for (const row of adjustments) {
    const entry = series.get(row.opponentId);
    if (entry) entry.adjustment = row;
  }
  return series;
}

function margin(view: GameView): Margin | null {
  const team = score(view.result?.team_score);
  const opponent = score(view.result?.opponent_score);
  if (team === null || opponent === null || view.result?.status !== 'W') return null;
  return { gameId: view.id, gameDate: view.date, margin: team - opponent, teamScore: view.result.team_score!, opponentScore: view.result.opponent_score! };
}

export function summarize(series: Series): SeriesSummary {
  const games = series.games;
  const adjustment = series.adjustment;
  const adjustments = { wins: adjustment?.wins ?? 0, losses: adjustment?.losses ?? 0, ties: adjustment?.ties ?? 0 };
  let streak = streakOf(games.map(decided));
  // A streak that spans every seeded game carries on the one that stood before them.
  const before = adjustment?.streakResult ? { result: adjustment.streakResult, count: adjustment.streakCount } : null;
  if (before && (!streak || (streak.count === games.length && streak.result === before.result))) {
    streak = { result: before.result as 'W' | 'L' | 'T', count: (streak?.count ?? 0) + before.count };
  }
  const margins = games.map(margin).filter((m): m is Margin => m !== null);
  const sum = (pick: (view: GameView) => string | null | undefined) => games.reduce((total, view) => total + (score(pick(view)) ?? 0), 0);
  return {
    adjustments,
    total: add(adjustments, tally(games.map(decided))),
    lastTen: tally(games.slice(-10).map(decided)),
    home: tally(games.filter((view) => view.location_indicator === 'H').map(decided)),
    away: tally(games.filter((view) => view.location_indicator === 'A').map(decided)),
    conference: tally(games.filter((view) => view.record.game.conference).map(decided)),
    streak: { wins: streak?.result === 'W' ? streak.count : 0, losses: streak?.result === 'L' ? streak.count : 0, ties: streak?.result === 'T' ? streak.count : 0 },
    teamPoints: sum((view) => view.result?.team_score) + (adjustment?.teamPoints ?? 0),
    opponentPoints: sum((view) => view.result?.opponent_score) + (adjustment?.opponentPoints ?? 0),
    largestWin: margins.reduce<Margin | null>((best, m) => (!best || m.margin > best.margin ? m : best), null),
    smallestWin: margins.reduce<Margin | null>((best, m) => (!best || m.margin < best.margin ? m : best), null),
  };
}
