import type { ScheduleStudioRepository } from '../../../core/studio/schedule/schedule-studio-repository.port';
import type { StatFileOptions } from '../../../core/studio/schedule/stat-file';
import type { GameDraft, GameResult, OpponentDraft, SeasonChoice } from '../../../core/studio/schedule/studio-game';
import { ApiStatFile } from './api-stat-file';
import * as wire from './schedule-mappers';
import { StudioHttp, type StudioHttpOptions } from './studio-http';

// A season's schedule fits one page (the API's largest).
const PAGE_SIZE = 100;
const nothing = () => null;
const currentSeason = (seasons: SeasonChoice[]) => (seasons.find((season) => season.current) ?? seasons[0])?.id ?? null;

/** The studio's schedule and results over /api/studio/games and /opponents (contract/studio/schedule.ts). */
export class ApiScheduleStudio implements ScheduleStudioRepository {
  private readonly http: StudioHttp;
  private readonly statFile: ApiStatFile;

  constructor(options: StudioHttpOptions) {
    this.http = new StudioHttp(options);
    this.statFile = new ApiStatFile(this.http);
  }

  async games(sportId: number, seasonId?: number | null) {
    // Without a season the server lists them all: ask for the seasons first, then the current one's games.
    const season = seasonId ?? currentSeason(wire.gameList(await this.http.read({ path: '/games', query: { sportId, pageSize: 1 } })).seasons);
    return wire.gameList(await this.http.read({ path: '/games', query: { sportId, seasonId: season, pageSize: PAGE_SIZE } }));
  }

  async game(id: number) {
    const body = await this.http.read({ path: `/games/${id}` });
    return body === null ? null : wire.game(body);
  }

  async resultsDue() {
    return wire.resultsDue(await this.http.read({ path: '/games/results-due' }));
  }

  saveGame(id: number | null, version: number | null, draft: GameDraft) {
    const json = wire.gameBody(draft);
    return id === null || version === null ? this.http.write({ method: 'POST', path: '/games', json }, wire.game) : this.http.write({ method: 'PUT', path: `/games/${id}`, json, version }, wire.game);
  }

  deleteGame(id: number, version: number) {
    return this.http.write({ method: 'DELETE', path: `/games/${id}`, version }, nothing);
  }

  postResult(id: number, version: number, result: GameResult | null) {
    return this.http.write({ method: 'PUT', path: `/games/${id}/result`, json: result, version }, wire.game);
  }

  importGames(sportId: number, seasonId: number | null, table: string, dryRun: boolean) {
    return this.http.write({ method: 'POST', path: '/games/import', json: { sportId, seasonId, table, dryRun } }, wire.importAnswer);
  }

  async opponents(q: string) {
    return wire.opponentList(await this.http.read({ path: '/opponents', query: { q: q.trim(), pageSize: 50 } }));
  }

  saveOpponent(id: number | null, version: number | null, draft: OpponentDraft) {
    const json = wire.opponentBody(draft);
    return id === null || version === null ? this.http.write({ method: 'POST', path: '/opponents', json }, wire.opponent) : this.http.write({ method: 'PUT', path: `/opponents/${id}`, json, version }, wire.opponent);
  }

  sendStatFile(gameId: number, file: Blob, options: StatFileOptions) {
    return this.statFile.send(gameId, file, options);
  }
}
