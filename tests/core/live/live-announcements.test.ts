import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreAnnouncement } from '../../../core/live/live-announcements';
import { liveChange, liveGame, withChange } from './live-game-fixture';

describe('scoreAnnouncement', () => {
  it('announces an update exactly when a score changed, never a clock or period change alone', () => {
    fc.assert(
      fc.property(liveChange, liveChange, (a, b) => {
        const before = withChange(liveGame(), a);
        const after = withChange(liveGame(), b);
        const announcement = scoreAnnouncement(before, after);
        const scoreChanged = a.home !== b.home || a.visiting !== b.visiting;
        expect(announcement !== null).toBe(scoreChanged);
        if (announcement) expect(announcement).toContain(`Lakeview ${b.visiting}, Ridgemont ${b.home}.`);
      }),
    );
  });

  it('says who scored when one team did', () => {
    const before = withChange(liveGame(), { home: 10, visiting: 8, clock: 300, period: 2 });
    expect(scoreAnnouncement(before, withChange(before, { home: 12, visiting: 8, clock: 280, period: 2 }))).toBe('Ridgemont scores. Lakeview 8, Ridgemont 12.');
    expect(scoreAnnouncement(before, withChange(before, { home: 10, visiting: 11, clock: 280, period: 2 }))).toBe('Lakeview scores. Lakeview 11, Ridgemont 10.');
  });

  it('does not announce the first state a fan receives', () => {
    fc.assert(
      fc.property(liveChange, (change) => {
        expect(scoreAnnouncement(null, withChange(liveGame(), change))).toBeNull();
      }),
    );
  });

  it('names teams without their rank prefix', () => {
    const before = liveGame({ VisitingTeam: { ...liveGame().Game.VisitingTeam, Name: '#7 Lakeview', Score: 0 } });
    const after = withChange(before, { home: 0, visiting: 2, clock: 500, period: 1 });
    expect(scoreAnnouncement(before, after)).toBe('Lakeview scores. Lakeview 2, Ridgemont 0.');
  });
});
