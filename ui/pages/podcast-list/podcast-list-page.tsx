import { Form, useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import { htmlText } from '../../../core/honours/html-text';
import { formatLongDate, isoDay } from '../../../core/honours/display-dates';
import type { PodcastListData } from '../../../core/podcasts/podcast-pages';
import { formatDuration, podcastListHref, PODCASTS_PATH, spokenDuration } from '../../../core/podcasts/podcast-rules';
import { EmptyState } from '../../honours/empty-state';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { Pagination } from '../../paging/pagination';
import { usePageTitle } from '../../honours/use-page-title';
import page from './podcast-list-page.module.css';

const DEFAULT_TITLE = 'Podcasts';

/** spec 2.1 podcast_list: episodes newest first, paged, by sport and by show (spec 7: sportId, categoryId). */
export default function PodcastListPage() {
  const { settings, shows, sports, query, episodes } = useLoaderData() as PodcastListData;
  const title = settings?.title || DEFAULT_TITLE;
  const filters = { sportId: query.sportId, categoryId: query.categoryId };
  const filtered = filters.sportId !== undefined || filters.categoryId !== undefined;
  const sportName = sports.find((sport) => sport.id === filters.sportId)?.title;
  const showName = shows.find((show) => show.id === filters.categoryId)?.title;
  const focus = [showName, sportName].filter(Boolean).join(', ');
  usePageTitle([focus ? `${DEFAULT_TITLE}: ${focus}` : title, episodes.page > 0 ? `page ${episodes.page + 1}` : ''].filter(Boolean).join(', '));
  const hub = htmlText(settings?.hubContent);

  return (
    <>
      <PageHeader title={title} eyebrow="Listen" blurb={settings?.description}>
        {hub && <p className={page.hub}>{hub}</p>}
        <Form method="get" action={PODCASTS_PATH} className={styles.filters} key={`${filters.sportId}-${filters.categoryId}`} aria-label="Filter episodes">
          <EpisodeFilter label="Sport" name="sport" allLabel="All sports" options={sports} value={filters.sportId} />
          <EpisodeFilter label="Show" name="show" allLabel="All shows" options={shows} value={filters.categoryId} />
          <button type="submit" className={styles.button}>
            Show episodes
          </button>
          {filtered && (
            <Link to={PODCASTS_PATH} className={`${styles.button} ${styles.buttonSecondary}`}>
              Clear filters
            </Link>
          )}
        </Form>
      </PageHeader>

      <section aria-labelledby="podcast-episodes" className={styles.section}>
        <h2 id="podcast-episodes" className={styles.sectionTitle}>
          {focus ? `Episodes: ${focus}` : 'Latest episodes'}
          {episodes.total > 0 && <span className={styles.count} aria-hidden="true">{episodes.total} in all</span>}
        </h2>
        {episodes.items.length === 0 ? (
          <EmptyState role="status">
            <p>{filtered ? 'No episodes match these filters yet.' : 'No episodes have been published yet.'}</p>
          </EmptyState>
        ) : (
          <ol role="list" className={page.episodes}>
            {episodes.items.map((episode) => (
              <li key={episode.id} className={page.episode}>
                {episode.imageUrl && <img src={episode.imageUrl} alt="" width={96} height={96} loading="lazy" className={page.cover} />}
                <div className={page.episodeBody}>
                  {episode.show.title && <p className={page.show}>{episode.show.title}</p>}
                  <h3 className={page.episodeTitle}>
                    <Link to={episode.pageUrl}>{episode.title}</Link>
                  </h3>
                  <p className={page.meta}>
                    <time dateTime={isoDay(episode.publishedAt)}>{formatLongDate(episode.publishedAt)}</time>
                    {episode.durationSeconds !== null && (
                      <>
                        {' · '}
                        <span aria-hidden="true">{formatDuration(episode.durationSeconds)}</span>
                        <span className="visually-hidden">{spokenDuration(episode.durationSeconds)}</span>
                      </>
                    )}
                  </p>
                  <p className={page.summary}>{episode.summary}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
        <Pagination label="Podcast episodes pages" page={episodes.page} pages={episodes.pages} hrefFor={(page) => podcastListHref(filters, page)} />
      </section>

      {shows.length > 0 && (
        <section aria-labelledby="podcast-shows" className={styles.section}>
          <h2 id="podcast-shows" className={styles.sectionTitle}>
            Shows
          </h2>
          <ul role="list" className={styles.grid}>
            {shows.map((show) => (
              <li key={show.id}>
                <article className={styles.card}>
                  {show.imageUrl && <img src={show.imageUrl} alt="" width={600} height={600} loading="lazy" className={`${styles.cardMedia} ${styles.cardMediaSquare}`} />}
                  <div className={styles.cardBody}>
                    <h3 className={styles.cardTitle}>
                      <Link to={podcastListHref({ categoryId: show.id }, 0)} className={styles.cardLink}>
                        {show.title}
                      </Link>
                    </h3>
                    {show.hostName && <p className={styles.cardMeta}>Hosted by {show.hostName}</p>}
                    {show.description && <p className={styles.cardText}>{show.description}</p>}
                    {show.episodeCount !== null && (
                      <p className={styles.cardMeta}>
                        {show.episodeCount} episode{show.episodeCount === 1 ? '' : 's'}
                      </p>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

interface EpisodeFilterProps {
  label: string;
  /** The query parameter the form submits. */
  name: string;
  /** The first option, which clears the filter. */
  allLabel: string;
  options: readonly { id: number; title: string }[];
  value: number | undefined;
}

/** One select of the episode filters, inside its label; its empty first option means no filter. */
function EpisodeFilter({ label, name, allLabel, options, value }: EpisodeFilterProps) {
  return (
    <label className={styles.filter}>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
    </label>
  );
}
