import { displayTime as displayMinutes, localToInstant } from '../../schedule/school-clock';

/** The school's wall clock ↔ instants: the seed's school clock, read from the studio's 'YYYY-MM-DD' and 'HH:MM'. */

const DAY = 86_400_000;

function minutesOf(time: string): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
}

function dayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY;
}

/** The instant at which the school's clock shows `date` (YYYY-MM-DD) at `time` (HH:MM). */
export function wallClockInstant(date: string, time: string, zone: string): Date {
  return new Date(localToInstant(dayOf(date), minutesOf(time), zone));
}

/** 'YYYY-MM-DD HH:mm:00', the wall-clock stamp stored beside the instant (games.local_date). */
export function localStamp(date: string, time: string): string {
  return `${date} ${time}:00`;
}

/** '7:00 PM' for '19:00' (the schedule's display time). */
export function displayTime(time: string): string {
  return displayMinutes(minutesOf(time));
}
