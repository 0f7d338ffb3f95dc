import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../../core/routing/route-table';
import { fixedSitemapPaths, isCopyView, isListedRoute, robotsTxt, sportSitemapPaths } from '../../../core/seo/sitemap-rules';

describe('what a sitemap lists (route table, spec 2.1)', () => {
  it('lists public pages only: no staff preview, access-code page, print or text view, sign-in, search, splash or 404', () => {
    const listed = ROUTE_TABLE.filter(isListedRoute);
    expect(listed.some((route) => route.signIn || /^\/(hidden|protected)/.test(route.path) || isCopyView(route))).toBe(false);
    for (const name of ['login', 'NotFoundPage', 'Search', 'unsubscribed', 'splash', 'roster_list_print', 'schedule_text', 'schedule_print', 'staff_list_print', 'calendar_print', 'hidden_story']) {
      expect(listed.some((route) => route.name === name), name).toBe(false);
    }
    // A story is a page of its own, full screen or not.
    for (const name of ['story', 'roster_bio', 'game_center', 'sport_home']) expect(listed.some((route) => route.name === name), name).toBe(true);
  });

  it('fills the fixed pages without their optional segments, each once', () => {
    const paths = fixedSitemapPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/sports', '/archives', '/calendar', '/honors', '/galleries', '/staff-directory']));
    expect(paths.every((path) => !/[:*]/.test(path))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives each sport its home, schedule, roster, news, coaches, results and calendar pages", () => {
    expect(sportSitemapPaths('mens-soccer')).toEqual([
      '/sports/mens-soccer',
      '/sports/mens-soccer/schedule',
      '/sports/mens-soccer/roster',
      '/sports/mens-soccer/archives',
      '/sports/mens-soccer/coaches',
      '/sports/mens-soccer/results',
      '/sports/mens-soccer/calendar',
    ]);
  });

  it('keeps crawlers out of /hidden and /protected and names the sitemap on the same origin', () => {
    const lines = robotsTxt('https://rams.example.edu').split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /hidden/', 'Disallow: /protected/', 'Sitemap: https://rams.example.edu/sitemap.xml']));
  });
});
