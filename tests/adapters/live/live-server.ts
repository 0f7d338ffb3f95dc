import type { AddressInfo } from 'node:net';
import type { LiveGame } from '../../../core/live/live-game';
import { buildApp } from '../../../server/app';
import { demoLiveToken } from '../../../server/live/live-tokens';
import { openTestStore, type TestStore } from '../../support/test-store';
import { testNow } from '../../support/test-clock';

export interface LiveTestServer {
  apiBase: string;
  /** GET JSON from the API as a school. */
  api<T>(path: string, tenant?: string): Promise<T>;
  /** A stat crew's PUT of a live game document, with the school's demo token. */
  ingest(gameId: number, document: LiveGame, tenant?: string): Promise<{ eventId: number; changed: boolean }>;
  close(): Promise<void>;
}

/** The real server on a seeded embedded store, listening on a free port. */
export async function startLiveServer(): Promise<LiveTestServer> {
  const store: TestStore = await openTestStore('pglite', null);
  const app = await buildApp({ database: store.database, now: testNow });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiBase = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v2`;
  return {
    apiBase,
    async api<T>(path: string, tenant = 'ridgemont') {
      const response = await fetch(`${apiBase}${path}`, { headers: { tenant } });
      return (await response.json()) as T;
    },
    async ingest(gameId, document, tenant = 'ridgemont') {
      const response = await fetch(`${apiBase}/live/games/${gameId}`, {
        method: 'PUT',
        headers: { tenant, authorization: `Bearer ${demoLiveToken(tenant)}`, 'content-type': 'application/json' },
        body: JSON.stringify(document),
      });
      if (!response.ok) throw new Error(`ingest failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as { eventId: number; changed: boolean };
    },
    async close() {
      await app.close();
      await store.dispose();
    },
  };
}

/** The document after a basket by the home team: its score, the play, the clock. */
export function withHomeBasket(game: LiveGame, points: number, narrative: string): LiveGame {
  const score = (game.Game.HomeTeam.Score ?? 0) + points;
  const play = {
    Id: `test-${narrative}`,
    Type: 'GOOD',
    Team: 'HomeTeam',
    Narrative: narrative,
    Context: null,
    Action: 'LAYUP',
    Period: game.Game.Period,
    ClockSeconds: Math.max(0, (game.Game.ClockSeconds ?? 300) - 7),
    Player: null,
    InvolvedPlayers: [],
    Coordinate: null,
    Score: { HomeTeam: score, VisitingTeam: game.Game.VisitingTeam.Score },
    Qualifiers: null,
  };
  return {
    ...game,
    Game: { ...game.Game, ClockSeconds: play.ClockSeconds, HomeTeam: { ...game.Game.HomeTeam, Score: score }, LastPlays: [...game.Game.LastPlays.slice(-4), play] },
    Plays: [...game.Plays, play],
  };
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
