export const ScheduleRepositoryToken = Symbol.for('schedule.ScheduleRepository');
export const OpponentHistoryRepositoryToken = Symbol.for('schedule.OpponentHistoryRepository');
