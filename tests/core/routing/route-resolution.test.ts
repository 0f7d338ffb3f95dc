import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsLabel } from '../../../core/analytics/analytics-labels';
import { pageTypeForPath } from '../../../core/analytics/page-types';
import { RouteName } from '../../../core/routing/route-names';
import { matchRoutePath, resolveRoute, ROUTE_SHAPES, routesSharingUrls } from '../../../core/routing/route-resolution';
import { ROUTE_TABLE, routeByName } from '../../../core/routing/route-table';

const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/);
const id = fc.integer({ min: 1, max: 2_000_000_000 }).map(String);
const season = fc.oneof(fc.integer({ min: 1990, max: 2040 }).map(String), fc.integer({ min: 1990, max: 2040 }).map((y) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`));
const recordsType = fc.constantFrom('year', 'overall', 'Year', 'OVERALL');
const personSlug = slug.filter((s) => !s.endsWith('-department'));
const departmentSlug = slug.map((s) => `${s}-department`);

const nameAt = (path: string) => resolveRoute(path)?.route.name;

describe('which route a URL means (spec 2.1)', () => {
  it('tells the coaching records (type year or overall) from a coach list season', () => {
    fc.assert(
      fc.property(slug, recordsType, season, (sport, type, year) => {
        expect(resolveRoute(`/sports/${sport}/coaches/${type}`)).toEqual({ route: routeByName(RouteName.CoachCoachingRecords), params: { sportSlug: sport, type } });
        expect(resolveRoute(`/sports/${sport}/coaches/${year}`)).toEqual({ route: routeByName(RouteName.CoachList), params: { sportSlug: sport, season: year } });
        expect(resolveRoute(`/sports/${sport}/coaches`)).toEqual({ route: routeByName(RouteName.CoachList), params: { sportSlug: sport } });
      }),
    );
  });

  it('tells a staff department (slug ending in -department) from a staff bio', () => {
    fc.assert(
      fc.property(departmentSlug, personSlug, id, (department, person, n) => {
        expect(resolveRoute(`/staff-directory/${department}/${n}`)).toEqual({ route: routeByName(RouteName.StaffDepartment), params: { departmentSlug: department, id: n } });
        expect(resolveRoute(`/staff-directory/${person}/${n}`)).toEqual({ route: routeByName(RouteName.StaffBio), params: { staffMemberSlug: person, id: n } });
      }),
    );
    expect(nameAt('/staff-directory/print')).toBe(RouteName.StaffListPrint);
    expect(nameAt('/staff-directory')).toBe(RouteName.StaffList);
  });

  it('gives each of those URLs its own page type and analytics label', () => {
    expect(pageTypeForPath('/sports/football/coaches/year')).toBe('coach coaching records');
    expect(pageTypeForPath('/sports/football/coaches/overall')).toBe('coach coaching records');
    expect(pageTypeForPath('/sports/football/coaches/2025')).toBe('coach list');
    expect(pageTypeForPath('/sports/football/coaches')).toBe('coach list');
    expect(pageTypeForPath('/staff-directory/athletics-communications-department/4')).toBe('staff list');
    expect(pageTypeForPath('/staff-directory/jordan-reyes/17')).toBe('staff bio');
    expect(analyticsLabel(pageTypeForPath('/staff-directory/jordan-reyes/17'))).toBe('staff bio');
    expect(pageTypeForPath('/')).toBe('homepage');
    expect(analyticsLabel(pageTypeForPath('/'))).toBe('home');
    expect(pageTypeForPath('/no/such/page')).toBe('');
    expect(analyticsLabel(pageTypeForPath('/no/such/page'))).toBe('unknown');
  });

  it('ranks static segments over parameters, as the data router does', () => {
    expect(nameAt('/sports/football/roster/print')).toBe(RouteName.RosterListPrint);
    expect(nameAt('/sports/football/roster/2025')).toBe(RouteName.RosterList);
    expect(nameAt('/sports/football/roster/jane-doe/12')).toBe(RouteName.RosterBio);
    expect(nameAt('/sports/football/roster/coaches/pat-lee/3')).toBe(RouteName.CoachBio);
    expect(nameAt('/sports/football/roster/staff/pat-lee/3')).toBe(RouteName.SupportStaffBio);
    expect(nameAt('/sports/2026/11/3/media-guide')).toBe(RouteName.Sportfile);
    expect(nameAt('/sports/football/stats/2025/pdf')).toBe(RouteName.StatsPdf);
    expect(nameAt('/sports/football/stats/2025')).toBe(RouteName.Cumestats);
    expect(nameAt('/sports/football/schedule/text')).toBe(RouteName.ScheduleText);
    expect(nameAt('/honors/hall-of-fame/jane-doe/12')).toBe(RouteName.HofBio);
    expect(nameAt('/honors')).toBe(RouteName.HofList);
    expect(nameAt('/documents/2026/football/media-guide.pdf')).toBe(RouteName.Document);
    expect(nameAt('/Sports/Football/')).toBe(RouteName.SportHome);
  });

  it('resolves every route of the table from a URL made of its own pattern', () => {
    const example = (name: string) => (name === 'type' ? 'year' : name.toLowerCase().includes('department') ? 'x-department' : name.endsWith('Id') || name === 'id' ? '7' : `${name.toLowerCase()}-x`);
    for (const route of ROUTE_TABLE) {
      const path = route.path.replace(/:([\w]+)\??/g, (_, name: string) => example(name)).replace('*', 'a/b.pdf');
      expect(resolveRoute(path)?.route.name, path).toBe(route.name);
    }
  });
});

describe('routes that match the same URLs', () => {
  it('are exactly the two pairs the spec tells apart by shape, and each of them has a shape rule', () => {
    const shared = ROUTE_TABLE.map((route) => routesSharingUrls(route).map((r) => r.name)).filter((group) => group.length > 1);
    expect(shared).toEqual([
      [RouteName.CoachList, RouteName.CoachCoachingRecords],
      [RouteName.CoachList, RouteName.CoachCoachingRecords],
      [RouteName.StaffDepartment, RouteName.StaffBio],
      [RouteName.StaffDepartment, RouteName.StaffBio],
    ]);
    for (const name of shared.flat()) expect(Object.hasOwn(ROUTE_SHAPES, name), name).toBe(true);
  });

  it('share layout and sign-in, which the router reads from the pattern it registered', () => {
    for (const route of ROUTE_TABLE) {
      for (const other of routesSharingUrls(route)) {
        expect({ layout: other.layout, signIn: other.signIn }).toEqual({ layout: route.layout, signIn: route.signIn });
      }
    }
  });
});

describe('matching a path pattern', () => {
  it('reads parameters, optional segments and the rest of a document path', () => {
    expect(matchRoutePath('/sports/:slug/roster/:season?', '/sports/football/roster')).toEqual({ slug: 'football' });
    expect(matchRoutePath('/sports/:slug/roster/:season?', '/sports/football/roster/2025/')).toEqual({ slug: 'football', season: '2025' });
    expect(matchRoutePath('/sports/:slug/roster/:season?', '/sports/football/roster/2025/x')).toBeUndefined();
    expect(matchRoutePath('/tags/:tagSlug/:sportSlug?', '/tags/rivalry%20week')).toEqual({ tagSlug: 'rivalry week' });
    expect(matchRoutePath('/documents/*', '/documents/2026/guide.pdf')).toEqual({ '*': '2026/guide.pdf' });
    expect(matchRoutePath('/', '/')).toEqual({});
    expect(matchRoutePath('/tags/:tagSlug', '/tags/%E0%A4%A')).toEqual({ tagSlug: '%E0%A4%A' });
  });
});
