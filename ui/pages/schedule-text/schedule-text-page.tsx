import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { SchedulePageData } from '../../../core/schedule/schedule-page-data';
import { schedulePath } from '../../../core/schedule/schedule-paths';
import { scheduleTextLines } from '../../../core/schedule/schedule-text';
import { usePageTitle } from '../../schedule/use-page-title';
import { ScrollRegion } from '../../tables/scroll-region';
import styles from '../../schedule/print.module.css';

/** spec 2.1 schedule_text (full screen): the season as plain text, one line a game. */
export default function ScheduleTextPage() {
  const { sport, season, games } = useLoaderData() as SchedulePageData;
  const seasonTitle = season?.title ?? null;
  const title = `${seasonTitle ? `${seasonTitle} ` : ''}${sport.title} Schedule`;
  usePageTitle(`${sport.title} Schedule (Text)`);

  return (
    <div className={styles.sheet}>
      <nav aria-label="Schedule views" className={styles.controls}>
        <Link to={schedulePath(sport.global_sport_name_slug, seasonTitle)}>Back to the schedule</Link>
        <Link to={schedulePath(sport.global_sport_name_slug, seasonTitle, 'print')}>Print view</Link>
      </nav>
      <h1>{title}</h1>
      {games.length === 0 ? (
        <p className={styles.empty}>No games scheduled yet.</p>
      ) : (
        <ScrollRegion className={styles.text} label={`${title}, plain text`}>
          <pre>{scheduleTextLines(games).join('\n')}</pre>
        </ScrollRegion>
      )}
    </div>
  );
}
