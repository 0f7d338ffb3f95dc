import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { GameResultsPageData } from '../../../core/schedule/schedule-page-data';
import { schedulePath } from '../../../core/schedule/schedule-paths';
import { GameList } from '../../schedule/game-row';
import { PageHeading } from '../../schedule/page-heading';
import { pageHref } from '../../../core/paging/paging';
import { Pagination } from '../../paging/pagination';
import { usePageTitle } from '../../schedule/use-page-title';
import styles from '../../schedule/schedule.module.css';

/** spec 2.1 game_results: the sport's results, newest first, with scores and links, ten to a page. */
export default function GameResultsPage() {
  const { sport, results } = useLoaderData() as GameResultsPageData;
  const slug = sport.global_sport_name_slug;
  usePageTitle(`${sport.title} Results`);

  return (
    <>
      <PageHeading eyebrow={sport.title} title={`${sport.title} Results`}>
        {results.total > 0 && (
          <p className={styles.lede}>
            {results.total} {results.total === 1 ? 'game' : 'games'} with results{results.pages > 1 ? `, page ${results.page + 1} of ${results.pages}` : ''}.
          </p>
        )}
      </PageHeading>
      <nav aria-label="Related pages" className={styles.actions}>
        <Link to={schedulePath(slug, null)}>Full schedule</Link>
        <Link to={`/sports/${slug}/stats`}>Statistics</Link>
      </nav>
      <section aria-labelledby="results-title">
        <h2 id="results-title" className={styles.sectionTitle}>
          Recent results
        </h2>
        <GameList games={results.items} empty="No results yet." />
      </section>
      <Pagination label="Results pages" page={results.page} pages={results.pages} hrefFor={(page) => pageHref(`/sports/${slug}/results`, page)} />
    </>
  );
}
