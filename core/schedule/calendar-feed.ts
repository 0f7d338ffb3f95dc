// The iCalendar (RFC 5545) media type of a season's feed.
export const ICS_MIME_TYPE = 'text/calendar';

/**
 * The public, header-free path of a sport's calendar feed (every sport's without one) that calendar
 * apps subscribe to. The API's `Calendar/subscribe` needs the `tenant` header, which a calendar app
 * cannot send; this path is served by the site's host (which names the school), like the pages themselves.
 */
export function publicFeedPath(sportId?: number | null): string {
  return sportId === undefined || sportId === null ? '/calendar.ics' : `/calendar.ics?sportId=${sportId}`;
}

/** The webcal:// address of a feed on the site's origin ('https://x.edu' → 'webcal://x.edu/...'). */
export function webcalUrl(origin: string, sportId?: number | null): string {
  const host = origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
  return `webcal://${host}${publicFeedPath(sportId)}`;
}

/** The download's file name: 'football-2026-schedule.ics'. */
export function calendarFileName(sportSlug: string, seasonTitle: string | null): string {
  const words = [sportSlug, seasonTitle, 'schedule'].filter((part): part is string => !!part && part.trim() !== '');
  const base = words.join('-').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${base || 'schedule'}.ics`;
}

/** True when the text is an iCalendar object (what a feed must answer before it is saved). */
export function isCalendarText(text: string): boolean {
  return /^\s*BEGIN:VCALENDAR\r?\n/.test(text) && /END:VCALENDAR\s*$/.test(text);
}
