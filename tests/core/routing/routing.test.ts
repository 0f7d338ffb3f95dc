import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentSportFromRoute, sportSlugFromParams } from '../../../core/routing/current-sport';
import { isFullPageRedirect } from '../../../core/routing/redirects';
import { RouteName } from '../../../core/routing/route-names';
import { ROUTE_TABLE } from '../../../core/routing/route-table';
import { NOT_FOUND_PATH, NOT_FOUND_TEXT, routeValidationError } from '../../../core/routing/route-validation';
import type { Sport } from '../../../core/sports/sport';
import { sport as sportFixture } from '../../support/sport-fixture';

const sport = (id: number, slug: string, shortname: string): Sport => sportFixture({ id, title: `Sport ${id}`, global_sport_name_slug: slug, shortname, global_sport_id: null });

const SPORTS: Sport[] = [
  sport(1, 'football', 'football'),
  sport(2, 'mens-basketball', 'mbball'),
  sport(3, 'womens-basketball', 'wbball'),
  sport(4, 'softball', 'softball'),
];

const slugOrShort = fc.constantFrom(...SPORTS.flatMap((s) => [s.global_sport_name_slug, s.shortname]), 'unknown', 'MBBALL');
const paramName = fc.constantFrom('sportSlug', 'slug', 'globalSportNameSlug');

describe('current sport from the route', () => {
  it('matches the sport parameter against global name slug or short name', () => {
    fc.assert(
      fc.property(paramName, slugOrShort, (name, value) => {
        const found = currentSportFromRoute({ [name]: value }, SPORTS, RouteName.Schedule, []);
        const lower = value.toLowerCase();
        const expected =
          SPORTS.find((s) => s.global_sport_name_slug === lower) ?? SPORTS.find((s) => s.shortname === lower);
        expect(found).toBe(expected);
      }),
    );
  });

  it('reads sportSlug, then slug, then globalSportNameSlug', () => {
    expect(sportSlugFromParams({ globalSportNameSlug: 'c', slug: 'b', sportSlug: 'a' })).toBe('a');
    expect(sportSlugFromParams({ globalSportNameSlug: 'c', slug: 'b' })).toBe('b');
    expect(sportSlugFromParams({ globalSportNameSlug: 'c' })).toBe('c');
    expect(sportSlugFromParams({ id: '4' })).toBeUndefined();
    expect(currentSportFromRoute({}, SPORTS, RouteName.Home)).toBeUndefined();
  });

  it('gives no sport on routes of the manual list', () => {
    fc.assert(
      fc.property(paramName, slugOrShort, fc.constantFrom(...Object.values(RouteName)), (name, value, route) => {
        expect(currentSportFromRoute({ [name]: value }, SPORTS, route, [route])).toBeUndefined();
      }),
    );
  });
});

describe('route validation error', () => {
  it('is a 404 with the path unless a custom status is given', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.option(fc.integer({ min: 400, max: 599 }), { nil: undefined }), (path, status) => {
        expect(routeValidationError(path, status)).toEqual({ status: status ?? 404, message: `Page Not Found: ${path}` });
      }),
    );
    expect(NOT_FOUND_PATH).toBe('/404');
    expect(NOT_FOUND_TEXT).toBe('Page not found');
  });
});

describe('full page redirects', () => {
  it('load the page fully for targets with a protocol or relative to the host, not for paths', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(isFullPageRedirect(url)).toBe(true);
        expect(isFullPageRedirect(url.replace(/^https?:/, ''))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.webPath().filter((p) => !p.startsWith('//')), (path) => {
        expect(isFullPageRedirect(path.startsWith('/') ? path : `/${path}`)).toBe(false);
      }),
    );
  });
});

describe('route names', () => {
  it('are unique and name exactly the routes of the route table', () => {
    const names = Object.values(RouteName);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(ROUTE_TABLE.map((route) => route.name).sort());
  });
});
