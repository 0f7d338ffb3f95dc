import type { OnThisDay } from './on-this-day';

/** Loader data of on_this_day. */
export interface OnThisDayData {
  /** null: the call failed (spec 8: the page says so and still offers the date picker). */
  day: OnThisDay | null;
  /** The visitor's year, for the date picker's value. */
  year: number;
  /** The visitor asked for a day the picker could not read. */
  invalidRequest: boolean;
}
