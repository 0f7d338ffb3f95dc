import type { Game } from '../../core/games/game';
import { filterGamesByLocation, gameResultType, scheduleGames, type LocationFilter } from '../../core/games/game-rules';
import type { ApiDeps } from '../api/api-deps';
import { findGames, findGameSummaries, type GameQuery, type GameSummaryRow } from './game-query';
import { findGameStories } from './game-stories';
import { toGameView, type GameView } from './game-view';

export interface ListOptions {
  /** Look up preview and recap stories (the shapes that show them). */
  stories?: boolean;
  location?: LocationFilter;
  /** spec 4: 'recent' games have a result, 'upcoming' ones do not. */
  resultType?: 'recent' | 'upcoming';
}

/** The fields of core's Game that the list rules read. */
type RuleFields = Pick<Game, 'type' | 'status' | 'result' | 'location_indicator'>;

/**
 * spec 4 hides type S games with status O and no result from schedule lists; spec 9 filters by
 * location; spec 4 splits recent from upcoming. All three are core's rules, so the site and the
 * server agree on every list.
 */
function applyRules<T extends RuleFields>(games: T[], options: ListOptions): T[] {
  let shown = scheduleGames(games);
  if (options.location) shown = filterGamesByLocation(shown, options.location);
  if (options.resultType) shown = shown.filter((game) => gameResultType(game) === options.resultType);
  return shown;
}

/** The games a schedule list shows, loaded whole. For lists bounded by sport, season or dates. */
export async function listGames(deps: ApiDeps, tenantId: number, query: GameQuery, options: ListOptions = {}): Promise<GameView[]> {
  const records = await findGames(deps.db, tenantId, query);
  const stories = options.stories ? await findGameStories(deps.db, tenantId, records.map((record) => record.game.id), deps.now()) : new Map();
  return applyRules(
    records.map((record) => toGameView(record, stories.get(record.game.id))),
    options,
  );
}

/** A game as the list rules see it: its summary columns in core's field names. */
export type GameSummary = RuleFields & { row: GameSummaryRow };

function toSummary(row: GameSummaryRow): GameSummary {
  return {
    type: row.type,
    status: row.status,
    location_indicator: row.locationIndicator as Game['location_indicator'],
    // The list rules only ask whether a game has a result; the result itself is loaded with the page.
    result: row.hasResult ? { status: '', team_score: null, opponent_score: null, prescore: null, postscore: null, boxscore: null, recap: null, line_scores: [] } : null,
    row,
  };
}

/** The summaries of the games a (long) list shows, in order: filter and page these, then load the page. */
export async function listGameSummaries(deps: ApiDeps, tenantId: number, query: GameQuery, options: ListOptions = {}): Promise<GameSummary[]> {
  return applyRules((await findGameSummaries(deps.db, tenantId, query)).map(toSummary), options);
}

/** Whole games by id, in the order of `ids`. */
export async function loadGameViews(deps: ApiDeps, tenantId: number, ids: readonly number[], options: Pick<ListOptions, 'stories'> = {}): Promise<GameView[]> {
  if (ids.length === 0) return [];
  const records = await findGames(deps.db, tenantId, { gameIds: ids });
  const stories = options.stories ? await findGameStories(deps.db, tenantId, ids, deps.now()) : new Map();
  const byId = new Map(records.map((record) => [record.game.id, toGameView(record, stories.get(record.game.id))]));
  return ids.map((id) => byId.get(id)).filter((view): view is GameView => view !== undefined);
}
