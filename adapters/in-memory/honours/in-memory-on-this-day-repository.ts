import type { CalendarDay, OnThisDay } from '../../../core/on-this-day/on-this-day';
import type { OnThisDayRepository } from '../../../core/on-this-day/on-this-day-repository.port';
import { isCalendarDay } from '../../../core/on-this-day/on-this-day-rules';
import type { InMemoryDeps } from '../demo-source';
import { answerOr } from './honours-support';

export interface OnThisDayData {
  /** Every calendar day of the year (29 February too), each with its earlier years, newest first. */
  days: OnThisDay[];
}

export class InMemoryOnThisDayRepository implements OnThisDayRepository {
  constructor(private readonly deps: InMemoryDeps<OnThisDayData>) {}

  /**
   * The asked day, else today (the clock's UTC day, as the API's). Only years before the clock's
   * year are history. A day that is not on the calendar has no answer (the API's 400): null.
   */
  forDay(day?: CalendarDay): Promise<OnThisDay | null> {
    return answerOr(this.deps, 'on this day', null, (data): OnThisDay | null => {
      const now = new Date(this.deps.clock.now());
      const asked = day ?? { month: now.getUTCMonth() + 1, day: now.getUTCDate() };
      if (!isCalendarDay(asked)) return null;
      const found = data.days.find((candidate) => candidate.month === asked.month && candidate.day === asked.day);
      if (!found) return null;
      return { ...found, years: found.years.filter((year) => year.year < now.getUTCFullYear()) };
    });
  }
}
