import { describe, expect, it } from 'vitest';
import { LiveHub } from '../../../server/live/live-hub';
import { ScoreboardHub } from '../../../server/live/scoreboard-hub';
import type { Tenant } from '../../../server/tenants/tenant-directory';
import { fakeFan as fan } from '../live/fake-sse-response';

/** #28: at shutdown every fan is told to reconnect (an SSE retry hint) and its stream ends; a fan still joining too. */

const snapshot = { gameId: 7, eventId: 3, updatedAt: '2026-11-28T12:00:00Z', game: {} as never };

describe('live hubs at shutdown', () => {
  it('LiveHub.closeAll ends every stream after a retry hint of 250 to 1250 ms, counts them, and turns away a fan still joining', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const hub = new LiveHub({ snapshot: async (_tenant, gameId) => (gameId === 8 ? gate.then(() => snapshot) : snapshot), events: async () => [] });
    const [a, b, joining] = [fan(), fan(), fan()];
    await hub.subscribe(1, 7, a.stream, null);
    await hub.subscribe(1, 7, b.stream, 3);
    const late = hub.subscribe(1, 8, joining.stream, null);
    expect(hub.closeAll()).toBe(2);
    for (const { response } of [a, b]) {
      expect(response.ended).toBe(true);
      const retry = Number(/retry: (\d+)\n\n$/.exec(response.written)?.[1]);
      expect(retry).toBeGreaterThanOrEqual(250);
      expect(retry).toBeLessThanOrEqual(1250);
    }
    expect(a.response.written).toContain('event: state');
    release();
    await late;
    expect(joining.response.ended).toBe(true);
    expect(joining.response.written).toMatch(/retry: \d+\n\n$/);
    expect(hub.streamCount).toBe(0);
  });

  it('ScoreboardHub.closeAll does the same for the scoreboard fans', async () => {
    const hub = new ScoreboardHub({ list: async () => [], item: async () => null });
    const tenant = { id: 1 } as Tenant;
    const [a, joining] = [fan(), fan()];
    await hub.subscribe(tenant, a.stream);
    const late = hub.subscribe(tenant, joining.stream);
    expect(hub.closeAll()).toBe(1);
    await late;
    for (const { response } of [a, joining]) {
      expect(response.ended).toBe(true);
      expect(response.written).toMatch(/event: scoreboard[\s\S]*retry: \d+\n\n$/);
    }
  });
});
