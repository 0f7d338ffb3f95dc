export const CoverageRepositoryToken = Symbol.for('media-coverage.CoverageRepository');
