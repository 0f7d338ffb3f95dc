import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coachingRecordsType, newestSeasonsFirst, recordsOfCoach, recordText, type CoachingRecords } from '../../../core/staff/coaching-records';
import { departmentSegment, filterStaff, groupByDepartment, isDepartmentSegment, staffFilterFromQuery } from '../../../core/staff/staff-directory';
import { roleInSport, servesSport, type StaffDepartment, type StaffMember, type StaffRole } from '../../../core/staff/staff-member';

const departments: StaffDepartment[] = [
  { id: 1, title: 'Administration', slug: 'administration', sport_id: null },
  { id: 2, title: 'Communications', slug: 'communications', sport_id: null },
  { id: 3, title: 'Baseball', slug: 'baseball', sport_id: 10 },
];

const memberArb = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  first_name: fc.constantFrom('Sydney', 'Kayla', 'Owen', 'Ana'),
  last_name: fc.constantFrom('Rowe', 'Sullivan', 'Morrow', 'Lee'),
  title: fc.constantFrom('Director of Athletics', 'Head Coach', 'Assistant Coach', 'Athletic Trainer'),
  department: fc.constantFrom(...departments, { id: 9, title: 'Other', slug: 'other', sport_id: null }),
}).map((partial): StaffMember => ({ ...partial, email: null, phone: null, image: null, bio: null, social_links: [], alma_mater: null, tenure: null, start_year: null, roles: [] }));

describe('department segments (spec 2.1)', () => {
  it('a department segment ends in -department; a person slug does not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), (slug) => {
        expect(isDepartmentSegment(departmentSegment({ slug, title: slug }))).toBe(true);
      }),
    );
    expect(isDepartmentSegment('sydney-rowe')).toBe(false);
    expect(isDepartmentSegment('-department')).toBe(false);
    expect(departmentSegment({ slug: '', title: 'Ticket Office' })).toBe('ticket-office-department');
  });
});

describe('the staff directory', () => {
  it('groups members by department in the departments’ order, losing no one', () => {
    fc.assert(
      fc.property(fc.array(memberArb, { maxLength: 30 }), (members) => {
        const groups = groupByDepartment(members, departments);
        expect(groups.flatMap((group) => group.members)).toHaveLength(members.length);
        for (const group of groups) {
          expect(group.members.length).toBeGreaterThan(0);
          expect(group.members.every((member) => member.department.id === group.department.id)).toBe(true);
          expect(group.members).toEqual(members.filter((member) => member.department.id === group.department.id));
        }
        const order = groups.map((group) => group.department.id).filter((id) => id !== 9);
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });

  it('filters by department and by words of the name or title, in any case', () => {
    fc.assert(
      fc.property(fc.array(memberArb, { maxLength: 30 }), fc.option(fc.constantFrom(1, 2, 3), { nil: undefined }), fc.constantFrom('', 'coach', 'ROWE', 'head coach', 'sydney director', 'zzz'), (members, departmentId, text) => {
        const shown = filterStaff(members, { departmentId, text });
        for (const member of members) {
          const haystack = `${member.first_name} ${member.last_name} ${member.title}`.toLowerCase();
          const matches = (departmentId === undefined || member.department.id === departmentId) && text.toLowerCase().split(' ').filter(Boolean).every((word) => haystack.includes(word));
          expect(shown.includes(member)).toBe(matches);
        }
      }),
    );
  });

  it('reads the filter from the URL', () => {
    const params = new URLSearchParams('department=3&q=%20coach%20');
    expect(staffFilterFromQuery((name) => params.get(name))).toEqual({ departmentId: 3, text: 'coach' });
    expect(staffFilterFromQuery(() => 'x')).toEqual({ departmentId: undefined, text: 'x' });
    expect(staffFilterFromQuery(() => null)).toEqual({ departmentId: undefined, text: undefined });
  });
});

describe('staff in a sport', () => {
  const role = (sport_id: number, is_head_coach: boolean, title = 'Coach'): StaffRole => ({ sport_id, sport_title: 'S', sport_slug: 's', title, kind: 'coach', is_head_coach });

  it('serves a sport through its department or a roster role', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }), fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }), fc.integer({ min: 1, max: 5 }), (departmentSport, roleSports, sportId) => {
        const member = { department: { ...departments[0]!, sport_id: departmentSport }, roles: roleSports.map((id) => role(id, false)) };
        expect(servesSport(member, sportId)).toBe(departmentSport === sportId || roleSports.includes(sportId));
      }),
    );
  });

  it('prefers the head coach role in the sport', () => {
    expect(roleInSport({ roles: [role(1, false, 'Assistant'), role(1, true, 'Head Coach'), role(2, true)] }, 1)?.title).toBe('Head Coach');
    expect(roleInSport({ roles: [role(2, true)] }, 1)).toBeUndefined();
  });
});

describe('coaching records', () => {
  it("reads 'year' and 'overall' (any case) as the records page and anything else as a season", () => {
    expect(coachingRecordsType('year')).toBe('year');
    expect(coachingRecordsType('OVERALL')).toBe('overall');
    fc.assert(
      fc.property(fc.string().filter((text) => !['year', 'overall'].includes(text.trim().toLowerCase())), (text) => {
        expect(coachingRecordsType(text)).toBeUndefined();
      }),
    );
    expect(coachingRecordsType(undefined)).toBeUndefined();
  });

  it('writes a record as wins-losses, with ties only when there were some', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), fc.nat(5), (wins, losses, ties) => {
        const parts = recordText({ wins, losses, ties }).split('-').map(Number);
        expect(parts).toEqual(ties > 0 ? [wins, losses, ties] : [wins, losses]);
      }),
    );
  });

  it("picks a coach's seasons and career line by staff id", () => {
    const line = (staff_id: number | null, season: string) => ({ season, first_name: 'A', last_name: 'B', staff_id, overall: { wins: 1, losses: 0, ties: 0, percent: '1.000' }, conference: { wins: 0, losses: 0, ties: 0, percent: '.000' } });
    const records: CoachingRecords = {
      yearly: [line(null, '2012'), line(41, '2018'), line(41, '2019')],
      overall: [{ ...line(null, ''), seasons: 1, start_year: '2012', end_year: '2012' }, { ...line(41, ''), seasons: 2, start_year: '2018', end_year: '2019' }],
    };
    const own = recordsOfCoach(records, 41);
    expect(own.yearly.map((r) => r.season)).toEqual(['2018', '2019']);
    expect(own.career?.seasons).toBe(2);
    expect(recordsOfCoach(records, 7)).toEqual({ yearly: [], career: undefined });
    expect(newestSeasonsFirst(records.yearly).map((r) => r.season)).toEqual(['2019', '2018', '2012']);
  });
});
