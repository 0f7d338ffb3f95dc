import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { InMemoryDeps } from '../demo-source';
import { dumpScheduleData } from './dump-schedule';
import { InMemoryCalendarRepository } from './in-memory-calendar-repository';
import { InMemoryOpponentHistoryRepository } from './in-memory-opponent-history-repository';
import { InMemoryScheduleRepository } from './in-memory-schedule-repository';
import { InMemoryStatsViewRepository } from './in-memory-stats-view-repository';
import type { ScheduleData } from './schedule-data';

export type { ScheduleData } from './schedule-data';

/** The ports this part of the in-memory set fills. */
export type SchedulePorts = Pick<AdapterSet, 'schedule' | 'calendar' | 'opponentHistory' | 'statsView'>;

/** Reads this part's demo data through the ports of a backend that holds the seed (our API). */
export async function dumpSchedule(api: AdapterSet, _today: number): Promise<ScheduleData> {
  return dumpScheduleData(api);
}

/** Schedules, results, the calendar, opponent history and stats over the demo snapshot. */
export function scheduleAdapters(deps: InMemoryDeps<ScheduleData>): SchedulePorts {
  return {
    schedule: new InMemoryScheduleRepository(deps),
    calendar: new InMemoryCalendarRepository(deps),
    opponentHistory: new InMemoryOpponentHistoryRepository(deps),
    statsView: new InMemoryStatsViewRepository(deps),
  };
}
