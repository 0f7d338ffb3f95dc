import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameCentreView, teamColor } from '../../../core/live/game-centre-view';
import { liveChange, liveGame, team, withChange } from './live-game-fixture';

describe('gameCentreView', () => {
  it('puts the school on the away side only for an away game (spec 3), visiting team first', () => {
    fc.assert(
      fc.property(fc.constantFrom('H', 'A', 'N'), liveChange, (han, change) => {
        const view = gameCentreView(withChange(liveGame(), change), { locationIndicator: han });
        const [visiting, home] = view.teams;
        expect(visiting.side).toBe('VisitingTeam');
        expect(home.side).toBe('HomeTeam');
        expect(home.isSchool).toBe(han !== 'A');
        expect(visiting.isSchool).toBe(han === 'A');
        expect(home.score).toBe(change.home);
        expect(visiting.score).toBe(change.visiting);
      }),
    );
  });

  it('has a line score cell per period played, regulation at least, totals equal to the scores', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }), { maxLength: 8 }),
        fc.array(fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 8 }),
        (homePeriods, visitingPeriods, period) => {
          const game = liveGame({ Period: period, HomeTeam: team({ Name: 'Ridgemont', Score: 50, PeriodScores: homePeriods }), VisitingTeam: team({ Name: 'Lakeview', Score: 47, PeriodScores: visitingPeriods }) });
          const { lineScore } = gameCentreView(game, { locationIndicator: 'H' });
          const count = Math.max(4, homePeriods.length, visitingPeriods.length, period);
          expect(lineScore.headings).toHaveLength(count);
          expect(lineScore.headings.slice(0, 4)).toEqual(['1', '2', '3', '4']);
          expect(lineScore.headings.slice(4)).toEqual(Array.from({ length: count - 4 }, (_, i) => (i === 0 ? 'OT' : `${i + 1}OT`)));
          const [visiting, home] = lineScore.rows;
          expect(home.periods).toEqual(Array.from({ length: count }, (_, i) => homePeriods[i] ?? null));
          expect(visiting.periods).toEqual(Array.from({ length: count }, (_, i) => visitingPeriods[i] ?? null));
          expect([visiting.total, home.total]).toEqual([47, 50]);
        },
      ),
    );
  });

  it('reads the rank out of the name and the record that fits the moment', () => {
    const game = liveGame({
      IsComplete: true,
      VisitingTeam: team({ Name: '#7 Lakeview', CurrentRecord: '5-2', PostgameRecord: '6-2' }),
      HomeTeam: team({ Name: 'Ridgemont', CurrentRecord: '4-3', PostgameRecord: null }),
    });
    const [visiting, home] = gameCentreView(game, { locationIndicator: 'H' }).teams;
    expect(visiting).toMatchObject({ name: 'Lakeview', rank: 7, record: '6-2' });
    expect(home).toMatchObject({ name: 'Ridgemont', rank: null, record: '4-3' });
  });

  it('gives the status and clock by sport', () => {
    const hockey = liveGame({ Type: 'HockeyGame', GlobalSportShortname: 'mhockey', PeriodsRegulation: 3, Period: 2, ClockSeconds: 754 });
    expect(gameCentreView(hockey, { locationIndicator: 'H' })).toMatchObject({ status: '2nd Period', clock: '12:34', kind: 'hockey' });
    const pregame = liveGame({ HasStarted: false, Period: 0 });
    expect(gameCentreView(pregame, { locationIndicator: 'H' })).toMatchObject({ status: 'Pregame', clock: null });
  });
});

describe('teamColor', () => {
  it('gives a CSS hex colour for a feed colour with or without #, and nothing for anything else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{6}$/), fc.boolean(), (hex, hash) => {
        expect(teamColor(`${hash ? '#' : ''}${hex}`)).toBe(`#${hex.toLowerCase()}`);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const color = teamColor(text);
        if (color !== null) expect(color).toMatch(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
      }),
    );
    expect(teamColor('red; background: url(x)')).toBeNull();
    expect(teamColor(null)).toBeNull();
  });
});
