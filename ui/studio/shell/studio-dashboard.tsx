import { storyPath } from '../../../core/studio/studio-nav';
import { Link } from '../../routing/link';
import { usePageTitle } from '../../honours/use-page-title';
import styles from '../studio.module.css';
import { NoticesOnSite } from '../dashboard/notices-on-site';
import { ResultsDueSection } from '../dashboard/results-due';
import { StoriesToPublish } from '../dashboard/stories-to-publish';
import { ActivityList } from './activity-list';

/** /studio, what needs doing (issue 48): the results due, the stories to publish, the notices on the site and what the team did lately. */
export default function StudioDashboard() {
  usePageTitle('Studio');
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
      <StoriesToPublish />
      <NoticesOnSite />
      <section aria-labelledby="recent-activity">
        <h2 id="recent-activity">Recent activity</h2>
        <ActivityList />
      </section>
    </>
  );
}
