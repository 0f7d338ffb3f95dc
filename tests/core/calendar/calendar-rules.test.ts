import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../../../core/calendar/calendar';
import {
  calendarPrintPath,
  calendarSearch,
  calendarViewFrom,
  daysWithSportSlugs,
  MAX_PRINT_DAYS,
  monthAt,
  monthGrid,
  monthParam,
  monthRange,
  monthTitle,
  parseCalendarPrintParams,
  parseMonthParam,
  shiftMonth,
  sportIdFrom,
  weekdayHeadings,
  type CalendarPrintParams,
} from '../../../core/calendar/calendar-rules';
import type { LocationFilter } from '../../../core/games/game-rules';
import { dayKey, daysInMonth, weekdayOf } from '../../../core/schedule/game-dates';
import { game } from '../schedule/fixtures';

const monthArb = fc.record({ year: fc.integer({ min: 1950, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) });
const weekdayArb = fc.integer({ min: 0, max: 6 });

describe('calendar months', () => {
  it('round-trips ?month= values and rejects others', () => {
    fc.assert(
      fc.property(monthArb, (month) => {
        expect(parseMonthParam(monthParam(month))).toEqual(month);
      }),
    );
    for (const bad of ['2026-13', '2026-1', '26-11', 'november', '', null]) expect(parseMonthParam(bad)).toBeUndefined();
  });

  it('moves by months across years, and back again', () => {
    fc.assert(
      fc.property(monthArb, fc.integer({ min: -300, max: 300 }), (month, delta) => {
        const moved = shiftMonth(month, delta);
        expect(moved.month).toBeGreaterThanOrEqual(1);
        expect(moved.month).toBeLessThanOrEqual(12);
        expect(moved.year * 12 + moved.month - (month.year * 12 + month.month)).toBe(delta);
        expect(shiftMonth(moved, -delta)).toEqual(month);
      }),
    );
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(monthTitle({ year: 2026, month: 11 })).toBe('November 2026');
  });

  it("opens on the school's local month at an instant", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (now) => {
        const utc = new Date(now);
        expect(monthAt(now, 'UTC')).toEqual({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1 });
        expect(monthAt(now, 'Not/AZone')).toEqual(monthAt(now, null));
      }),
    );
    // 1 Dec 2026 03:00 UTC is still November in Denver.
    expect(monthAt(Date.UTC(2026, 11, 1, 3), 'America/Denver')).toEqual({ year: 2026, month: 11 });
  });

  it('covers the month from the first to the last day', () => {
    fc.assert(
      fc.property(monthArb, (month) => {
        const range = monthRange(month);
        expect(range.start).toBe(`${monthParam(month)}-01`);
        expect(range.end).toBe(`${monthParam(month)}-${String(daysInMonth(month.year, month.month)).padStart(2, '0')}`);
      }),
    );
  });
});

describe('the month grid', () => {
  it('puts every day once, in order, under its weekday, in full weeks', () => {
    fc.assert(
      fc.property(monthArb, weekdayArb, (month, first) => {
        const weeks = monthGrid(month, first);
        const headings = weekdayHeadings(first);
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        const days = weeks.flat().filter((day) => day !== null);
        expect(days.map((day) => day!.day)).toEqual([...Array(daysInMonth(month.year, month.month)).keys()].map((i) => i + 1));
        weeks.forEach((week) => {
          expect(week).toHaveLength(7);
          week.forEach((day, column) => {
            if (day) expect(weekdayOf(day)).toBe((first + column) % 7);
          });
        });
        // No week is all padding.
        for (const week of weeks) expect(week.some((day) => day !== null)).toBe(true);
        expect(headings).toHaveLength(7);
      }),
    );
    expect(weekdayHeadings(0)[0]).toBe('Sunday');
    expect(weekdayHeadings(1)[6]).toBe('Sunday');
  });
});

describe('calendar query values', () => {
  it('reads views and sport ids, defaulting safely', () => {
    expect(calendarViewFrom('LIST')).toBe('list');
    expect(calendarViewFrom('grid')).toBe('month');
    expect(sportIdFrom('4')).toBe(4);
    for (const bad of ['', '0', '-1', 'football', null]) expect(sportIdFrom(bad)).toBeNull();
  });

  it('writes only what differs from the defaults', () => {
    expect(calendarSearch({ month: null, view: 'month', sportId: null, location: 'All' })).toBe('');
    expect(calendarSearch({ month: { year: 2026, month: 3 }, view: 'list', sportId: 4, location: 'H' })).toBe('?month=2026-03&view=list&sport=4&location=home');
  });
});

describe('the calendar print routes (spec 2.1)', () => {
  const printArb = fc
    .record({
      type: fc.constantFrom<'month' | 'list'>('month', 'list'),
      sportId: fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null }),
      start: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
      span: fc.integer({ min: 0, max: MAX_PRINT_DAYS }),
      location: fc.constantFrom<LocationFilter>('All', 'H', 'A', 'N'),
    })
    .map<CalendarPrintParams>(({ start, span, ...rest }) => {
      const key = (ms: number) => {
        const date = new Date(ms);
        return dayKey({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
      };
      return { ...rest, start: key(start), end: key(start + span * 86_400_000) };
    });

  it('round-trips a print view through its path', () => {
    fc.assert(
      fc.property(printArb, fc.option(fc.constantFrom('football', 'softball'), { nil: null }), (print, slug) => {
        const path = calendarPrintPath(print, slug);
        const segments = path.split('/').slice(slug ? 5 : 3);
        const [type, sport, start, end, location] = segments;
        expect(path.startsWith(slug ? `/sports/${slug}/calendar/print/` : '/calendar/print/')).toBe(true);
        expect(parseCalendarPrintParams({ type, sport, start, end, location })).toEqual(print);
      }),
    );
  });

  it('rejects unusable parameters', () => {
    const good = { type: 'month', sport: 'all', start: '2026-11-01', end: '2026-11-30', location: 'all' };
    expect(parseCalendarPrintParams(good)).toBeDefined();
    for (const change of [{ type: 'week' }, { sport: 'football' }, { start: '2026-11-31' }, { end: '2026-10-01' }, { location: 'moon' }, { end: '2028-01-01' }, { start: '2026-11-1' }]) {
      expect(parseCalendarPrintParams({ ...good, ...change }), JSON.stringify(change)).toBeUndefined();
    }
  });
});

describe('sport slugs for calendar links', () => {
  it("gives each game's sport the slug of the site's sport with its id", () => {
    const sport = { id: 4, title: 'Football', short_title: 'Football', slug: null };
    const days: CalendarDay[] = [{ date: '2026-10-03', games: [{ ...game(), sport }, { ...game({ id: 2 }), sport: { ...sport, id: 99 } }] }];
    const [day] = daysWithSportSlugs(days, [{ id: 4, global_sport_name_slug: 'football' }]);
    expect(day!.games.map((entry) => entry.sport.slug)).toEqual(['football', null]);
  });
});
