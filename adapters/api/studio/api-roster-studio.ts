import { coachBody, type CoachDraft } from '../../../core/studio/rosters/coach-draft';
import { playerBody, type PlayerDraft } from '../../../core/studio/rosters/player-draft';
import type { RosterSummary } from '../../../core/studio/rosters/roster';
import type { RosterExists, RosterStudioRepository } from '../../../core/studio/rosters/roster-studio-repository.port';
import type { WriteOutcome } from '../../../core/studio/studio-types';
import * as wire from './roster-mappers';
import { StudioHttp, type StudioCall, type StudioHttpOptions } from './studio-http';

const nothing = () => null;

/** The studio's rosters and people over /api/studio (contract/studio/rosters.ts). */
export class ApiRosterStudio implements RosterStudioRepository {
  private readonly http: StudioHttp;

  constructor(options: StudioHttpOptions | StudioHttp) {
    this.http = options instanceof StudioHttp ? options : new StudioHttp(options);
  }

  async rosters(sportId: number) {
    return wire.rosterList(await this.http.read({ path: '/rosters', query: { sportId } }));
  }

  async roster(id: number) {
    return wire.roster(await this.http.read({ path: `/rosters/${id}` }));
  }

  createRoster(sportId: number, year: number) {
    return this.unlessExists({ method: 'POST', path: '/rosters', json: { sportId, year } });
  }

  updateRoster(id: number, version: number, change: { title: string; note: string }) {
    return this.http.write({ method: 'PUT', path: `/rosters/${id}`, json: { title: change.title.trim(), note: change.note.trim() || null }, version }, wire.rosterSummary);
  }

  addPlayer(rosterId: number, draft: PlayerDraft) {
    return this.http.write({ method: 'POST', path: `/rosters/${rosterId}/players`, json: playerBody(draft) }, wire.rosterPlayer);
  }

  changePlayer(id: number, version: number, draft: PlayerDraft) {
    return this.http.write({ method: 'PUT', path: `/players/${id}`, json: playerBody(draft), version }, wire.rosterPlayer);
  }

  removePlayer(id: number, version: number) {
    return this.http.write({ method: 'DELETE', path: `/players/${id}`, version }, nothing);
  }

  nextSeason(rosterId: number) {
    return this.unlessExists({ method: 'POST', path: `/rosters/${rosterId}/next-season`, json: {} });
  }

  publish(id: number, version: number, makeCurrent: boolean) {
    return this.http.write({ method: 'POST', path: `/rosters/${id}/publish`, json: { makeCurrent }, version }, wire.rosterSummary);
  }

  async coaches(rosterId: number) {
    return wire.coachDirectory(await this.http.read({ path: '/coaches', query: { rosterId } }));
  }

  saveCoach(id: number | null, version: number | null, draft: CoachDraft, rosterId: number | null) {
    const json = coachBody(draft, rosterId);
    return id === null || version === null ? this.http.write({ method: 'POST', path: '/coaches', json }, wire.coach) : this.http.write({ method: 'PUT', path: `/coaches/${id}`, json, version }, wire.coach);
  }

  removeCoach(id: number, version: number) {
    return this.http.write({ method: 'DELETE', path: `/coaches/${id}`, version }, nothing);
  }

  /** A roster write whose 409 `roster_exists` names the roster already there. */
  private async unlessExists(call: StudioCall): Promise<WriteOutcome<RosterSummary> | RosterExists> {
    const answer = await this.http.call(call);
    if (answer.status === 409) {
      const error = (answer.body as { error?: Record<string, unknown> } | null)?.error ?? {};
      if (error.code === 'roster_exists') {
        const current = error.current as { id?: unknown } | undefined;
        const rosterId = [error.rosterId, current?.id].find((value): value is number => typeof value === 'number') ?? null;
        return { kind: 'exists', message: typeof error.message === 'string' ? error.message : 'That season’s roster is already there.', rosterId };
      }
    }
    return this.http.outcome(answer, wire.rosterSummary);
  }
}
