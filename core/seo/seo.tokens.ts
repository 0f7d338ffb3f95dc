export const SeoRepositoryToken = Symbol.for('seo.SeoRepository');
