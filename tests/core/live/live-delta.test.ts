import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLiveDelta, diffLiveGame, isEmptyLiveDelta, type LiveDelta } from '../../../core/live/live-delta';
import type { LiveGame } from '../../../core/live/live-game';
import { jsonEqual } from '../../../core/live/live-json';
import { evolutionArb, liveGameArb, playArb } from './live-game-arbitraries';

/** A delta as a fan receives it: through JSON (undefined sections vanish, nulls stay). */
const overTheWire = (delta: LiveDelta): LiveDelta => JSON.parse(JSON.stringify(delta)) as LiveDelta;
const plain = (game: LiveGame): unknown => JSON.parse(JSON.stringify(game));

/** Folds the deltas of consecutive documents onto the first one, as a fan does. */
function foldDeltas(documents: LiveGame[]): LiveGame {
  let state = documents[0]!;
  for (let index = 1; index < documents.length; index += 1) state = applyLiveDelta(state, overTheWire(diffLiveGame(documents[index - 1]!, documents[index]!)));
  return state;
}

describe('live deltas', () => {
  it('applying the stream of deltas to the first full state always gives the latest full state (random documents)', () => {
    fc.assert(
      fc.property(fc.array(liveGameArb, { minLength: 1, maxLength: 6 }), (documents) => {
        expect(plain(foldDeltas(documents))).toEqual(plain(documents[documents.length - 1]!));
      }),
      { numRuns: 300 },
    );
  });

  it('holds over documents that evolve the way a stat crew sends them', () => {
    fc.assert(
      fc.property(liveGameArb, fc.array(evolutionArb, { minLength: 1, maxLength: 20 }), (first, changes) => {
        const documents = changes.reduce<LiveGame[]>((list, change) => [...list, change(list[list.length - 1]!)], [first]);
        expect(plain(foldDeltas(documents))).toEqual(plain(documents[documents.length - 1]!));
      }),
      { numRuns: 300 },
    );
  });

  it('is empty exactly when nothing changed, and never touches the state it is applied to', () => {
    fc.assert(
      fc.property(liveGameArb, liveGameArb, (a, b) => {
        const before = JSON.stringify(a);
        const delta = diffLiveGame(a, b);
        applyLiveDelta(a, delta);
        expect(JSON.stringify(a)).toBe(before);
        expect(isEmptyLiveDelta(delta)).toBe(jsonEqual(a, b));
        expect(isEmptyLiveDelta(diffLiveGame(a, structuredClone(a)))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('sends only the new plays when plays are appended, and the scores that changed', () => {
    fc.assert(
      fc.property(liveGameArb, fc.array(playArb, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 5 }), (game, added, points) => {
        const next: LiveGame = { ...game, Plays: [...game.Plays, ...added], Game: { ...game.Game, HomeTeam: { ...game.Game.HomeTeam, Score: (game.Game.HomeTeam.Score ?? 0) + points } } };
        const delta = diffLiveGame(game, next);
        expect(delta.plays).toEqual({ keep: game.Plays.length, append: added });
        expect(delta.homeTeam).toEqual({ Score: next.Game.HomeTeam.Score });
        expect(delta.visitingTeam).toBeUndefined();
        expect(delta.game).toBeUndefined();
      }),
    );
  });

  it("sends only the rows of a stat group that changed, and slides the last plays", () => {
    fc.assert(
      fc.property(liveGameArb, fc.array(fc.dictionary(fc.constantFrom('PTS', 'REB'), fc.constantFrom('1', '2')), { minLength: 1, maxLength: 6 }), fc.nat(), playArb, (game, rows, pick, play) => {
        const group = { Title: 'Box Score', Key: { PTS: 'PTS' }, Descriptors: {}, Values: rows };
        const before: LiveGame = { ...game, Stats: { HomeTeam: { TopPerformer: null, Players: [], PlayerGroups: { Box: group }, Totals: null, PeriodStats: [] }, VisitingTeam: null } };
        const index = pick % rows.length;
        const changed = rows.map((row, at) => (at === index ? { ...row, PTS: `${row.PTS ?? ''}9` } : row));
        const last = before.Game.LastPlays;
        const after: LiveGame = { ...before, Game: { ...before.Game, LastPlays: [...last.slice(1), play] }, Stats: { HomeTeam: { ...before.Stats!.HomeTeam!, PlayerGroups: { Box: { ...group, Values: changed } } }, VisitingTeam: null } };
        const delta = diffLiveGame(before, after);
        expect(delta.stats?.HomeTeam?.PlayerGroups).toEqual({ patch: { Box: { Values: { length: rows.length, rows: { [index]: changed[index] } } } } });
        expect(delta.lastPlays?.append.at(-1)).toEqual(play);
        expect(delta.lastPlays!.append.length).toBeLessThanOrEqual(last.length === 0 ? 1 : Math.max(1, last.length));
        expect(plain(applyLiveDelta(before, overTheWire(delta)))).toEqual(plain(after));
      }),
    );
  });

  it('never writes to a prototype, whatever the map keys', () => {
    fc.assert(
      fc.property(liveGameArb, liveGameArb, (a, b) => {
        applyLiveDelta(a, overTheWire(diffLiveGame(a, b)));
        expect(({} as Record<string, unknown>).Title).toBeUndefined();
        expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'Values')).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
