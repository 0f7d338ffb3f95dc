import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffLiveGame } from '../../../core/live/live-delta';
import { foldLiveEvent } from '../../../core/live/live-event-fold';
import type { LiveGame } from '../../../core/live/live-game';
import type { LiveGameSnapshot } from '../../../core/live/live-game';
import type { LiveGameEvent } from '../../../core/live/live-stream.port';
import { liveChange, liveGame, withChange } from './live-game-fixture';

const GAME_ID = 256;

/** The stream a server would send for a run of documents: the state, then one delta per change. */
function streamOf(documents: LiveGame[]): LiveGameEvent[] {
  const [first, ...rest] = documents;
  const events: LiveGameEvent[] = [{ type: 'state', snapshot: { gameId: GAME_ID, eventId: 1, updatedAt: 't1', game: first! } }];
  rest.forEach((document, index) => {
    events.push({ type: 'delta', gameId: GAME_ID, eventId: index + 2, updatedAt: `t${index + 2}`, delta: diffLiveGame(documents[index]!, document) });
  });
  return events;
}

function fold(events: LiveGameEvent[]): LiveGameSnapshot | null {
  return events.reduce<LiveGameSnapshot | null>((current, event) => foldLiveEvent(current, event).snapshot, null);
}

const documents = fc.array(liveChange, { minLength: 1, maxLength: 12 }).map((changes) => changes.map((change) => withChange(liveGame(), change)));

describe('foldLiveEvent', () => {
  it('ends at the last document after the state and every delta', () => {
    fc.assert(
      fc.property(documents, (docs) => {
        const snapshot = fold(streamOf(docs));
        expect(snapshot?.game).toEqual(docs[docs.length - 1]);
        expect(snapshot?.eventId).toBe(docs.length);
      }),
    );
  });

  it('ignores events seen again after a resumed connection, so nothing is applied twice', () => {
    fc.assert(
      fc.property(documents, fc.array(fc.nat(), { maxLength: 6 }), (docs, replays) => {
        const events = streamOf(docs);
        // A reconnect may resend any stretch of events the fan already has.
        const withRepeats = events.flatMap((event, index) => {
          const repeats = replays.filter((at) => at % events.length === index).map(() => events.slice(Math.max(0, index - 2), index + 1));
          return [event, ...repeats.flat()];
        });
        expect(fold(withRepeats)).toEqual(fold(events));
      }),
    );
  });

  it('reports a gap instead of applying a delta that does not follow the state held', () => {
    fc.assert(
      fc.property(documents.filter((docs) => docs.length >= 3), (docs) => {
        const events = streamOf(docs);
        const state = foldLiveEvent(null, events[0]!).snapshot;
        const skipped = foldLiveEvent(state, events[2]!);
        expect(skipped.outcome).toBe('gap');
        expect(skipped.snapshot).toBe(state);
        expect(foldLiveEvent(null, events[1]!).outcome).toBe('gap');
      }),
    );
  });

  it('takes a newer full state over what it holds, but not an older one', () => {
    const a: LiveGameSnapshot = { gameId: GAME_ID, eventId: 5, updatedAt: 'a', game: liveGame() };
    const older: LiveGameEvent = { type: 'state', snapshot: { ...a, eventId: 3 } };
    const newer: LiveGameEvent = { type: 'state', snapshot: { ...a, eventId: 9 } };
    expect(foldLiveEvent(a, older)).toEqual({ snapshot: a, outcome: 'stale' });
    expect(foldLiveEvent(a, newer)).toEqual({ snapshot: newer.snapshot, outcome: 'applied' });
  });
});
