import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import { cumulativeStatsPath } from '../../../core/schedule/schedule-paths';
import { statSportOf } from '../../../core/stats-view/stat-table';
import type { CumulativeStatsPageData } from '../../../core/stats-view/stats-page-data';
import { StatsRecord, StatsTables } from '../../schedule/cumulative-sections';
import { PageHeading } from '../../schedule/page-heading';
import { usePageTitle } from '../../schedule/use-page-title';
import styles from '../../schedule/schedule.module.css';

/** spec 2.1 stats-pdf: the season's statistics laid out for printing or saving as a PDF. */
export default function StatsPdfPage() {
  const { sport, season, stats } = useLoaderData() as CumulativeStatsPageData;
  const slug = sport.global_sport_name_slug;
  const seasonTitle = stats?.season.title ?? season;
  const title = `${seasonTitle ? `${seasonTitle} ` : ''}${sport.title} Statistics`;
  usePageTitle(`${title} (PDF)`);

  return (
    <article id="stats-pdf">
      <PageHeading eyebrow={`${sport.title} · Printable statistics`} title={title} />
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className={styles.button} onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <Link to={cumulativeStatsPath(slug, seasonTitle)}>Back to the statistics</Link>
      </div>
      {stats ? (
        <>
          <StatsRecord stats={stats} />
          <StatsTables stats={stats} sport={statSportOf(sport)} sportSlug={slug} />
        </>
      ) : (
        <p className={styles.empty}>No statistics are available for {sport.title}{seasonTitle ? ` in ${seasonTitle}` : ''}.</p>
      )}
    </article>
  );
}
