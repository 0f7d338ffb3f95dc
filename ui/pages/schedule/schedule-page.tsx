import { useLoaderData, useLocation } from 'react-router-dom';
import { Link } from '../../routing/link';
import { filterGamesByLocation } from '../../../core/games/game-rules';
import { calendarFileName } from '../../../core/schedule/calendar-feed';
import type { SchedulePageData } from '../../../core/schedule/schedule-page-data';
import { resultsPrintPath, schedulePath } from '../../../core/schedule/schedule-paths';
import { locationFilterLabel } from '../../../core/schedule/schedule-rules';
import { CalendarDownload } from '../../schedule/calendar-download';
import { GameList } from '../../schedule/game-row';
import { LocationFilterLinks } from '../../schedule/location-filter';
import { PageHeading } from '../../schedule/page-heading';
import { RecordSummary } from '../../schedule/record-summary';
import { SeasonPicker } from '../../schedule/season-picker';
import { InTurn } from '../../routing/hydration-turns';
import { usePageDescription } from '../../routing/page-meta';
import { usePageTitle } from '../../schedule/use-page-title';
import styles from '../../schedule/schedule.module.css';
import { sportsEventData } from '../../../core/seo/structured-data';
import { useStructuredData } from '../../routing/document-head';
import { useSchoolFacts } from '../../seo/structured-data-hooks';

/** spec 2.1 schedule: a season's games with its record, a season selector and the location filter. */
export default function SchedulePage() {
  const { sport, seasons, season, currentSeason, record, games, location } = useLoaderData() as SchedulePageData;
  const slug = sport.global_sport_name_slug;
  const seasonTitle = season?.title ?? null;
  // spec 9: the location filter is core's; the URL carries it.
  const shown = filterGamesByLocation(games, location);
  usePageTitle(`${sport.title} Schedule`);
  const school = useSchoolFacts();
  const { pathname } = useLocation();
  useStructuredData(shown.map((game) => sportsEventData(game, sport.title, school, pathname)));
  usePageDescription(`The ${sport.title} schedule: dates, opponents, results, tickets and how to watch.`, { season: seasonTitle ?? undefined });

  return (
    <>
      <PageHeading eyebrow={sport.title} title={seasonTitle ? `${seasonTitle} ${sport.title} Schedule` : `${sport.title} Schedule`} />
      <div className={styles.toolbar}>
        <SeasonPicker key={seasonTitle} seasons={seasons.map((entry) => entry.title)} current={seasonTitle} pathFor={(title) => schedulePath(slug, title, 'list', location)} />
        <LocationFilterLinks current={location} pathFor={(filter) => schedulePath(slug, seasonTitle, 'list', filter)} label="Show games by location" />
      </div>
      {record && <RecordSummary record={record} />}
      <nav aria-label="Other views of this schedule" className={styles.actions}>
        <Link to={schedulePath(slug, seasonTitle, 'text')}>Text schedule</Link>
        <Link to={schedulePath(slug, seasonTitle, 'print')}>Print schedule</Link>
        <Link to={`/sports/${slug}/results`}>Results</Link>
        {seasonTitle && <Link to={resultsPrintPath(slug, seasonTitle)}>Print results</Link>}
        <Link to={`/sports/${slug}/calendar`}>Calendar</Link>
        <Link to={`/sports/${slug}/opponent-history`}>Opponent history</Link>
      </nav>
      <InTurn>
        <section aria-labelledby="games-title">
          <h2 id="games-title" className={styles.sectionTitle}>
            {location === 'All' ? 'Games' : `${locationFilterLabel(location)} games`}
            <span className="visually-hidden"> ({shown.length})</span>
          </h2>
          <GameList games={shown} empty={games.length === 0 ? 'No games scheduled yet.' : `No ${locationFilterLabel(location).toLowerCase()} games this season.`} />
          {shown.some((game) => game.conference) && <p className={styles.hint}>* Conference game</p>}
        </section>
      </InTurn>
      {currentSeason && <CalendarDownload sportId={sport.id} sportTitle={sport.title} seasonTitle={currentSeason.title} fileName={calendarFileName(slug, currentSeason.title)} />}
    </>
  );
}
