const DAY = 86_400_000;

/** A calendar day as a count of days since the epoch (timezone-free). */
export type DayNumber = number;

export function dayNumberOf(utcMidnight: number): DayNumber {
  return Math.floor(utcMidnight / DAY);
}

/** 0 Monday ... 6 Sunday. */
export function weekdayOf(day: DayNumber): number {
  return (new Date(day * DAY).getUTCDay() + 6) % 7;
}

export function dayParts(day: DayNumber): { year: number; month: number; date: number } {
  const d = new Date(day * DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate() };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a day. */
export function isoDay(day: DayNumber): string {
  const { year, month, date } = dayParts(day);
  return `${year}-${pad(month)}-${pad(date)}`;
}

/** 'YYYY-MM-DD HH:mm:00', the local wall-clock time stored beside the start instant. */
export function localStamp(day: DayNumber, minutes: number): string {
  return `${isoDay(day)} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const offsets = new Map<string, number>();

/** The zone's offset from UTC at an instant, cached per hour (zones change offset on the hour). */
function offsetAt(instant: number, zone: string): number {
  const key = `${zone}:${Math.floor(instant / 3_600_000)}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const offset = computeOffset(instant, zone);
  offsets.set(key, offset);
  return offset;
}

function computeOffset(instant: number, zone: string): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - instant;
}

/** The instant at which the school's clock shows `minutes` past midnight of `day`. */
export function localToInstant(day: DayNumber, minutes: number, zone: string): number {
  const wall = day * DAY + minutes * 60_000;
  const guess = wall - offsetAt(wall, zone);
  return wall - offsetAt(guess, zone);
}

/** '7:00 PM' for 19 * 60. */
export function displayTime(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const suffix = hour >= 12 ? 'PM' : 'AM';
  return `${((hour + 11) % 12) + 1}:${pad(minutes % 60)} ${suffix}`;
}
