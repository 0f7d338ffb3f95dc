import { useEffect, useRef, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { dateTimeAttribute, longDate } from '../../../core/editorial/content-dates';
import { pageHref } from '../../../core/paging/paging';
import type { MomentVideo } from '../../../core/moments/moment-video';
import type { MomentsPageData } from '../../../core/moments/moments-page-data';
import { clockDuration, isoDuration, spokenDuration } from '../../../core/moments/video-duration';
import type { SportPageData } from '../../../core/shell/sport-page-data';
import { isYoutubeId, youtubeEmbedUrl } from '../../../core/stories/story-video';
import { PageHeader } from '../../editorial/page-header';
import { useSiteTitle } from '../../editorial/page-title';
import { Pagination } from '../../paging/pagination';
import { SmartLink } from '../../shell/smart-link';
import { usePageMeta } from '../../routing/page-meta';
import shared from '../../editorial/editorial.module.css';
import styles from './moments-page.module.css';

/**
 * spec 2.1 moments and moments_sport: highlight videos of the school's YouTube channel (all
 * sports, or one). A video plays in the no-cookie player only when the reader asks for it.
 */
export default function MomentsPage() {
  const data = useLoaderData() as MomentsPageData & Partial<SportPageData>;
  const { videos } = data;
  const sport = data.sport ?? null;
  const title = sport ? `${sport.title} Moments` : 'Moments';
  usePageMeta({
    title: useSiteTitle(title),
    description: sport ? `Highlights and memorable moments of ${sport.title}.` : 'Highlights and memorable moments of every team.',
    tokens: { sport_title: sport?.title },
  });
  const [playing, setPlaying] = useState<MomentVideo | null>(null);
  const playerHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (playing) playerHeading.current?.focus();
  }, [playing]);
  const basePath = sport ? `/sports/${sport.global_sport_name_slug}/moments` : '/moments';

  return (
    <>
      <PageHeader eyebrow={sport?.title ?? 'Highlights'} title={title}>
        <p>The best plays and biggest moments, from our YouTube channel.</p>
      </PageHeader>
      {playing && (
        <section aria-labelledby="moment-player-title" className={styles.player}>
          <h2 id="moment-player-title" ref={playerHeading} tabIndex={-1} className={shared.sectionTitle}>
            {playing.title}
          </h2>
          <div className={styles.frame}>
            <iframe
              key={playing.id}
              src={youtubeEmbedUrl(playing.id, { autoplay: true })}
              title={`Video: ${playing.title}`}
              allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        </section>
      )}
      <section aria-labelledby="moments-list-title">
        <h2 id="moments-list-title" className="visually-hidden">
          Videos
        </h2>
        {videos.items.length === 0 ? (
          <p className={shared.empty}>{sport ? `No ${sport.title} videos yet.` : 'No videos yet.'}</p>
        ) : (
          <ul role="list" className={styles.videos}>
            {videos.items.map((video) => (
              <li key={video.id} className={styles.video}>
                <div className={styles.thumb}>
                  <img src={video.thumbnail.url} alt="" width={video.thumbnail.width} height={video.thumbnail.height} loading="lazy" decoding="async" />
                  {video.duration !== null && (
                    <time dateTime={isoDuration(video.duration)} className={styles.duration} aria-label={spokenDuration(video.duration)}>
                      {clockDuration(video.duration)}
                    </time>
                  )}
                </div>
                <div className={styles.text}>
                  {(video.sport || video.category) && <p className={styles.meta}>{[video.sport?.title, video.category].filter(Boolean).join(' · ')}</p>}
                  <h3 className={styles.title}>{video.title}</h3>
                  <p className={styles.date}>
                    <time dateTime={dateTimeAttribute(video.published)}>{longDate(video.published)}</time>
                  </p>
                  <div className={styles.actions}>
                    {isYoutubeId(video.id) && (
                      <button type="button" className={shared.button} onClick={() => setPlaying(video)} aria-pressed={playing?.id === video.id}>
                        Play<span className="visually-hidden">: {video.title}</span>
                      </button>
                    )}
                    <SmartLink href={video.url} className={shared.textLink}>
                      YouTube<span className="visually-hidden">: {video.title}</span>
                    </SmartLink>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination label="Video pages" page={videos.page} pages={videos.pages} hrefFor={(page) => pageHref(basePath, page)} />
      </section>
    </>
  );
}
