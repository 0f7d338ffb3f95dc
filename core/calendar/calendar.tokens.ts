export const CalendarRepositoryToken = Symbol.for('calendar.CalendarRepository');
