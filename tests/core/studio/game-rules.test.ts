import { describe, expect, it } from 'vitest';
import { decisionFromScores, emptyGameDraft, GAME_MESSAGES, gameDraftErrors, gameIdParam, gameOutcomeText, gamePath, importRowErrors, isCalendarDate, resultFromDraft, schedulePath } from '../../../core/studio/schedule/game-rules';

describe("the schedule screens' own checks", () => {
  it('knows the days that exist and the 24-hour times', () => {
    expect(isCalendarDate('2026-09-05')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('9/5/2026')).toBe(false);
    const draft = { ...emptyGameDraft(3, null), date: '2026-02-30', time: '25:00' };
    expect(gameDraftErrors(draft)).toEqual({ date: GAME_MESSAGES.date, time: GAME_MESSAGES.time, opponentId: GAME_MESSAGES.opponent });
    expect(gameDraftErrors({ ...draft, date: '2026-09-05', time: '', eventTitle: 'Lakeview Invitational' })).toEqual({});
  });

  it('derives W, L or T from the scores, lets a chosen one stand only when the score agrees, and keeps the postscore', () => {
    expect(decisionFromScores('21', '14')).toBe('W');
    expect(decisionFromScores('0', '3')).toBe('L');
    expect(decisionFromScores('2', '2')).toBe('T');
    expect(decisionFromScores('2', '')).toBeNull();
    expect(resultFromDraft({ teamScore: ' 3 ', opponentScore: '2', decision: null, postscore: 'OT' })).toEqual({ result: { decision: 'W', teamScore: '3', opponentScore: '2', postscore: 'OT' } });
    expect(resultFromDraft({ teamScore: '3', opponentScore: '2', decision: 'L', postscore: '' })).toEqual({ errors: { decision: GAME_MESSAGES.decision } });
    expect(resultFromDraft({ teamScore: 'three', opponentScore: '', decision: 'W', postscore: '' })).toEqual({ errors: { teamScore: GAME_MESSAGES.score, opponentScore: GAME_MESSAGES.score } });
  });

  it("names a pasted table's rows in error in row order, apart from the other fields", () => {
    expect(importRowErrors({ 'rows.10': 'Row 10: no date', 'rows.2': 'Row 2: no opponent', table: 'Paste it' })).toEqual({
      rows: [
        { row: 2, message: 'Row 2: no opponent' },
        { row: 10, message: 'Row 10: no date' },
      ],
      other: ['Paste it'],
    });
  });

  it('says a game’s result, else its status with the spec’s label; reads and builds its addresses', () => {
    expect(gameOutcomeText({ live: false, status: 'scheduled', result: { decision: 'W', teamScore: '3', opponentScore: '2', postscore: 'OT' } })).toBe('W 3-2 (OT)');
    expect(gameOutcomeText({ live: false, status: 'canceled', result: null })).toBe('Canceled');
    expect(gameOutcomeText({ live: true, status: 'scheduled', result: null })).toBe('Live');
    expect(gameIdParam('new')).toBe('new');
    expect(gameIdParam('12')).toBe(12);
    expect(gameIdParam('0')).toBeNull();
    expect(gamePath('new', 3, 9)).toBe('/studio/schedule/new?sport=3&season=9');
    expect(gamePath(12)).toBe('/studio/schedule/12');
    expect(schedulePath(3)).toBe('/studio/schedule?sport=3');
    expect(schedulePath(null, 9)).toBe('/studio/schedule');
  });
});
