import { useLoaderData } from 'react-router-dom';
import type { RssPageData } from '../../../core/rss/rss-page-data';
import { orderedFeeds, subscribeUrl } from '../../../core/rss/rss-rules';
import { PageHeader } from '../../editorial/page-header';
import { useSiteTitle } from '../../editorial/page-title';
import { usePageMeta } from '../../routing/page-meta';
import shared from '../../editorial/editorial.module.css';
import styles from './rss-feeds-page.module.css';

/** spec 2.1 rss_feeds: the news feeds a reader can follow, all sports first. */
export default function RssFeedsPage() {
  const { feeds, origin } = useLoaderData() as RssPageData;
  const list = orderedFeeds(feeds);
  usePageMeta({ title: useSiteTitle('RSS Feeds'), description: 'Follow the latest stories of every team in your feed reader.' });

  return (
    <>
      <PageHeader title="RSS Feeds">
        <p>Follow the latest stories in your feed reader: copy a feed's address into the reader, or open it.</p>
      </PageHeader>
      {list.length === 0 ? (
        <p className={shared.empty}>No feeds are available right now.</p>
      ) : (
        <ul role="list" className={styles.feeds}>
          {list.map((feed) => {
            const url = subscribeUrl(origin, feed);
            return (
              <li key={feed.sport_id} className={styles.feed}>
                <a href={url} type="application/rss+xml" className={styles.link}>
                  <span className={styles.icon} aria-hidden="true" />
                  {feed.title} <span className="visually-hidden">RSS feed</span>
                </a>
                <code className={styles.url}>{url}</code>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
