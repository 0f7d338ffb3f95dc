import { STATUS_LABELS } from '../../../core/studio/stories/story';
import { storyPath } from '../../../core/studio/studio-nav';
import { Link } from '../../routing/link';
import { usePageTitle } from '../../honours/use-page-title';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { studioTime, useStudioLoad } from '../use-studio-load';
import { ResultsDueSection } from '../dashboard/results-due';
import { ActivityList } from './activity-list';

/** /studio: the results due (issue 48), recent stories and what the team did lately. */
export default function StudioDashboard() {
  const { repository } = useStudio();
  usePageTitle('Studio');
  const stories = useStudioLoad(() => repository.stories({ page: 1 }), [repository]);
  return (
    <>
      <h1>Studio</h1>
      <p className={styles.row}>
        <Link to={storyPath(null)} className={`${styles.button} ${styles.primary}`}>
          Write a story
        </Link>
        <Link to="/studio/media">Media library</Link>
      </p>
      <ResultsDueSection />
      <section aria-labelledby="recent-stories">
        <h2 id="recent-stories">Recent stories</h2>
        {stories.loaded.state === 'loading' && <p role="status">Loading stories…</p>}
        {stories.loaded.state === 'failed' && <p role="alert">{stories.loaded.message}</p>}
        {stories.loaded.state === 'ready' &&
          (stories.loaded.value.items.length === 0 ? (
            <p>No stories yet.</p>
          ) : (
            <ul className={styles.list}>
              {stories.loaded.value.items.slice(0, 8).map((story) => (
                <li key={story.id}>
                  <Link to={storyPath(story.id)}>{story.title || 'Untitled story'}</Link> — {STATUS_LABELS[story.status]}, changed {studioTime(story.updatedAt)}
                  {story.updatedBy ? ` by ${story.updatedBy.name}` : ''}
                </li>
              ))}
            </ul>
          ))}
      </section>
      <section aria-labelledby="recent-activity">
        <h2 id="recent-activity">Recent activity</h2>
        <ActivityList />
      </section>
    </>
  );
}
