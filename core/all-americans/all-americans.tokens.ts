export const AllAmericansRepositoryToken = Symbol.for('allAmericans.AllAmericansRepository');
