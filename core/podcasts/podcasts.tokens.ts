export const PodcastsRepositoryToken = Symbol.for('podcasts.PodcastsRepository');
