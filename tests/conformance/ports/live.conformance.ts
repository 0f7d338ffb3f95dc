import { describe, expect, it } from 'vitest';
import type { LiveScoreboardEvent } from '../../../core/live/live-scoreboard-stream.port';
import type { LiveGameEvent, LiveStreamStatus } from '../../../core/live/live-stream.port';
import { itDegrades, type ConformanceContext } from '../conformance-context';
import type { AdapterSet } from '../adapter-set';

/** Waits for a pushed condition (streams have no answer to await). */
async function eventually(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The first scoreboard the stream pushes: every game under way. */
async function firstScoreboard(set: AdapterSet): Promise<{ event: LiveScoreboardEvent; statuses: LiveStreamStatus[] }> {
  const events: LiveScoreboardEvent[] = [];
  const statuses: LiveStreamStatus[] = [];
  const stop = set.liveScoreboard.subscribe((event) => events.push(event), (status) => statuses.push(status));
  try {
    await eventually(() => events.length > 0, 'the scoreboard');
    return { event: events[0]!, statuses };
  } finally {
    stop();
  }
}

/** The live streams: the scoreboard of games under way, and one game's state and changes. */
export function liveConformance(context: ConformanceContext): void {
  describe('LiveScoreboardStream', () => {
    it('pushes the whole list of games under way first, each a game of the school, once open', async () => {
      const set = context.set();
      const { event, statuses } = await firstScoreboard(set);
      if (event.type !== 'scoreboard') throw new Error(`expected the whole scoreboard first, got ${event.type}`);
      expect(event.items.length).toBeGreaterThan(0);
      expect(new Set(event.items.map((item) => item.id)).size).toBe(event.items.length);
      for (const item of event.items.slice(0, 3)) expect((await set.gameCentre.game(item.id))?.game.id).toBe(item.id);
      expect(statuses.slice(0, 2)).toEqual(['connecting', 'open']);
    });

    it('lists, read once, the games under way its first push lists (what a page rendered on the server shows)', async () => {
      const set = context.set();
      const { event } = await firstScoreboard(set);
      const pushed = event.type === 'scoreboard' ? event.items : [];
      const read = await set.gameCentre.gamesUnderWay();
      expect(read.map((item) => item.id).sort()).toEqual(pushed.map((item) => item.id).sort());
      expect(read.length).toBeGreaterThan(0);
    });
  });

  describe('LiveGameStream', () => {
    it('pushes a game’s whole state first, the state the game centre reads', async () => {
      const set = context.set();
      const { event } = await firstScoreboard(set);
      const items = event.type === 'scoreboard' ? event.items : [];
      let gameId: number | undefined;
      for (const item of items) if (!gameId && (await set.gameCentre.liveState(item.id))) gameId = item.id;
      expect(gameId).toBeDefined();
      const events: LiveGameEvent[] = [];
      const stop = set.liveGames.subscribe(gameId!, (pushed) => events.push(pushed), () => {});
      try {
        await eventually(() => events.length > 0, 'the state');
      } finally {
        stop();
      }
      const first = events[0]!;
      if (first.type !== 'state') throw new Error(`expected the state first, got ${first.type}`);
      const read = await set.gameCentre.liveState(gameId!);
      expect(first.snapshot).toMatchObject({ gameId, eventId: read!.eventId });
    });
  });

  itDegrades(context, async ({ liveScoreboard, liveGames }) => {
    const events: unknown[] = [];
    const statuses: LiveStreamStatus[][] = [[], []];
    const stops = [
      liveScoreboard.subscribe((event) => events.push(event), (status) => statuses[0]!.push(status)),
      liveGames.subscribe(1, (event) => events.push(event), (status) => statuses[1]!.push(status)),
    ];
    try {
      // Each stream says it is not live (reconnecting or closed) instead of throwing, and pushes nothing.
      await eventually(() => statuses.every((seen) => seen.some((status) => status === 'reconnecting' || status === 'closed')), 'a stream that is not live');
    } finally {
      for (const stop of stops) stop();
    }
    expect(events).toEqual([]);
    expect(statuses.flat()).not.toContain('open');
  });
}
