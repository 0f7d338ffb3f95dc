import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameState } from '../../../core/games/game-state';
import { clockDirection, gameClockDisplay } from '../../../core/live/game-clock';
import { effectiveRules, livePeriodLabel, ordinal } from '../../../core/live/live-clock';
import type { LiveGame } from '../../../core/live/live-game';
import { defaultLiveRules, liveSportKind } from '../../../core/live/live-sport';
import { liveGameState, liveResultStatus, toLiveStats } from '../../../core/live/live-stats';
import { liveGameArb } from './live-game-arbitraries';

const withGame = (game: LiveGame, patch: Partial<LiveGame['Game']>): LiveGame => ({ ...game, Game: { ...game.Game, ...patch } });

describe('live clock and periods', () => {
  it('writes ordinals the English way', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th']);
  });

  it('labels the period by sport, overtime and completion', () => {
    fc.assert(
      fc.property(liveGameArb, fc.integer({ min: 1, max: 9 }), (game, period) => {
        const rules = effectiveRules(game);
        const complete = livePeriodLabel(withGame(game, { IsComplete: true, Period: period }));
        expect(complete.startsWith('Final')).toBe(true);
        expect(livePeriodLabel(withGame(game, { IsComplete: false, HasStarted: false, Period: period }))).toBe('');
        const live = livePeriodLabel(withGame(game, { IsComplete: false, HasStarted: true, Period: period }));
        expect(live).not.toBe('');
        if (rules.kind === 'baseball' || rules.kind === 'softball') expect(live).toMatch(/^(Top|Bot) \d+(st|nd|rd|th)$/);
        else if (rules.kind === 'volleyball') expect(live).toBe(`Set ${period}`);
        else if (period > rules.PeriodsRegulation && rules.ShowExtraPeriodsAsOT) expect(live).toMatch(/^\d*OT$/);
      }),
    );
  });

  it('uses the sport defaults where a document has no rules (live-stats-feed: basketball 4 x 10, 5-minute overtime)', () => {
    expect(defaultLiveRules('basketball', 'wbball')).toMatchObject({ PeriodsRegulation: 4, PeriodMinutes: 10, OTMinutes: 5, ClockDirection: 'Down' });
    expect(defaultLiveRules('basketball', 'mbball')).toMatchObject({ PeriodsRegulation: 2, PeriodMinutes: 20, PeriodName: 'Half' });
    expect(defaultLiveRules('hockey')).toMatchObject({ ClockDirection: 'Up', PeriodsRegulation: 3 });
    expect(defaultLiveRules('softball')).toMatchObject({ PeriodsRegulation: 7, ClockDirection: 'None' });
    expect(liveSportKind('wsoc')).toBe('soccer');
    expect(liveSportKind(null, 'FootballGame')).toBe('football');
    expect(liveSportKind('mgolf')).toBe('other');
  });

  it('shows a clock only while a timed game is under way', () => {
    fc.assert(
      fc.property(liveGameArb, (game) => {
        // One clock for the scoreboard and the game centre, in the one format fans read (7:42).
        const label = gameClockDisplay(game);
        if (!game.Game.HasStarted || game.Game.IsComplete || clockDirection(effectiveRules(game)) === 'none') expect(label).toBeNull();
        else expect(label).toMatch(/^(0|[1-9]\d*):[0-5]\d$/);
      }),
    );
  });
});

describe('live stats (spec 3) and the game state a document implies (spec 4)', () => {
  it('puts the school on the away side only when the location indicator is A', () => {
    fc.assert(
      fc.property(liveGameArb, fc.constantFrom('H', 'A', 'N'), (game, indicator) => {
        const stats = toLiveStats(game, indicator);
        const away = indicator === 'A';
        expect(stats.school).toEqual(away ? stats.away : stats.home);
        expect(stats.opponent).toEqual(away ? stats.home : stats.away);
        expect(stats.home.score).toBe(game.Game.HomeTeam.Score);
        expect(stats.away.period_scores).toEqual(game.Game.VisitingTeam.PeriodScores);
      }),
    );
  });

  it('maps complete to GameComplete, started to Live, and otherwise leaves the state alone', () => {
    fc.assert(
      fc.property(liveGameArb, (game) => {
        const state = liveGameState(game);
        if (game.Game.IsComplete) expect(state).toBe(GameState.GameComplete);
        else if (game.Game.HasStarted) expect(state).toBe(GameState.Live);
        else expect(state).toBeNull();
      }),
    );
  });

  it("gives the school's result from its own side's score once complete", () => {
    fc.assert(
      fc.property(liveGameArb, fc.constantFrom('H', 'A', 'N'), fc.nat(20), fc.nat(20), (game, indicator, home, away) => {
        const scored = withGame(game, { IsComplete: true, HomeTeam: { ...game.Game.HomeTeam, Score: home }, VisitingTeam: { ...game.Game.VisitingTeam, Score: away } });
        const [school, opponent] = indicator === 'A' ? [away, home] : [home, away];
        expect(liveResultStatus(scored, indicator)).toBe(school > opponent ? 'W' : school < opponent ? 'L' : 'T');
        expect(liveResultStatus(withGame(scored, { IsComplete: false }), indicator)).toBeNull();
      }),
    );
  });
});
