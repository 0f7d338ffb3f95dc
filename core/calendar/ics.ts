/** One VEVENT of an iCalendar feed (RFC 5545). */
export interface IcsEvent {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  /** Date-only event: the local days 'YYYY-MM-DD' it covers, the end exclusive. */
  allDay?: { startDay: string; endDay: string };
  location?: string | null;
  url?: string | null;
  description?: string | null;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 3.1: lines longer than 75 octets are folded, each continuation starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 'YYYYMMDDTHHMMSSZ' */
export function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

const dateValue = (day: string) => day.replace(/-/g, '');

/** A VCALENDAR of `events`, lines joined with CRLF as RFC 5545 requires. */
export function icsCalendar(name: string, events: readonly IcsEvent[], now: Date): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Athletics Site//Schedule//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(name)}`];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(now)}`);
    if (event.allDay) lines.push(`DTSTART;VALUE=DATE:${dateValue(event.allDay.startDay)}`, `DTEND;VALUE=DATE:${dateValue(event.allDay.endDay)}`);
    else lines.push(`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(event.end)}`);
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** RFC 4180 field quoting. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
