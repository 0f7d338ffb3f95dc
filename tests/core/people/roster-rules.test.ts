import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { historicalRosterFilters, historicalRosterSearch, LAST_NAME_LETTERS, seasonList } from '../../../core/roster/historical-roster';
import { playerFacts, seasonsNewestFirst, type PlayerBio } from '../../../core/roster/player-bio';
import { coachesHeadFirst, shownPlayers, sortRosterMembers, type RosterMember, type RosterSeason, type RosterStaffEntry } from '../../../core/roster/roster';
import { DEFAULT_ROSTER_COLUMNS, NAME_FIELD, rosterCellValue, rosterColumns } from '../../../core/roster/roster-columns';
import { currentRosterSeason, findRosterSeason, newestFirst, resolveRosterSeason } from '../../../core/roster/roster-seasons';
import { ROSTER_COMPARATORS, ROSTER_SORT_OPTIONS } from '../../../core/roster/roster-sort';
import { DEFAULT_ROSTER_SORT, DEFAULT_ROSTER_VIEW, parseRosterSort, parseRosterView, rosterQuery, ROSTER_VIEWS } from '../../../core/roster/roster-view';
import { trackRosterLinks } from '../../../core/roster/track-rosters';
import type { Sport } from '../../../core/sports/sport';

const seasonArb = fc.record({
  roster_id: fc.integer({ min: 1, max: 10_000 }),
  title: fc.string({ maxLength: 10 }),
  year: fc.integer({ min: 2000, max: 2040 }),
  is_current: fc.boolean(),
  split: fc.boolean(),
}).map(({ split, ...season }): RosterSeason => ({ ...season, season: split ? `${season.year}-${String((season.year + 1) % 100).padStart(2, '0')}` : String(season.year) }));
const seasonsArb = fc.uniqueArray(seasonArb, { selector: (season) => season.year, maxLength: 6 });

const memberArb = fc.record({
  id: fc.integer({ min: 1, max: 100_000 }),
  first_name: fc.string({ maxLength: 8 }),
  last_name: fc.string({ maxLength: 8 }),
  uniform_number: fc.option(fc.integer({ min: 0, max: 99 }).map(String), { nil: null }),
  academic_year: fc.option(fc.constantFrom('Freshman', 'Sophomore', 'Junior', 'Senior', 'Redshirt Freshman', 'Graduate Student'), { nil: null }),
  hide: fc.boolean(),
}).map((partial): RosterMember => ({
  ...partial,
  player_id: partial.id,
  hometown: null,
  position: null,
  image: null,
  social_links: [],
  sport: null,
  height: null,
  weight: null,
  position_long: null,
  academic_year_short: null,
  high_school: null,
  previous_school: null,
  major: null,
  is_captain: false,
  custom1: null,
  hide_bio: false,
}));

describe('roster seasons (spec 2.2 roster guard)', () => {
  it('finds a season by its title or its first year, and nothing else', () => {
    fc.assert(
      fc.property(seasonsArb, (seasons) => {
        for (const season of seasons) {
          expect(findRosterSeason(seasons, season.season)).toBe(season);
          expect(findRosterSeason(seasons, String(season.year))?.year).toBe(season.year);
        }
        expect(findRosterSeason(seasons, '1999')).toBeUndefined();
        expect(findRosterSeason(seasons, 'coaches')).toBeUndefined();
      }),
    );
  });

  it('shows the current season without a segment, else the newest', () => {
    fc.assert(
      fc.property(seasonsArb, (seasons) => {
        const shown = resolveRosterSeason(seasons, undefined);
        if (seasons.length === 0) {
          expect(shown).toBeUndefined();
          return;
        }
        const current = seasons.find((season) => season.is_current);
        expect(shown).toBe(current ?? newestFirst(seasons)[0]);
        expect(currentRosterSeason(seasons)).toBe(shown);
      }),
    );
  });

  it('orders seasons newest first', () => {
    fc.assert(
      fc.property(seasonsArb, (seasons) => {
        const years = newestFirst(seasons).map((season) => season.year);
        expect(years).toEqual([...years].sort((a, b) => b - a));
      }),
    );
  });
});

