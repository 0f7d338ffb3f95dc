import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import { formatLongDate, isoDay } from '../../../core/honours/display-dates';
import type { PodcastPlayerData } from '../../../core/podcasts/podcast-pages';
import { formatDuration, formatFileSize, podcastListHref, PODCASTS_PATH, spokenDuration } from '../../../core/podcasts/podcast-rules';
import { BackLink } from '../../honours/back-link';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { RichText } from '../../honours/rich-text';
import { usePageTitle } from '../../honours/use-page-title';
import page from './podcast-player-page.module.css';

/** The file type for the download link: 'audio/mpeg' → 'MP3'. */
function fileKind(type: string): string {
  const subtype = type.split('/')[1] ?? '';
  return subtype === 'mpeg' ? 'MP3' : subtype.toUpperCase();
}

/** spec 2.1 podcast_player: the episode in the browser's own (keyboard and screen reader ready) audio player. */
export default function PodcastPlayerPage() {
  const { episode, show, more } = useLoaderData() as PodcastPlayerData;
  const showTitle = show?.title ?? episode.show.title;
  usePageTitle(showTitle ? `${episode.title} - ${showTitle}` : episode.title);
  const size = formatFileSize(episode.sizeBytes);
  const download = [fileKind(episode.audioType), size].filter(Boolean).join(', ');

  return (
    <article>
      <BackLink to={PODCASTS_PATH}>All podcasts</BackLink>
      <PageHeader title={episode.title} eyebrow={showTitle ?? 'Podcast'} />
      <div className={page.player}>
        {episode.imageUrl && <img src={episode.imageUrl} alt="" width={600} height={600} className={page.cover} />}
        <div className={page.controls}>
          <p className={page.meta}>
            Published <time dateTime={isoDay(episode.publishedAt)}>{formatLongDate(episode.publishedAt)}</time>
            {episode.durationSeconds !== null && (
              <>
                {' · '}
                <span aria-hidden="true">{formatDuration(episode.durationSeconds)}</span>
                <span className="visually-hidden">{spokenDuration(episode.durationSeconds)}</span>
              </>
            )}
            {show?.hostName && ` · Hosted by ${show.hostName}`}
          </p>
          {/* Nothing downloads until the listener presses play. */}
          <audio className={page.audio} controls preload="none" src={episode.audioUrl} aria-label={`Play the episode: ${episode.title}`}>
            Your browser cannot play this episode here. <a href={episode.audioUrl}>Download the episode</a> instead.
          </audio>
          <p>
            <a href={episode.audioUrl} download className={`${styles.button} ${styles.buttonSecondary}`}>
              Download episode{download && ` (${download})`}
            </a>
          </p>
          {episode.sports.length > 0 && (
            <ul role="list" className={page.sports} aria-label="Sports in this episode">
              {episode.sports.map((sport) => (
                <li key={sport.id}>
                  <Link to={podcastListHref({ sportId: sport.id }, 0)} className={styles.tag}>
                    {sport.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <section className={styles.section} aria-labelledby="show-notes">
        <h2 id="show-notes" className={styles.sectionTitle}>
          Show notes
        </h2>
        <RichText html={episode.description} className={styles.prose} />
      </section>
      {more.length > 0 && (
        <section className={styles.section} aria-labelledby="more-episodes">
          <h2 id="more-episodes" className={styles.sectionTitle}>
            More from {showTitle ?? 'this show'}
          </h2>
          <ul role="list" className={page.more}>
            {more.map((item) => (
              <li key={item.id}>
                <Link to={item.pageUrl}>{item.title}</Link>
                <span className={page.moreDate}>
                  {' '}
                  <time dateTime={isoDay(item.publishedAt)}>{formatLongDate(item.publishedAt)}</time>
                </span>
              </li>
            ))}
          </ul>
          <p>
            <Link to={podcastListHref({ categoryId: episode.show.id }, 0)}>Every episode of {showTitle ?? 'this show'}</Link>
          </p>
        </section>
      )}
    </article>
  );
}
