export const HomeFeedRepositoryToken = Symbol.for('home.HomeFeedRepository');
