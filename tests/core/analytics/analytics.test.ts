import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_LABEL_OVERRIDES, analyticsKey, analyticsLabel } from '../../../core/analytics/analytics-labels';
import { PAGE_TYPE_BY_ROUTE, pageTypeForRoute } from '../../../core/analytics/page-types';
import { imageSectionCode } from '../../../core/analytics/tracking-sections';
import { RouteName } from '../../../core/routing/route-names';
import { ROUTE_TABLE } from '../../../core/routing/route-table';

describe('page types', () => {
  it('are the route table’s page type for each route name', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROUTE_TABLE), (route) => {
        expect(pageTypeForRoute(route.name)).toBe(route.pageType);
        expect(PAGE_TYPE_BY_ROUTE[route.name]).toBe(route.pageType);
      }),
    );
    expect(pageTypeForRoute(RouteName.Home)).toBe('homepage');
    expect(pageTypeForRoute(RouteName.NotFound)).toBe('404');
  });

  it('are empty for unknown route names, which report as unknown', () => {
    const known = new Set(ROUTE_TABLE.map((route) => route.name));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('toString', '__proto__')).filter((name) => !known.has(name)), (name) => {
        expect(pageTypeForRoute(name)).toBe('');
        expect(analyticsLabel(pageTypeForRoute(name))).toBe('unknown');
      }),
    );
    expect(pageTypeForRoute(undefined)).toBe('');
    expect(pageTypeForRoute(null)).toBe('');
  });
});

describe('analytics labels', () => {
  it('renames the five special types and reports empty as unknown', () => {
    expect(analyticsLabel('home-page')).toBe('home');
    expect(analyticsLabel('story')).toBe('stories');
    expect(analyticsLabel('story-archives')).toBe('stories-archives');
    expect(analyticsLabel('photo-galleries')).toBe('photogallery');
    expect(analyticsLabel('schedule-signingday')).toBe('signingday');
    expect(analyticsLabel('')).toBe('unknown');
    expect(analyticsLabel(null)).toBe('unknown');
  });

  it("reports the home page's page type, homepage (spec 2.2), as home, however it is spelt", () => {
    expect(analyticsLabel(pageTypeForRoute(RouteName.Home))).toBe('home');
    for (const spelling of ['homepage', 'home-page', 'Home page', 'HOME_PAGE']) expect(analyticsLabel(spelling)).toBe('home');
    expect(analyticsLabel('Story')).toBe('stories');
    expect(analyticsLabel('story archives')).toBe('stories-archives');
  });

  it('leaves every other type unchanged', () => {
    const overridden = new Set(Object.keys(ANALYTICS_LABEL_OVERRIDES).map(analyticsKey));
    fc.assert(
      fc.property(fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom(...ROUTE_TABLE.map((route) => route.pageType))).filter((s) => !overridden.has(analyticsKey(s))), (type) => {
        expect(analyticsLabel(type)).toBe(type);
      }),
    );
  });
});

describe('tracking-tag image-section codes', () => {
  it('map football, softball, home page and signing day, whatever the spelling', () => {
    const spell = (words: string[]): fc.Arbitrary<string> =>
      fc.tuple(fc.constantFrom(' ', '-', '_', ''), fc.boolean()).map(([sep, upper]) => {
        const text = words.join(sep);
        return upper ? text.toUpperCase() : text;
      });
    fc.assert(
      fc.property(spell(['football']), spell(['softball']), spell(['home', 'page']), spell(['signing', 'day']), (f, s, h, d) => {
        expect(imageSectionCode(f)).toBe('mfootbl');
        expect(imageSectionCode(s)).toBe('wsoftbl');
        expect(imageSectionCode(h)).toBe('frontpage');
        expect(imageSectionCode(d)).toBe('signingday');
      }),
    );
  });

  it('gives ot for anything else', () => {
    const known = ['football', 'softball', 'homepage', 'signingday'];
    fc.assert(
      fc.property(fc.string().filter((s) => !known.includes(s.toLowerCase().replace(/[^a-z0-9]/g, ''))), (section) => {
        expect(imageSectionCode(section)).toBe('ot');
      }),
    );
    expect(imageSectionCode(undefined)).toBe('ot');
    expect(imageSectionCode('constructor')).toBe('ot');
  });
});
