import { Link } from '../routing/link';
import { dateTimeAttribute, longDate } from '../../core/editorial/content-dates';
import type { StorySummary } from '../../core/stories/story';
import styles from './editorial.module.css';

export interface StoryListProps {
  stories: readonly StorySummary[];
  /** Heading level of each story's title: one below the section that holds the list. */
  headingLevel?: 2 | 3;
  /** Said when the list is empty. */
  emptyText: string;
}

/** Stories as cards: image, sport, headline (the link), date and teaser. */
export function StoryList({ stories, headingLevel = 2, emptyText }: StoryListProps) {
  if (stories.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul role="list" className={styles.storyList}>
      {stories.map((story) => (
        <li key={story.id} className={styles.storyCard}>
          {story.image && (
            // Decorative: the headline beside it names the story.
            <img src={story.image.url} alt="" width={320} height={180} loading="lazy" decoding="async" className={styles.storyImage} />
          )}
          <div className={styles.storyText}>
            {story.sport_title && <p className={styles.storySport}>{story.sport_title}</p>}
            <Heading className={styles.storyTitle}>
              <Link to={story.url} className={styles.storyLink}>
                {story.title}
              </Link>
            </Heading>
            {story.date && (
              <p className={styles.storyDate}>
                <time dateTime={dateTimeAttribute(story.date)}>{longDate(story.date)}</time>
              </p>
            )}
            {story.teaser && <p className={styles.storyTeaser}>{story.teaser}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
