import { describe, expect, it } from 'vitest';
import { ENDING_SOON_MS, noticesOnSite } from '../../../core/studio/notices/notices-on-site';
import type { NoticeState } from '../../../core/studio/notices/notice-rules';

const NOW = Date.parse('2026-12-06T18:00:00Z');
const notice = (id: number, title: string, state: NoticeState, endDate: string | null) => ({ id, version: 1, title, state, endDate });

describe('the notices on the site now (the studio dashboard)', () => {
  it('lists only what shows now, the soonest end first and the endless last, marks an end within three days, and counts the promotions that never end', () => {
    const { listed, standingPromotions } = noticesOnSite(
      {
        alert: [notice(1, 'Parking', 'showing', null), notice(2, 'Old', 'ended', '2026-12-01T00:00:00Z'), notice(3, 'Weather', 'showing', '2026-12-07T12:00:00Z')],
        splash: [notice(4, 'Later', 'scheduled', '2026-12-20T00:00:00Z'), notice(5, 'Hidden', 'off', null)],
        promotion: [notice(6, 'Season tickets', 'showing', '2026-12-31T00:00:00Z'), notice(7, 'Bowl trip', 'showing', new Date(NOW + ENDING_SOON_MS).toISOString()), notice(8, 'Team shop', 'showing', null), notice(9, 'Tickets', 'showing', null), notice(10, 'Old shop', 'off', null)],
      },
      NOW,
    );
    expect(listed.map(({ kind, title, endingSoon }) => [kind, title, endingSoon])).toEqual([
      ['alert', 'Weather', true],
      ['promotion', 'Bowl trip', true],
      ['promotion', 'Season tickets', false],
      ['alert', 'Parking', false],
    ]);
    expect(standingPromotions).toBe(2);
  });

  it('an end a minute past three days away is not soon', () => {
    const [only] = noticesOnSite({ alert: [notice(1, 'A', 'showing', new Date(NOW + ENDING_SOON_MS + 60_000).toISOString())], splash: [], promotion: [] }, NOW).listed;
    expect(only?.endingSoon).toBe(false);
  });
});
