import type { RssFeed } from './rss-feed';

export interface RssRepository {
  /** The feeds, all sports first; empty on failure (spec 8). */
  feeds(): Promise<RssFeed[]>;
}
