import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_LINK_REL,
  EXTERNAL_PAGE_PATH_PREFIXES,
  TRACK_ROSTER_LINKS,
  hasProtocol,
  isExternalLink,
  isExternalPagePath,
  isInternalLink,
  linkAttributes,
} from '../../../core/navigation/links';

const path = fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`));

describe('internal and external links', () => {
  it('paths starting with a single / are internal and not external', () => {
    fc.assert(
      fc.property(path.filter((p) => !p.startsWith('//')), (p) => {
        expect(isInternalLink(p)).toBe(true);
        expect(isExternalLink(p)).toBe(false);
      }),
    );
  });

  it('protocol-relative and absolute urls are external and not internal', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const relative = url.replace(/^https?:/, '');
        for (const link of [url, relative]) {
          expect(isExternalLink(link)).toBe(true);
          expect(isInternalLink(link)).toBe(false);
        }
      }),
    );
    expect(isExternalLink('mailto:a@b.example')).toBe(true);
    expect(hasProtocol('tel:+15550100')).toBe(true);
  });

  it('links on the manual external list are external', () => {
    fc.assert(
      fc.property(path, fc.array(path), (p, others) => {
        expect(isExternalLink(p, [...others, p])).toBe(true);
      }),
    );
  });

  it('external links (or new-window ones) get the safe rel and a new window; internal ones nothing', () => {
    expect(EXTERNAL_LINK_REL).toBe('noopener noreferrer');
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), path), fc.boolean(), (url, openInNewWindow) => {
        const attrs = linkAttributes(url, { openInNewWindow });
        const external = isExternalLink(url);
        expect(attrs.external).toBe(external);
        if (external || openInNewWindow) expect(attrs).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
        else expect(attrs).toEqual({ external: false });
      }),
    );
    expect(linkAttributes('/tickets')).toEqual({ external: false });
  });
});

describe('external page paths', () => {
  it('lists the spec 2.2 prefixes', () => {
    expect(EXTERNAL_PAGE_PATH_PREFIXES).toEqual([
      '/watch',
      '/galleries',
      '/tournament-experience/',
      '/gameday/',
      '/signingday/',
      '/feature/',
      '/services/',
      '/showcase',
      '/sidearmstats/',
    ]);
  });

  it('a path is external exactly when it starts with one of the prefixes, in any case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EXTERNAL_PAGE_PATH_PREFIXES), fc.webPath(), fc.boolean(), (prefix, rest, upper) => {
        const p = `${prefix}${rest}`;
        expect(isExternalPagePath(upper ? p.toUpperCase() : p)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(path, (p) => {
        expect(isExternalPagePath(p)).toBe(EXTERNAL_PAGE_PATH_PREFIXES.some((prefix) => p.toLowerCase().startsWith(prefix)));
      }),
    );
    expect(isExternalPagePath('/gameday')).toBe(false);
    expect(isExternalPagePath('/sports/football')).toBe(false);
  });

  it('keeps the fixed track roster links', () => {
    expect(TRACK_ROSTER_LINKS).toEqual(['/sports/mens-track-and-field/roster', '/sports/womens-track-and-field/roster']);
  });
});
