import { describe, expect, it } from 'vitest';
import { previewLinkTarget } from '../../../core/staff-access/preview-links';

describe('links on a staff preview', () => {
  it("keep a player's bio on next season's roster inside the preview", () => {
    expect(previewLinkTarget('hidden_roster_list', '/sports/mens-basketball/roster/jordan-lee/412')).toBe('/hidden/sports/mens-basketball/roster/jordan-lee/412');
    expect(previewLinkTarget('hidden_roster_list', '/sports/mens-basketball/roster/jordan-lee/412?view=grid')).toBe('/hidden/sports/mens-basketball/roster/jordan-lee/412?view=grid');
  });

  it('leave every other link public', () => {
    expect(previewLinkTarget('hidden_roster_list', '/sports/mens-basketball/schedule')).toBeNull();
    expect(previewLinkTarget('hidden_roster_list', 'https://example.edu/sports/mens-basketball/roster/jordan-lee/412')).toBeNull();
    expect(previewLinkTarget('hidden_roster_list', '//example.edu/sports/mens-basketball/roster/jordan-lee/412')).toBeNull();
    expect(previewLinkTarget('hidden_story', '/sports/mens-basketball/roster/jordan-lee/412')).toBeNull();
  });
});
