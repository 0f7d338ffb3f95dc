import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OtdEntry, OtdYear } from '../../../core/on-this-day/on-this-day';
import { calendarDayLabel, datePickerValue, isCalendarDay, orderOtdYears, otdGameResult, otdGameTitle, parseCalendarDay } from '../../../core/on-this-day/on-this-day-rules';
import { formatDuration, formatFileSize, podcastListHref, podcastListQuery, spokenDuration } from '../../../core/podcasts/podcast-rules';

describe('podcast list URLs (spec 7: $pageIndex, $pageSize, sportId, categoryId)', () => {
  it('reads back the filters and page it writes', () => {
    const id = fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: undefined });
    fc.assert(
      fc.property(id, id, fc.integer({ min: 0, max: 999 }), (sportId, categoryId, pageIndex) => {
        const href = podcastListHref({ sportId, categoryId }, pageIndex);
        expect(href.startsWith('/podcasts')).toBe(true);
        const params = new URL(href, 'https://site.example').searchParams;
        expect(podcastListQuery((name) => params.get(name))).toEqual({ pageIndex, pageSize: 10, sportId, categoryId });
      }),
    );
    expect(podcastListHref({}, 0)).toBe('/podcasts');
  });
});

describe('episode lengths', () => {
  it('shows a clock time that adds back up to the length, and the same in words', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3600 }), (seconds) => {
        const parts = formatDuration(seconds).split(':').map(Number);
        expect(parts.reduce((total, part) => total * 60 + part, 0)).toBe(seconds);
        expect(parts.slice(1).every((part) => part < 60)).toBe(true);
        const words = spokenDuration(seconds);
        const total = [...words.matchAll(/(\d+) (hour|minute|second)s?/g)].reduce((sum, [, n, unit]) => sum + Number(n) * (unit === 'hour' ? 3600 : unit === 'minute' ? 60 : 1), 0);
        expect(total).toBe(seconds);
      }),
    );
    expect(formatDuration(1164)).toBe('19:24');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(spokenDuration(3720)).toBe('1 hour 2 minutes');
    expect(formatDuration(null)).toBe('');
    expect(formatFileSize(18_624_000)).toBe('18.6 MB');
  });
});

describe('on this day', () => {
  const dayArb = fc.integer({ min: 1, max: 12 }).chain((month) => fc.record({ month: fc.constant(month), day: fc.integer({ min: 1, max: [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]! }) }));

  it("reads back the date picker's value for every calendar day and year (29 February included)", () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1900, max: 2200 }), (day, year) => {
        const value = datePickerValue(day, year);
        expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number(value.slice(0, 4))).toBeLessThanOrEqual(year);
        // A real date: the Date round trip keeps it.
        expect(new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10)).toBe(value);
        expect(parseCalendarDay(value)).toEqual(day);
        expect(parseCalendarDay(`${day.month}-${day.day}`)).toEqual(day);
        expect(calendarDayLabel(day)).toMatch(new RegExp(` ${day.day}$`));
      }),
    );
  });

  it('refuses what is not a calendar day', () => {
    for (const raw of ['2026-02-30', '2026-13-01', '04-31', 'today', '', null, '2026-00-10']) expect(parseCalendarDay(raw)).toBeUndefined();
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (month, day) => {
        expect(isCalendarDay({ month, day })).toBe(month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2024, month, 0)).getUTCDate());
      }),
    );
  });

  it('orders years newest first, drops empty ones and puts featured entries first, then by type', () => {
    const entry = (id: number, type: OtdEntry['type'], featured: boolean): OtdEntry =>
      type === 'game'
        ? { id, date: '', sport: null, featured, type, locationIndicator: 'H', opponent: null, result: null }
        : type === 'note'
          ? { id, date: '', sport: null, featured, type, title: '', text: '' }
          : type === 'story'
            ? { id, date: '', sport: null, featured, type, title: '', url: '/', byline: null, image: null }
            : type === 'video'
              ? { id, date: '', sport: null, featured, type, title: '', url: '/', image: null }
              : { id, date: '', sport: null, featured, type, title: '', url: '/' };
    const entryArb = fc.tuple(fc.nat(), fc.constantFrom<OtdEntry['type']>('note', 'story', 'game', 'video', 'podcast'), fc.boolean()).map(([id, type, featured]) => entry(id, type, featured));
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ year: fc.integer({ min: 1900, max: 2100 }), entries: fc.array(entryArb, { maxLength: 6 }) }), { selector: (year) => year.year }), (years: OtdYear[]) => {
        const ordered = orderOtdYears(years);
        expect(ordered.map((year) => year.year)).toEqual(years.filter((year) => year.entries.length > 0).map((year) => year.year).sort((a, b) => b - a));
        for (const year of ordered) {
          const original = years.find((candidate) => candidate.year === year.year)!;
          expect(year.entries).toHaveLength(original.entries.length);
          const firstPlain = year.entries.findIndex((item) => !item.featured);
          if (firstPlain !== -1) expect(year.entries.slice(firstPlain).every((item) => !item.featured)).toBe(true);
        }
      }),
    );
  });

  it('words a game from the location indicator (spec 3: H, A, N)', () => {
    const game = { id: 1, date: '', sport: { id: 1, title: 'Football', slug: 'football' }, featured: false, type: 'game' as const, opponent: 'Lakeview', result: { status: 'W', teamScore: '24', opponentScore: '21' } };
    expect(otdGameTitle({ ...game, locationIndicator: 'A' })).toBe('Football at Lakeview');
    expect(otdGameTitle({ ...game, locationIndicator: 'H' })).toBe('Football vs. Lakeview');
    expect(otdGameTitle({ ...game, locationIndicator: 'N', opponent: null })).toBe('Football');
    expect(otdGameResult({ ...game, locationIndicator: 'H' })).toBe('W, 24-21');
    expect(otdGameResult({ ...game, locationIndicator: 'H', result: { status: null, teamScore: '1st', opponentScore: null } })).toBe('1st');
    expect(otdGameResult({ ...game, locationIndicator: 'H', result: null })).toBeNull();
  });
});
