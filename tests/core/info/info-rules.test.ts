import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOCIAL_ICON_CHANNELS } from '../../../core/constants';
import type { Partner } from '../../../core/partners/partner';
import { mergePartners, partnerLink, sitePartners } from '../../../core/partners/partner-rules';
import { isWebAddress, socialLinkLabel, socialLinksFrom, withProfiles } from '../../../core/social-accounts/social-channels';
import { inPageAnchor, packagesBySport, priceFromText, splitTicketLinks, sportTicketLinks, telHref } from '../../../core/tickets/ticket-rules';
import type { TicketLink, TicketPackage } from '../../../core/tickets/ticketing';

describe('social channels (spec 9)', () => {
  it("keeps web-address profiles in the spec's channel order and drops the rest", () => {
    const profile = fc.oneof(
      fc.constant(null),
      fc.record({ username: fc.option(fc.stringMatching(/^@?[a-z]{1,8}$/), { nil: null }), url: fc.option(fc.constantFrom('https://x.example/a', '//x.example/b', 'javascript:alert(1)', 'name', ''), { nil: null }) }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...SOCIAL_ICON_CHANNELS, 'myspace', 'Facebook'), profile), (record) => {
        const links = socialLinksFrom(record);
        const order = links.map((link) => SOCIAL_ICON_CHANNELS.indexOf(link.channel));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        for (const link of links) {
          expect(isWebAddress(link.url)).toBe(true);
          expect(link.handle ?? '').not.toMatch(/^@/);
        }
        const expected = SOCIAL_ICON_CHANNELS.filter((channel) => {
          const key = Object.keys(record).find((name) => name.toLowerCase() === channel);
          const value = key === undefined ? null : record[key];
          return !!value && !!value.url && isWebAddress(value.url);
        });
        expect(links.map((link) => link.channel)).toEqual(expected);
      }),
    );
  });

  it("names a profile link by owner, network and handle, and drops accounts and groups with no profiles", () => {
    expect(socialLinkLabel('Ridgemont State Baseball', { channel: 'twitter', handle: 'RamsBASE', url: 'https://x.com/RamsBASE' })).toBe('Ridgemont State Baseball on X (Twitter) (@RamsBASE)');
    const groups = [
      { name: 'Teams', accounts: [{ name: 'A', title: null, sportId: 1, links: [] }] },
      { name: 'Official', accounts: [{ name: 'B', title: null, sportId: null, links: [{ channel: 'tiktok' as const, handle: null, url: 'https://t.example' }] }] },
    ];
    expect(withProfiles(groups).map((group) => group.name)).toEqual(['Official']);
  });
});

describe('ticket page rules', () => {
  const link = (url: string, title = url): TicketLink => ({ title, body: '', text: title, url, imageUrl: null });

  it('finds links into the tickets page itself', () => {
    expect(inPageAnchor('/tickets#groups')).toBe('groups');
    expect(inPageAnchor('#contact')).toBe('contact');
    expect(inPageAnchor('/tickets/#season-tickets')).toBe('season-tickets');
    expect(inPageAnchor('/facilities#x')).toBeUndefined();
    expect(inPageAnchor('/tickets')).toBeUndefined();
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/tickets#a', '/tickets#b', '/facilities', '//shop.example', '#a')), (urls) => {
        const split = splitTicketLinks(urls.map((url) => link(url)));
        expect(split.elsewhere.map((entry) => entry.url)).toEqual(urls.filter((url) => !url.includes('#')));
        expect(split.inPage.map((entry) => entry.anchor)).toEqual([...new Set(urls.filter((url) => url.includes('#')).map((url) => url.split('#')[1]))]);
      }),
    );
  });

  it('groups active packages by sport, season tickets before deposits', () => {
    const pack = fc.record({ kind: fc.constantFrom('season', 'deposit', 'parking'), sportId: fc.integer({ min: 1, max: 4 }), title: fc.string(), information: fc.constant(''), linkText: fc.constant('Buy'), url: fc.constant('//t'), active: fc.boolean() });
    fc.assert(
      fc.property(fc.array(pack), (packages: TicketPackage[]) => {
        const groups = packagesBySport(packages);
        const active = packages.filter((item) => item.active);
        expect(groups.flatMap((group) => group.packages)).toHaveLength(active.length);
        expect(groups.map((group) => group.sportId)).toEqual([...new Set(active.map((item) => item.sportId))]);
        const rank = (kind: string) => ['season', 'deposit'].indexOf(kind) === -1 ? 2 : ['season', 'deposit'].indexOf(kind);
        for (const group of groups) {
          expect(group.packages.every((item) => item.sportId === group.sportId && item.active)).toBe(true);
          const ranks = group.packages.map((item) => rank(item.kind));
          expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        }
      }),
    );
  });

  it('words prices and phone links', () => {
    expect(priceFromText(8, 'USD')).toBe('From $8');
    expect(priceFromText(12.5, 'USD')).toBe('From $12.50');
    expect(priceFromText(0, 'USD')).toBe('Free');
    expect(priceFromText(null, 'USD')).toBe('');
    expect(priceFromText(5, 'NOPE')).toBe('From $5');
    expect(telHref('(555) 010-2400')).toBe('tel:5550102400');
    expect(telHref('+1 555 010 2400')).toBe('tel:+15550102400');
  });

  it("lists only the sports whose ticket link leaves this page", () => {
    const sports = [
      { id: 1, title: 'Baseball', tickets: '/tickets' },
      { id: 2, title: 'Hockey', tickets: '//tickets.example/hockey' },
      { id: 3, title: 'Golf', tickets: null },
      { id: 4, title: 'Rowing', tickets: '/tickets#rowing' },
    ];
    expect(sportTicketLinks(sports)).toEqual([{ sportId: 2, title: 'Hockey', url: '//tickets.example/hockey' }]);
  });
});

describe('partners', () => {
  it("turns the settings' sponsor and partner logos into partners; '' and '#' are no link (spec 5)", () => {
    const identity = {
      sponsorLogo: { title: 'Community Bank', url: '//bank.example', image: '/sponsor.svg', open_in_new_window: true },
      partnerLogo: { title: 'College Sports', url: '#', image: null, open_in_new_window: false },
    };
    expect(sitePartners(identity)).toEqual([
      { name: 'Community Bank', url: '//bank.example', imageUrl: '/sponsor.svg', imageAlt: 'Community Bank', newWindow: true, role: 'Official sponsor' },
      { name: 'College Sports', url: null, imageUrl: null, imageAlt: 'College Sports', newWindow: false, role: 'College sports partner' },
    ]);
    expect(sitePartners(null)).toEqual([]);
    expect(partnerLink(' ')).toBeNull();
  });

  it('merges lists keeping the first of each name and link, in order', () => {
    const partner = fc.record({ name: fc.constantFrom('A', 'a', 'B', ' ', 'C'), url: fc.constantFrom(null, '//x', '//y'), imageUrl: fc.constant(null), imageAlt: fc.constant(null), newWindow: fc.boolean(), role: fc.constant('Partner') });
    fc.assert(
      fc.property(fc.array(partner), fc.array(partner), (a: Partner[], b: Partner[]) => {
        const merged = mergePartners(a, b);
        const keys = merged.map((item) => `${item.name.toLowerCase()}|${item.url}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(merged.every((item) => item.name.trim() !== '')).toBe(true);
        for (const item of [...a, ...b]) if (item.name.trim() !== '') expect(keys).toContain(`${item.name.toLowerCase()}|${item.url}`);
        expect(merged.every((item) => [...a, ...b].includes(item))).toBe(true);
      }),
    );
  });
});
