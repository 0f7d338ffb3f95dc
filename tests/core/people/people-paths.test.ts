import fc from 'fast-check';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  coachBioPath,
  coachesPath,
  coachingRecordsPath,
  historicalRosterPath,
  rosterBioPath,
  rosterPath,
  rosterPrintPath,
  sportStaffPath,
  staffBioPath,
  supportStaffBioPath,
} from '../../../core/people/people-paths';
import { fullName, personSlug } from '../../../core/people/person-slug';
import { routeByName } from '../../../core/routing/route-table';
import { isDepartmentSegment, staffDepartmentPath } from '../../../core/staff/staff-directory';

const name = fc.string({ maxLength: 20 });
const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}[a-z0-9]$/);
const id = fc.integer({ min: 1, max: 2_000_000 });
const season = fc.oneof(fc.integer({ min: 1990, max: 2040 }).map(String), fc.integer({ min: 1990, max: 2040 }).map((y) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`));

function params(route: string, path: string) {
  return matchPath({ path: routeByName(route)!.path, end: true }, path)?.params;
}

describe('personSlug', () => {
  it('is a non-empty lower-case hyphenated segment without leading, trailing or doubled hyphens', () => {
    fc.assert(
      fc.property(name, name, (first, last) => {
        const slug = personSlug(first, last);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });

  it('keeps the letters and digits of a plain name in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{1,10}$/), fc.stringMatching(/^[A-Za-z']{1,10}[A-Za-z]$/), (first, last) => {
        expect(personSlug(first, last)).toBe(`${first} ${last}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''));
      }),
    );
    expect(personSlug('Shaquille', "O'Neal")).toBe('shaquille-o-neal');
    expect(personSlug('José', 'Núñez')).toBe('jose-nunez');
  });

  it('gives the full name with single spaces', () => {
    fc.assert(
      fc.property(name, name, (first, last) => {
        expect(fullName({ first_name: first, last_name: last })).not.toMatch(/\s{2,}|^\s|\s$/);
      }),
    );
  });
});

describe('people paths match their spec 2.1 routes', () => {
  it('player, coach and support staff bios', () => {
    fc.assert(
      fc.property(slug, name, name, id, (sport, first, last, entry) => {
        const person = { first_name: first, last_name: last };
        expect(params('roster_bio', rosterBioPath(sport, { ...person, id: entry }))).toMatchObject({ slug: sport, rosterPlayerId: String(entry) });
        expect(params('coach_bio', coachBioPath(sport, { ...person, staff_id: entry }))).toMatchObject({ sportSlug: sport, coachId: String(entry) });
        expect(params('support_staff_bio', supportStaffBioPath(sport, { ...person, staff_id: entry }))).toMatchObject({ sportSlug: sport, supportStaffId: String(entry) });
      }),
    );
  });

  it('rosters, print views and coaches with or without a season', () => {
    fc.assert(
      fc.property(slug, fc.option(season, { nil: undefined }), (sport, chosen) => {
        expect(params('roster_list', rosterPath(sport, chosen))).toMatchObject({ slug: sport, season: chosen });
        expect(params('roster_list_print', rosterPrintPath(sport, chosen))).toMatchObject({ slug: sport, season: chosen });
        expect(params('coach_list', coachesPath(sport, chosen))).toMatchObject({ sportSlug: sport, season: chosen });
      }),
    );
  });

  it('coaching records, sport staff and historical rosters', () => {
    fc.assert(
      fc.property(slug, fc.constantFrom('year' as const, 'overall' as const), (sport, type) => {
        expect(params('coach_coaching_records', coachingRecordsPath(sport, type))).toMatchObject({ sportSlug: sport, type });
        expect(params('sport_staff', sportStaffPath(sport))).toMatchObject({ sportDepartment: sport });
        expect(params('historical_roster_sport', historicalRosterPath(sport))).toMatchObject({ globalSportNameSlug: sport });
      }),
    );
    expect(historicalRosterPath()).toBe('/historical-roster');
  });

  it('staff bios and departments, told apart by the -department suffix', () => {
    fc.assert(
      fc.property(name, name, id, slug, (first, last, member, department) => {
        const bio = params('staff_bio', staffBioPath({ first_name: first, last_name: last, id: member }))!;
        expect(bio.id).toBe(String(member));
        const page = params('staff_department', staffDepartmentPath({ id: member, slug: department, title: department }))!;
        expect(isDepartmentSegment(page.departmentSlug!)).toBe(true);
        expect(page.departmentSlug).toBe(`${department}-department`);
      }),
    );
  });
});
