import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTE_PARAM_RULES, validateRoute } from '../../../core/routing/route-param-rules';
import { RouteName } from '../../../core/routing/route-names';
import { ROUTE_TABLE } from '../../../core/routing/route-table';

const idRoutes = Object.entries(ROUTE_PARAM_RULES).flatMap(([route, rules]) => Object.keys(rules).filter((p) => !['year', 'month', 'day'].includes(p)).map((param) => [route, param] as const));
const datedRoutes = [RouteName.Story, RouteName.HiddenStory, RouteName.Sportfile, RouteName.ProtectedSportfile, RouteName.HiddenSportfile];
const webPath = fc.array(fc.stringMatching(/^[a-z0-9.-]{1,8}$/), { maxLength: 5 }).map((parts) => `/${parts.join('/')}`);
const notAnId = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/^\d{1,10}$/.test(s));

describe('route validation (spec 5)', () => {
  it('names only parameters that the route pattern has', () => {
    for (const [name, rules] of Object.entries(ROUTE_PARAM_RULES)) {
      const route = ROUTE_TABLE.find((r) => r.name === name);
      expect(route, name).toBeDefined();
      for (const param of Object.keys(rules)) expect(route?.path, `${name}:${param}`).toMatch(new RegExp(`:${param}\\??(/|$)`));
    }
  });

  it('accepts integer content ids and fails anything else with 404 Page Not Found: {path}', () => {
    fc.assert(
      fc.property(fc.constantFrom(...idRoutes), fc.nat({ max: 2_000_000_000 }), notAnId, webPath, ([route, param], id, bad, path) => {
        expect(validateRoute(route, { [param]: String(id) }, path)).toBeUndefined();
        expect(validateRoute(route, { [param]: bad }, path)).toEqual({ status: 404, message: `Page Not Found: ${path}` });
      }),
    );
  });

  it('accepts real calendar parts in dated URLs and nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...datedRoutes), fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (route, year, month, day) => {
        const result = validateRoute(route, { year: String(year), month: String(month), day: String(day), story_slug: 'x' }, '/p');
        const valid = month >= 1 && month <= 12 && day >= 1 && day <= 31;
        expect(result === undefined).toBe(valid);
      }),
    );
    expect(validateRoute(RouteName.Sportfile, { year: 'football', month: '11', day: '3', filename: 'x' }, '/sports/football/11/3/x')?.status).toBe(404);
  });

  it('passes every route without rules, whatever its parameters', () => {
    const free = ROUTE_TABLE.map((r) => r.name).filter((name) => !Object.hasOwn(ROUTE_PARAM_RULES, name));
    fc.assert(
      fc.property(fc.constantFrom(...free), fc.dictionary(fc.string(), fc.string()), (route, params) => {
        expect(validateRoute(route, params, '/any')).toBeUndefined();
      }),
    );
  });
});
