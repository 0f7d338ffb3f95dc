import { dateTimeFormat } from '../dates/intl-formats';
import { toTimestamp } from '../dates/parse-date';

/** v2-reference 1.5: a wire date-time with no zone is the school's wall-clock time. */
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

interface Moment {
  at: number;
  /** undefined: the runtime's zone; 'UTC' for wall-clock (zone-less) dates. */
  timeZone: string | undefined;
}

function momentOf(text: string | null | undefined, timeZone: string | undefined): Moment | undefined {
  if (!text) return undefined;
  const trimmed = text.trim();
  const zoneless = !HAS_ZONE.test(trimmed);
  // A zone-less value is read as UTC and shown in UTC, so it shows as written wherever the visitor is.
  const at = toTimestamp(zoneless ? `${trimmed}${DATE_ONLY.test(trimmed) ? 'T00:00:00' : ''}Z` : trimmed);
  return at === undefined ? undefined : { at, timeZone: zoneless ? 'UTC' : timeZone };
}

function format(text: string | null | undefined, timeZone: string | undefined, options: Intl.DateTimeFormatOptions): string | undefined {
  const moment = momentOf(text, timeZone);
  if (!moment) return undefined;
  // An unknown time zone name shows in UTC rather than not at all.
  return dateTimeFormat('en-US', { ...options, timeZone: moment.timeZone }).format(moment.at);
}

/** 'November 21, 2026'; undefined for a value that is not a date. Instants show in `timeZone` (UTC by default). */
export function formatLongDate(text: string | null | undefined, timeZone: string | undefined = 'UTC'): string | undefined {
  return format(text, timeZone, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** 'Sat, Nov 21, 2026, 12:00 PM' in the given zone (the ticket office's, for events). */
export function formatEventDateTime(text: string | null | undefined, timeZone: string | undefined): string | undefined {
  return format(text, timeZone, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The ISO date (YYYY-MM-DD) for a `<time dateTime>` attribute, in the same zone the text uses. */
export function isoDay(text: string | null | undefined, timeZone: string | undefined = 'UTC'): string | undefined {
  const moment = momentOf(text, timeZone);
  if (!moment) return undefined;
  return dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: moment.timeZone }).format(moment.at);
}
