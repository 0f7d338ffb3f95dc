import type { CalendarDay, OnThisDay } from './on-this-day';

/** spec 8: null on failure. No day: the server's today. */
export interface OnThisDayRepository {
  forDay(day?: CalendarDay): Promise<OnThisDay | null>;
}
