import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteDefinition, RouteLayout } from '../../core/routing/route-definition';
import { socialUrl, sportSocialLinks } from '../../ui/pages/sport-home/social-links';
import { errorText } from '../../ui/shell/error-text';
import { layoutOf, sportPageOf, type ShellMatch } from '../../ui/shell/route-layout';
import { themeStyle } from '../../ui/shell/theme-style';
import { football, footballPage } from './fixtures/shell-data';

function match(layout: RouteLayout | null, data: unknown = undefined): ShellMatch {
  if (layout === null) return { handle: undefined, data };
  const route: RouteDefinition = { name: 'x', path: '/x', layout, signIn: false, contentId: false, pageType: 'x' };
  return { handle: { route }, data };
}

describe('route layout', () => {
  const layouts = fc.constantFrom<RouteLayout | null>('default', 'full-width', 'full-screen', null);

  it('takes the layout of the deepest match that has one, else default', () => {
    fc.assert(
      fc.property(fc.array(layouts, { maxLength: 6 }), (chain) => {
        const declared = chain.filter((layout): layout is RouteLayout => layout !== null);
        expect(layoutOf(chain.map((layout) => match(layout)))).toBe(declared.at(-1) ?? 'default');
      }),
    );
  });

  it('finds the deepest sport page data among the matches', () => {
    const other = { ...footballPage, sport: { ...football, id: 99 } };
    expect(sportPageOf([match('default', { setup: null }), match('full-width', footballPage)])).toBe(footballPage);
    expect(sportPageOf([match(null, footballPage), match(null, other), match('default', { sport: 1 })])).toBe(other);
    expect(sportPageOf([match('default', { setup: null }), match(null, null)])).toBeUndefined();
  });
});

describe('theme style', () => {
  it('maps the four theme colours to custom properties and nothing without a theme', () => {
    expect(themeStyle(undefined)).toEqual({});
    expect(themeStyle({ primaryColor: '#123456', primaryTextColor: '#fff', secondaryColor: '#abcdef', secondaryTextColor: '#000' })).toEqual({
      '--color-primary': '#123456',
      '--color-primary-text': '#fff',
      '--color-secondary': '#abcdef',
      '--color-secondary-text': '#000',
    });
  });
});

describe('sport social links', () => {
  it('keeps full URLs and builds profile URLs from account names', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_]{1,20}$/), (name) => {
        expect(socialUrl('twitter', `@${name}`)).toBe(`https://x.com/${name}`);
        expect(socialUrl('facebook', ` ${name} `)).toBe(`https://www.facebook.com/${name}`);
        expect(socialUrl('youtube', `@${name}`)).toBe(`https://www.youtube.com/@${name}`);
        expect(socialUrl('instagram', `https://instagram.com/${name}`)).toBe(`https://instagram.com/${name}`);
      }),
    );
  });

  it('lists only the channels that are set, in a fixed order', () => {
    expect(sportSocialLinks(football).map((link) => link.channel)).toEqual(['facebook', 'twitter', 'instagram']);
    expect(sportSocialLinks({ ...football, facebook: '  ', twitter: null, instagram: null })).toEqual([]);
  });
});

describe('error text', () => {
  it('reads thrown errors, strings and other values', () => {
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText('plain')).toBe('plain');
    expect(errorText({ code: 7 })).toBe('{"code":7}');
  });
});
