export const PublicationsRepositoryToken = Symbol.for('publications.PublicationsRepository');
