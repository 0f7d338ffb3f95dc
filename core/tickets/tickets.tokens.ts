export const TicketsRepositoryToken = Symbol.for('tickets.TicketsRepository');
