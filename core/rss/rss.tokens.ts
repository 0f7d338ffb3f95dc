export const RssRepositoryToken = Symbol.for('rss.RssRepository');
