export const StoriesRepositoryToken = Symbol.for('stories.StoriesRepository');
