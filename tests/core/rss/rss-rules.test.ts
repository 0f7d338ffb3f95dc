import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RssFeed } from '../../../core/rss/rss-feed';
import { orderedFeeds, subscribeUrl } from '../../../core/rss/rss-rules';

const feed = fc.record({ sport_id: fc.nat(20), title: fc.string(), url: fc.constantFrom('/api/v2/Rss/xml', '/rss/3.xml', 'https://feeds.example.com/x.xml') }) as fc.Arbitrary<RssFeed>;

describe('RSS feeds', () => {
  it('lists the all-sports feed first, then one feed per sport in the given order', () => {
    fc.assert(
      fc.property(fc.array(feed, { maxLength: 20 }), (feeds) => {
        const ordered = orderedFeeds(feeds);
        const ids = ordered.map((f) => f.sport_id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set(feeds.map((f) => f.sport_id)));
        if (ids.includes(0)) expect(ids[0]).toBe(0);
        const firstOf = (id: number) => feeds.findIndex((f) => f.sport_id === id);
        const rest = ids.filter((id) => id !== 0);
        for (let i = 1; i < rest.length; i += 1) expect(firstOf(rest[i - 1]!)).toBeLessThan(firstOf(rest[i]!));
      }),
    );
  });

  it("gives a feed reader an absolute address on the site's origin", () => {
    expect(subscribeUrl('https://rams.example.edu/', { url: '/api/v2/Rss/xml?sportId=4' })).toBe('https://rams.example.edu/api/v2/Rss/xml?sportId=4');
    expect(subscribeUrl('https://rams.example.edu', { url: 'https://feeds.example.com/x.xml' })).toBe('https://feeds.example.com/x.xml');
  });
});