describe('roster sort and view from the URL (spec 9)', () => {
  it('reads every sort option in any case, and falls back to jersey', () => {
    for (const option of ROSTER_SORT_OPTIONS) expect(parseRosterSort(option.toUpperCase())).toBe(option);
    fc.assert(
      fc.property(fc.string().filter((text) => !(ROSTER_SORT_OPTIONS as readonly string[]).includes(text.trim().toLowerCase())), (text) => {
        expect(parseRosterSort(text)).toBe(DEFAULT_ROSTER_SORT);
      }),
    );
  });

  it('round-trips sort and view through the query, leaving defaults out', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROSTER_SORT_OPTIONS), fc.constantFrom(...ROSTER_VIEWS), (sort, view) => {
        const params = new URLSearchParams(rosterQuery(sort, view));
        expect(parseRosterSort(params.get('sort'))).toBe(sort);
        expect(parseRosterView(params.get('view'))).toBe(view);
        expect(params.has('sort')).toBe(sort !== DEFAULT_ROSTER_SORT);
        expect(params.has('view')).toBe(view !== DEFAULT_ROSTER_VIEW);
      }),
    );
    expect(parseRosterView('list')).toBe('table');
    expect(parseRosterView(null)).toBe('compact');
    expect(parseRosterView(' GRID ')).toBe('grid');
  });

  it('sorts members with core/roster/roster-sort.ts, keeping the members themselves', () => {
    fc.assert(
      fc.property(fc.uniqueArray(memberArb, { maxLength: 20, selector: (member) => member.id }), fc.constantFrom(...ROSTER_SORT_OPTIONS), (members, option) => {
        const sorted = sortRosterMembers(members, option);
        expect([...sorted].sort((a, b) => a.id - b.id)).toEqual([...members].sort((a, b) => a.id - b.id));
        for (let i = 1; i < sorted.length; i += 1) expect(ROSTER_COMPARATORS[option](sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('leaves hidden players off and keeps the others in order', () => {
    fc.assert(
      fc.property(fc.array(memberArb, { maxLength: 20 }), (members) => {
        expect(shownPlayers(members)).toEqual(members.filter((member) => !member.hide));
      }),
    );
  });

  it('puts the head coach first, others in roster order', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 8 }), (heads) => {
        const coaches = heads.map((is_head_coach, staff_id) => ({ staff_id, is_head_coach }) as RosterStaffEntry);
        const ordered = coachesHeadFirst(coaches);
        expect(ordered.map((coach) => coach.staff_id)).toEqual([...coaches.filter((c) => c.is_head_coach), ...coaches.filter((c) => !c.is_head_coach)].map((coach) => coach.staff_id));
      }),
    );
  });
});

describe('roster columns', () => {
  const column = (field: string | null, print = true) => ({ title: field ?? '?', description: field ?? '?', field, print });

  it('keeps the known columns (and the name column even when it does not print)', () => {
    const columns = [column('jersey_number'), column(NAME_FIELD, false), column('rp_weight', false), column('unknown_field'), column(null)];
    expect(rosterColumns(columns).map((c) => c.field)).toEqual(['jersey_number', NAME_FIELD, 'rp_weight']);
    expect(rosterColumns(columns, { print: true }).map((c) => c.field)).toEqual(['jersey_number', NAME_FIELD]);
  });

  it('uses the default columns when the roster names none it can fill', () => {
    fc.assert(
      fc.property(fc.array(fc.string().map((field) => column(`x_${field}`))), (columns) => {
        expect(rosterColumns(columns)).toEqual(DEFAULT_ROSTER_COLUMNS);
      }),
    );
  });

  it('fills every default column from the member', () => {
    fc.assert(
      fc.property(memberArb, (member) => {
        expect(rosterCellValue(member, NAME_FIELD)).toBe(`${member.first_name} ${member.last_name}`.trim().replace(/\s+/g, ' '));
        expect(rosterCellValue(member, 'jersey_number')).toBe(member.uniform_number ?? '');
        expect(rosterCellValue(member, 'nope')).toBe('');
      }),
    );
  });
});

