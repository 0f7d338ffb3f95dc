import type { StorySummary } from '../../../core/home/home-feed';
import { dayLabel } from '../../../core/home/home-feed-rules';
import { SmartLink } from '../../shell/smart-link';
import styles from './story-cards.module.css';

interface StoryCardsProps {
  stories: readonly StorySummary[];
  /** The first story gets the wide card. */
  featureFirst?: boolean;
  /** Show each story's sport (the home page mixes sports; a sport's page does not). */
  showSport?: boolean;
  emptyText: string;
}

/** Story cards: image, sport, date, title (the link) and teaser. */
export function StoryCards({ stories, featureFirst = false, showSport = true, emptyText }: StoryCardsProps) {
  if (stories.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul role="list" className={styles.grid}>
      {stories.map((story, index) => (
        <li key={story.id} className={featureFirst && index === 0 ? `${styles.card} ${styles.feature}` : styles.card}>
          <div className={styles.media}>
            {story.primary_image ? (
              <img
                src={story.primary_image.url}
                alt={story.primary_image.alt}
                width={800}
                height={450}
                loading={featureFirst && index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className={styles.image}
              />
            ) : (
              <span className={styles.placeholder} aria-hidden="true" />
            )}
          </div>
          <div className={styles.body}>
            <p className={styles.meta}>
              {showSport && story.sport && <span className={styles.sport}>{story.sport.title}</span>}
              <time dateTime={story.date}>{dayLabel(story.date)}</time>
            </p>
            <h3 className={styles.title}>
              {/* The link covers the whole card (::after), so the card is one target with one name. */}
              <SmartLink href={story.url} className={styles.link}>
                {story.title}
              </SmartLink>
            </h3>
            {story.teaser && <p className={styles.teaser}>{story.teaser}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
