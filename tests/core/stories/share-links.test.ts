import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareLinks } from '../../../core/stories/share-links';

describe('share links of a story', () => {
  it("carry the page url and title, encoded, to each network's share page and to email", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string(), (url, title) => {
        const links = shareLinks(url, title);
        expect(links.map((link) => link.channel)).toEqual(['facebook', 'twitter', 'linkedin', 'email']);
        for (const link of links) {
          const parsed = new URL(link.href);
          expect(['https:', 'mailto:']).toContain(parsed.protocol);
          const values = [...parsed.searchParams.values()];
          expect(values).toContain(url);
          expect(link.label.length).toBeGreaterThan(0);
        }
        expect(new URL(links[1]!.href).searchParams.get('text')).toBe(title);
        expect(new URL(links[3]!.href).searchParams.get('subject')).toBe(title);
      }),
    );
  });
});
