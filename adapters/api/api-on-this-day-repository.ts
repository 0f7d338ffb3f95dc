import { onThisDayWire } from '../../contract/on-this-day';
import type { HttpClient } from '../../core/http/http-client.port';
import type { CalendarDay, OnThisDay } from '../../core/on-this-day/on-this-day';
import type { OnThisDayRepository } from '../../core/on-this-day/on-this-day-repository.port';
import type { Logger } from '../../core/platform/logger.port';
import { getParsedOr } from './get-parsed';
import { toOnThisDay } from './on-this-day-mapper';

export class ApiOnThisDayRepository implements OnThisDayRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  /** Month and day, not a date: the school's earlier years up to this year all count. */
  async forDay(day?: CalendarDay): Promise<OnThisDay | null> {
    const query = day ? { month: day.month, day: day.day } : undefined;
    const wire = await getParsedOr(this.http, this.logger, { path: '/OnThisDay', query }, onThisDayWire, null);
    if (!wire) return null;
    if ((wire.month === undefined || wire.day === undefined) && !day) {
      this.logger.error('OnThisDay did not say which day it answered for');
      return null;
    }
    return toOnThisDay(wire, day ?? { month: wire.month!, day: wire.day! });
  }
}
