export const GalleriesRepositoryToken = Symbol.for('galleries.GalleriesRepository');
