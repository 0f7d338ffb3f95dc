/** The school's wall clock ↔ instants (the same rule as the seed's school clock: a zone's offset found with Intl). */

function offsetAt(instant: number, zone: string): number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - instant;
}

/** The instant at which the school's clock shows `date` (YYYY-MM-DD) at `time` (HH:MM). */
export function wallClockInstant(date: string, time: string, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - offsetAt(wall, zone);
  return new Date(wall - offsetAt(guess, zone));
}

/** 'YYYY-MM-DD HH:mm:00', the wall-clock stamp stored beside the instant (games.local_date). */
export function localStamp(date: string, time: string): string {
  return `${date} ${time}:00`;
}

/** '7:00 PM' for '19:00' (the schedule's display time). */
export function displayTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, '0')} ${hour >= 12 ? 'PM' : 'AM'}`;
}
