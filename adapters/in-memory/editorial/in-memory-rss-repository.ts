import type { RssFeed } from '../../../core/rss/rss-feed';
import type { RssRepository } from '../../../core/rss/rss-repository.port';
import { orderedFeeds } from '../../../core/rss/rss-rules';
import type { InMemoryDeps } from '../demo-source';
import { answerOr } from './in-memory-read';

export class InMemoryRssRepository implements RssRepository {
  constructor(private readonly deps: InMemoryDeps<RssFeed[]>) {}

  feeds(): Promise<RssFeed[]> {
    return answerOr(this.deps, 'RSS feeds', [], (feeds) => orderedFeeds(feeds));
  }
}
