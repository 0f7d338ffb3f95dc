export const TakeoversRepositoryToken = Symbol.for('takeovers.TakeoversRepository');
