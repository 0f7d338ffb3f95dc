import type { RssFeed } from './rss-feed';

export interface RssPageData {
  feeds: RssFeed[];
  origin: string;
}
