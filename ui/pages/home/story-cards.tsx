import type { StorySummary } from '../../../core/home/home-feed';
import { dayLabel } from '../../../core/home/home-feed-rules';
import { useResponsiveSrcSet } from '../../media/use-image-sources';
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

/** A card is a grid column (300px and up) or, for the feature, 58% of the row from 768px. */
const CARD_SIZES = '(min-width: 1200px) 400px, (min-width: 640px) 50vw, 100vw';
const FEATURE_SIZES = '(min-width: 1200px) 700px, (min-width: 768px) 58vw, 100vw';

function StoryCardImage({ image, feature }: { image: NonNullable<StorySummary['primary_image']>; feature: boolean }) {
  const srcSet = useResponsiveSrcSet(image.url);
  return (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet && (feature ? FEATURE_SIZES : CARD_SIZES)}
      alt={image.alt}
      width={800}
      height={450}
      loading={feature ? 'eager' : 'lazy'}
      decoding="async"
      className={styles.image}
    />
  );
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
              <StoryCardImage image={story.primary_image} feature={featureFirst && index === 0} />
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
