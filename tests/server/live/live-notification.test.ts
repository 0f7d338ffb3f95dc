import { describe, expect, it } from 'vitest';
import { notificationPayload, type LiveNotification } from '../../../server/live/live-ingest';

/** #28: a live event's notification carries the event when PostgreSQL can take it (a payload under 8,000 bytes). */

const named: LiveNotification = { schema: 'public', origin: 'instance-a', tenantId: 1, gameId: 7, eventId: 42, scheduleChanged: false };

describe('the live notification payload', () => {
  it('carries a small delta whole, so other instances fan it out without reading the store', () => {
    const change = { delta: { game: { ClockSeconds: 312 } }, updatedAt: '2026-11-28T12:00:00.000Z' };
    expect(JSON.parse(notificationPayload({ ...named, change }))).toEqual({ ...named, change });
  });

  it('names the event only when the delta would not fit (a full box score at once)', () => {
    const change = { delta: { game: { Notes: 'x'.repeat(9_000) } as never }, updatedAt: '2026-11-28T12:00:00.000Z' };
    const payload = notificationPayload({ ...named, change });
    expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(JSON.parse(payload)).toEqual(named);
  });
});
