export const SportsRepositoryToken = Symbol.for('sports.SportsRepository');
