import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playByPlay } from '../../../core/live/game-centre-plays';
import { liveGame, play, player } from './live-game-fixture';

const plays = fc.array(
  fc.record({
    id: fc.option(fc.constantFrom('a', 'b', 'c', 'd'), { nil: null }),
    home: fc.integer({ min: 0, max: 5 }),
    visiting: fc.integer({ min: 0, max: 5 }),
    clock: fc.option(fc.integer({ min: 0, max: 600 }), { nil: null }),
  }),
  { maxLength: 20 },
);

describe('playByPlay', () => {
  it('lists every play newest first with keys unique within the list', () => {
    fc.assert(
      fc.property(plays, (specs) => {
        let home = 0;
        let visiting = 0;
        const list = specs.map((spec, index) => {
          home += spec.home;
          visiting += spec.visiting;
          return play({ Id: spec.id, Narrative: `Play ${index}`, ClockSeconds: spec.clock, Score: { HomeTeam: home, VisitingTeam: visiting } });
        });
        const views = playByPlay(liveGame({}, { Plays: list }));
        expect(views.map((view) => view.narrative)).toEqual(list.map((_, index) => `Play ${index}`).reverse());
        expect(new Set(views.map((view) => view.key)).size).toBe(views.length);
        // A play scores exactly when the score moved.
        const oldestFirst = [...views].reverse();
        oldestFirst.forEach((view, index) => {
          const before = index === 0 ? { home: 0, visiting: 0 } : oldestFirst[index - 1]!.score!;
          expect(view.scoring).toBe(view.score!.home !== before.home || view.score!.visiting !== before.visiting);
        });
      }),
    );
  });

  it('falls back to the latest plays when the feed sends no full list, and describes plays without narrative', () => {
    const last = [play({ Id: '1', Type: 'SUBS', Player: player('HomeTeam', 'Ana', 'Diaz'), Team: 'HomeTeam', Period: 2, ClockSeconds: 65 })];
    const [view] = playByPlay(liveGame({ LastPlays: last }));
    expect(view).toMatchObject({ narrative: 'SUBS: Ana Diaz', side: 'HomeTeam', periodLabel: '2nd Quarter', clock: '1:05', score: null, scoring: false });
  });
});
