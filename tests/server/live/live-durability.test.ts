import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { liveGameStateWire } from '../../../contract/live-events';
import { applyLiveDelta, type LiveDelta } from '../../../core/live/live-delta';
import type { LiveGame } from '../../../core/live/live-game';
import { buildApp } from '../../../server/app';
import { gameIds, simulatedDocuments } from './live-documents';
import { parseSse } from './sse-client';
import { testNow } from '../../support/test-clock';
import { openDataDirStore } from '../../support/test-store';


// DESIGN 8: what the ingest acknowledged survives a restart.
describe('live documents in the embedded store survive a restart', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-live-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the acknowledged state and continues the event ids where they stopped', async () => {
    const documents = simulatedDocuments('baseball', 21, 5);
    const headers = { tenant: 'ridgemont', authorization: 'Bearer demo-ridgemont-statcrew', 'content-type': 'application/json' };

    let database = await openDataDirStore(dataDir, true);
    let app = await buildApp({ database, now: testNow });
    const gameId = (await gameIds(database.db, 'ridgemont', 0))[0]!;
    for (const [index, document] of documents.slice(0, 4).entries()) {
      const response = await app.inject({ method: 'PUT', url: `/api/v2/live/games/${gameId}`, headers, payload: JSON.stringify(document) });
      expect(response.json()).toMatchObject({ eventId: index + 1, changed: true });
    }
    await app.close();
    await database.close();

    database = await openDataDirStore(dataDir, false);
    app = await buildApp({ database, now: testNow });
    try {
      const restored = liveGameStateWire.parse((await app.inject({ method: 'GET', url: `/api/v2/live/games/${gameId}`, headers: { tenant: 'ridgemont' } })).json());
      expect(restored.eventId).toBe(4);
      expect(restored.game).toEqual(JSON.parse(JSON.stringify(documents[3])));
      const next = await app.inject({ method: 'PUT', url: `/api/v2/live/games/${gameId}`, headers, payload: JSON.stringify(documents[4]) });
      expect(next.json()).toMatchObject({ eventId: 5, changed: true });
      // A fan who had event 2 before the restart resumes with 3, 4 and 5, and ends up with the latest state.
      const events = parseSse((await app.inject({ method: 'GET', url: `/api/v2/live/games/${gameId}/events`, headers: { tenant: 'ridgemont', 'last-event-id': '2' } })).body);
      expect(events.map((event) => event.id)).toEqual([3, 4, 5]);
      let held: LiveGame = JSON.parse(JSON.stringify(documents[1]));
      for (const event of events) held = applyLiveDelta(held, (event.data as { delta: LiveDelta }).delta);
      expect(held).toEqual(JSON.parse(JSON.stringify(documents[4])));
    } finally {
      await app.close();
      await database.close();
    }
  });
});
