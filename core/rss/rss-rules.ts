import type { RssFeed } from './rss-feed';

/** The all-sports feed first, then the sports in the API's order; one feed per sport. */
export function orderedFeeds(feeds: readonly RssFeed[]): RssFeed[] {
  const seen = new Set<number>();
  const unique = feeds.filter((feed) => !seen.has(feed.sport_id) && seen.add(feed.sport_id));
  return [...unique.filter((feed) => feed.sport_id === 0), ...unique.filter((feed) => feed.sport_id !== 0)];
}

/** The address a feed reader subscribes to: absolute on this site's origin. */
export function subscribeUrl(origin: string, feed: Pick<RssFeed, 'url'>): string {
  if (/^https?:\/\//i.test(feed.url)) return feed.url;
  return `${origin.replace(/\/+$/, '')}/${feed.url.replace(/^\/+/, '')}`;
}
