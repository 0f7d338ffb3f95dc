import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bioParagraphs } from '../../../core/people/bio-text';
import { pageTitle } from '../../../core/people/page-title';
import { socialChannel, socialLabel, socialLinks } from '../../../core/people/social-links';
import { SOCIAL_ICON_CHANNELS } from '../../../core/constants';

describe('bioParagraphs', () => {
  it('keeps every non-blank line, trimmed, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 8 }), (lines) => {
        const paragraphs = bioParagraphs(lines.join('\n'));
        expect(paragraphs).toEqual(lines.map((line) => line.trim().replace(/\s+/g, ' ')).filter((line) => line !== ''));
        for (const paragraph of paragraphs) expect(paragraph).toBe(paragraph.trim());
      }),
    );
    expect(bioParagraphs(null)).toEqual([]);
  });
});

describe('pageTitle', () => {
  it('joins the non-empty parts with " - " without repeating a part twice in a row', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string({ maxLength: 10 }), { nil: undefined })), (parts) => {
        const title = pageTitle(...parts);
        const kept = parts.map((part) => (part ?? '').trim()).filter((part) => part !== '');
        if (kept.length === 0) expect(title).toBe('');
        for (const part of kept) expect(title).toContain(part);
      }),
    );
    expect(pageTitle('Owen Pham', '2026 Baseball Roster', null, 'Ridgemont')).toBe('Owen Pham - 2026 Baseball Roster - Ridgemont');
    expect(pageTitle('Staff', 'Staff', 'Site')).toBe('Staff - Site');
  });
});

describe('social links (spec 9 channels)', () => {
  const platform = fc.oneof(fc.constantFrom(...SOCIAL_ICON_CHANNELS).map((channel) => channel.toUpperCase()), fc.constantFrom('Twitter', 'LinkedIn', 'X', 'Myspace', ''));
  const url = fc.oneof(fc.webUrl(), fc.constantFrom('', 'javascript:alert(1)', 'ftp://x', null));

  it('keeps only spec 9 channels with a web address, one per channel', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ platformName: platform, url }), { maxLength: 10 }), (accounts) => {
        const links = socialLinks(accounts);
        const channels = links.map((link) => link.channel);
        expect(new Set(channels).size).toBe(channels.length);
        for (const link of links) {
          expect(SOCIAL_ICON_CHANNELS).toContain(link.channel);
          expect(link.url).toMatch(/^https?:\/\//i);
        }
      }),
    );
  });

  it('reads X as twitter and labels every channel', () => {
    expect(socialChannel('X')).toBe('twitter');
    expect(socialChannel('Myspace')).toBeUndefined();
    for (const channel of SOCIAL_ICON_CHANNELS) expect(socialLabel(channel)).not.toBe('');
  });
});
