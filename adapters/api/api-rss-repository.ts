import { rssFeedsWire, type RssFeedWire } from '../../contract/rss';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { RssFeed } from '../../core/rss/rss-feed';
import type { RssRepository } from '../../core/rss/rss-repository.port';
import { getParsedOr } from './get-parsed';

export function toRssFeed(wire: RssFeedWire): RssFeed {
  // v2-reference 28: `rssFolowUrl` (so spelled) is the address to follow; `rssUrl` the same feed.
  return { sport_id: wire.sportId, title: wire.sportTitle, url: wire.rssFolowUrl || wire.rssUrl };
}

export class ApiRssRepository implements RssRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async feeds(): Promise<RssFeed[]> {
    return (await getParsedOr(this.http, this.logger, { path: '/Rss' }, rssFeedsWire, [])).map(toRssFeed);
  }
}