describe('player bios', () => {
  const bio = (partial: Partial<PlayerBio>): PlayerBio =>
    ({ id: 3, uniform_number: '4', position: 'OF', position_long: 'Outfielder', academic_year: 'Junior', height: '6-0', weight: '179', hometown: 'Des Moines, Iowa', high_school: 'DMHS', previous_school: null, major: null, facts: [], seasons: [], ...partial }) as PlayerBio;

  it('lists its own facts in order, then the school’s other facts, without repeats or empties', () => {
    const facts = playerFacts(bio({ facts: [{ label: 'Class', value: 'Junior' }, { label: 'Bats/Throws', value: 'L/R' }, { label: 'Empty', value: ' ' }] }));
    expect(facts).toEqual([
      { label: 'Jersey', value: '#4' },
      { label: 'Position', value: 'Outfielder' },
      { label: 'Class', value: 'Junior' },
      { label: 'Height', value: '6-0' },
      { label: 'Weight', value: '179 lbs' },
      { label: 'Hometown', value: 'Des Moines, Iowa' },
      { label: 'High School', value: 'DMHS' },
      { label: 'Bats/Throws', value: 'L/R' },
    ]);
    fc.assert(
      fc.property(fc.array(fc.record({ label: fc.string({ maxLength: 6 }), value: fc.string({ maxLength: 6 }) })), (extra) => {
        const labels = playerFacts(bio({ facts: extra })).map((fact) => fact.label.toLowerCase());
        expect(new Set(labels).size).toBe(labels.length);
      }),
    );
  });

  it('lists every season newest first', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2000, max: 2040 }), { maxLength: 6 }), (years) => {
        const seasons = years.map((year, index) => ({ roster_player_id: index + 1, year, season: String(year) }) as PlayerBio['seasons'][number]);
        const sorted = seasonsNewestFirst(seasons);
        expect([...sorted].sort((a, b) => a.roster_player_id - b.roster_player_id)).toEqual(seasons);
        expect(sorted.map((s) => s.year)).toEqual([...years].sort((a, b) => b - a));
      }),
    );
  });
});

describe('historical roster filters', () => {
  it('round-trips filters through the URL query', () => {
    fc.assert(
      fc.property(
        fc.option(fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/), { nil: undefined }),
        fc.option(fc.constantFrom(...LAST_NAME_LETTERS), { nil: undefined }),
        fc.option(fc.stringMatching(/^[A-Za-z][A-Za-z' ]{0,12}[A-Za-z]$/).map((text) => text.replace(/\s+/g, ' ')), { nil: undefined }),
        fc.integer({ min: 0, max: 500 }),
        (sport, lastNameStart, nameSearch, pageIndex) => {
          const filters = { sport, lastNameStart, nameSearch, pageIndex };
          const params = new URLSearchParams(historicalRosterSearch(filters));
          expect(historicalRosterFilters((name) => params.get(name))).toEqual(filters);
        },
      ),
    );
  });

  it('ignores a malformed letter, sport or page', () => {
    const params = new URLSearchParams('lastNameStart=AB&sport=%3Cx%3E&page=-2&nameSearch=%20%20');
    expect(historicalRosterFilters((name) => params.get(name))).toEqual({ sport: undefined, lastNameStart: undefined, nameSearch: undefined, pageIndex: 0 });
    expect(historicalRosterFilters((name) => (name === 'lastNameStart' ? 'b' : null)).lastNameStart).toBe('B');
  });

  it('splits the API seasons text', () => {
    expect(seasonList('2024-25, 2025-26,2026-27')).toEqual(['2024-25', '2025-26', '2026-27']);
    expect(seasonList('')).toEqual([]);
  });
});

describe('track roster links (spec 2.3)', () => {
  const sport = (slug: string, title: string) => ({ global_sport_name_slug: slug, title }) as Sport;
  const sports = [sport('mens-track-and-field', "Men's Track and Field"), sport('womens-track-and-field', "Women's Track and Field"), sport('football', 'Football')];

  it('links both track rosters from either, marking the current one', () => {
    expect(trackRosterLinks('mens-track-and-field', sports)).toEqual([
      { title: "Men's Track and Field", url: '/sports/mens-track-and-field/roster', current: true },
      { title: "Women's Track and Field", url: '/sports/womens-track-and-field/roster', current: false },
    ]);
  });

  it('shows nothing on other rosters and leaves out a missing sport', () => {
    expect(trackRosterLinks('football', sports)).toEqual([]);
    expect(trackRosterLinks('womens-track-and-field', sports.slice(1))).toEqual([{ title: "Women's Track and Field", url: '/sports/womens-track-and-field/roster', current: true }]);
  });
});
