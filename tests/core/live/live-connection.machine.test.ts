import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  LIVE_BROWSER_RETRY_LIMIT_MS,
  LIVE_RECONNECT_BASE_MS,
  LIVE_RECONNECT_MAX_MS,
  liveConnectionMachine,
  reconnectDelay,
} from '../../../core/live/live-connection.machine';
import type { LiveStreamStatus } from '../../../core/live/live-stream.port';

function start() {
  const clock = new SimulatedClock();
  const log = { connects: 0, disconnects: 0, statuses: [] as LiveStreamStatus[] };
  const machine = liveConnectionMachine.provide({
    actions: {
      connect: () => {
        log.connects += 1;
      },
      disconnect: () => {
        log.disconnects += 1;
      },
      report: (_, params) => {
        log.statuses.push(params.status);
      },
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, log };
}

describe('reconnectDelay', () => {
  it('starts at the base, doubles, and never exceeds the cap', () => {
    expect([0, 1, 2, 3].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000]);
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10_000 }), (attempt) => {
        const delay = reconnectDelay(attempt);
        expect(delay).toBeGreaterThanOrEqual(LIVE_RECONNECT_BASE_MS);
        expect(delay).toBeLessThanOrEqual(LIVE_RECONNECT_MAX_MS);
        expect(reconnectDelay(attempt + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});

describe('liveConnectionMachine', () => {
  it('connects, opens, and reports each status', () => {
    const { actor, log } = start();
    expect(log).toMatchObject({ connects: 1, statuses: ['connecting'] });
    actor.send({ type: 'live.opened' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(log.statuses).toEqual(['connecting', 'open']);
  });

  it('waits with backoff after each failure, doubling, and starts over once open', () => {
    const { actor, clock, log } = start();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      actor.send({ type: 'live.failed' });
      expect(actor.getSnapshot().value).toBe('waiting');
      const connects = log.connects;
      clock.increment(reconnectDelay(attempt) - 1);
      expect(log.connects).toBe(connects);
      clock.increment(1);
      expect(log.connects).toBe(connects + 1);
      expect(actor.getSnapshot().value).toBe('connecting');
    }
    actor.send({ type: 'live.opened' });
    expect(actor.getSnapshot().context.attempt).toBe(0);
    actor.send({ type: 'live.failed' });
    clock.increment(LIVE_RECONNECT_BASE_MS);
    expect(actor.getSnapshot().value).toBe('connecting');
  });

  it("lets the browser retry on its own, and replaces its connection when that takes too long", () => {
    const { actor, clock, log } = start();
    actor.send({ type: 'live.opened' });
    actor.send({ type: 'live.interrupted' });
    expect(log.statuses.at(-1)).toBe('reconnecting');
    actor.send({ type: 'live.opened' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'live.interrupted' });
    const connects = log.connects;
    clock.increment(LIVE_BROWSER_RETRY_LIMIT_MS);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(log.disconnects).toBe(1);
    clock.increment(reconnectDelay(0));
    expect(log.connects).toBe(connects + 1);
  });

  it('goes offline with the device and reconnects at once when it is back', () => {
    const { actor, log } = start();
    actor.send({ type: 'live.opened' });
    actor.send({ type: 'live.offline' });
    expect(log.statuses.at(-1)).toBe('closed');
    expect(log.disconnects).toBe(1);
    actor.send({ type: 'live.online' });
    expect(log.connects).toBe(2);
    expect(actor.getSnapshot().value).toBe('connecting');
  });

  it('stops for good when the fan leaves, from any state', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('live.opened', 'live.interrupted', 'live.failed', 'live.offline', 'live.online') as fc.Arbitrary<'live.opened'>, { maxLength: 8 }), (events) => {
        const { actor, clock, log } = start();
        for (const type of events) actor.send({ type });
        actor.send({ type: 'live.stop' });
        expect(actor.getSnapshot().status).toBe('done');
        expect(log.statuses.at(-1)).toBe('closed');
        const connects = log.connects;
        clock.increment(LIVE_RECONNECT_MAX_MS * 2);
        expect(log.connects).toBe(connects);
      }),
    );
  });
});
