import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarFileName, isCalendarText, publicFeedPath, webcalUrl } from '../../../core/schedule/calendar-feed';

describe('the season calendar feed', () => {
  it('turns the site origin into a webcal address of the public feed', () => {
    expect(webcalUrl('https://ridgemont.example.edu', 4)).toBe('webcal://ridgemont.example.edu/calendar.ics?sportId=4');
    fc.assert(
      fc.property(fc.constantFrom('http', 'https'), fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }), fc.integer({ min: 1, max: 99999 }), (scheme, host, port, sportId) => {
        const origin = `${scheme}://${host}${port ? `:${port}` : ''}`;
        expect(webcalUrl(origin, sportId)).toBe(`webcal://${host}${port ? `:${port}` : ''}${publicFeedPath(sportId)}`);
      }),
    );
  });

  it("gives every sport's feed without a sport id", () => {
    expect(publicFeedPath()).toBe('/calendar.ics');
    expect(publicFeedPath(null)).toBe('/calendar.ics');
    expect(webcalUrl('http://localhost:3000/', null)).toBe('webcal://localhost:3000/calendar.ics');
  });

  it('names the download after the sport and season, in safe characters', () => {
    expect(calendarFileName('football', '2026')).toBe('football-2026-schedule.ics');
    expect(calendarFileName('mens-basketball', '2026-27')).toBe('mens-basketball-2026-27-schedule.ics');
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: null }), (slug, season) => {
        expect(calendarFileName(slug, season)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.ics$/);
      }),
    );
  });

  it('recognises an iCalendar object and nothing else', () => {
    expect(isCalendarText('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(isCalendarText('{"error":{"code":"tenant_missing"}}')).toBe(false);
    expect(isCalendarText('BEGIN:VCALENDAR\nVERSION:2.0\n')).toBe(false);
  });
});
