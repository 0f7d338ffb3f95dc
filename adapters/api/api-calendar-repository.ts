import { calendarDaysWire, calendarSettingsWire } from '../../contract/calendar';
import type { CalendarDay, CalendarFilters, CalendarSettings } from '../../core/calendar/calendar';
import type { CalendarRepository } from '../../core/calendar/calendar-repository.port';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { getParsedOr } from './get-parsed';
import { toCalendarDay, toCalendarSettings } from './calendar-mapper';

const DEFAULT_SETTINGS: CalendarSettings = { first_day_of_week: 0, time_zone: null, sports: [] };

function filterQuery(filters: CalendarFilters) {
  return { sportId: filters.sportId ?? undefined, locationIndicator: filters.location === 'All' ? undefined : filters.location };
}

export class ApiCalendarRepository implements CalendarRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async settings(): Promise<CalendarSettings> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/Calendar/settings' }, calendarSettingsWire, null);
    return wire ? toCalendarSettings(wire) : DEFAULT_SETTINGS;
  }

  async month(day: string, filters: CalendarFilters): Promise<CalendarDay[]> {
    // v2-reference 1.5: request dates are local date-times without an offset.
    const query = { date: `${day}T00:00:00`, ...filterQuery(filters) };
    const wire = await getParsedOr(this.http, this.logger, { path: '/Calendar/month', query }, calendarDaysWire, []);
    return wire.map(toCalendarDay);
  }

  async range(start: string, end: string, filters: CalendarFilters): Promise<CalendarDay[]> {
    const query = { startDate: `${start}T00:00:00`, endDate: `${end}T00:00:00`, ...filterQuery(filters) };
    const wire = await getParsedOr(this.http, this.logger, { path: '/Calendar/events/date-range', query }, calendarDaysWire, []);
    return wire.map(toCalendarDay);
  }
}
