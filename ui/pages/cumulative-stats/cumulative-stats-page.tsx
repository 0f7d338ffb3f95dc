import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import { cumulativeStatsPath, schedulePath } from '../../../core/schedule/schedule-paths';
import { statSportOf } from '../../../core/stats-view/stat-table';
import type { CumulativeStatsPageData } from '../../../core/stats-view/stats-page-data';
import { StatsLeaders, StatsRecord, StatsTables } from '../../schedule/cumulative-sections';
import { PageHeading } from '../../schedule/page-heading';
import { SeasonPicker } from '../../schedule/season-picker';
import { usePageTitle } from '../../schedule/use-page-title';
import styles from '../../schedule/schedule.module.css';

/** spec 2.1 cumestats: a season's cumulative statistics, with a season selector and a printable version. */
export default function CumulativeStatsPage() {
  const { sport, seasons, season, stats } = useLoaderData() as CumulativeStatsPageData;
  const slug = sport.global_sport_name_slug;
  const seasonTitle = stats?.season.title ?? season;
  usePageTitle(`${seasonTitle ? `${seasonTitle} ` : ''}${sport.title} Statistics`);

  return (
    <>
      <PageHeading eyebrow={sport.title} title={`${seasonTitle ? `${seasonTitle} ` : ''}${sport.title} Statistics`} />
      <div className={styles.toolbar}>
        <SeasonPicker key={seasonTitle} seasons={seasons.map((entry) => entry.title)} current={seasonTitle} pathFor={(title) => cumulativeStatsPath(slug, title)} />
        <nav aria-label="Related pages" className={styles.actions}>
          {stats && <Link to={cumulativeStatsPath(slug, stats.season.title, true)}>Printable statistics (PDF)</Link>}
          <Link to={schedulePath(slug, seasonTitle)}>Schedule</Link>
          <Link to={`/sports/${slug}/results`}>Results</Link>
        </nav>
      </div>
      {stats ? (
        <>
          <StatsRecord stats={stats} />
          <StatsLeaders stats={stats} />
          <StatsTables stats={stats} sport={statSportOf(sport)} sportSlug={slug} />
        </>
      ) : (
        <p className={styles.empty}>No statistics are available for {sport.title}{seasonTitle ? ` in ${seasonTitle}` : ''}.</p>
      )}
    </>
  );
}
