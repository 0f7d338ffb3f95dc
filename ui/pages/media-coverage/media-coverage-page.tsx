import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { CoveragePageData } from '../../../core/media-coverage/coverage-page-data';
import { outletKindLabel } from '../../../core/media-coverage/coverage-rules';
import { longDate } from '../../../core/editorial/content-dates';
import { pageHref } from '../../../core/paging/paging';
import { atOrVs } from '../../../core/stories/story-games';
import { PageHeader } from '../../editorial/page-header';
import { useSiteTitle } from '../../editorial/page-title';
import { Pagination } from '../../paging/pagination';
import { SmartLink } from '../../shell/smart-link';
import { usePageMeta } from '../../routing/page-meta';
import shared from '../../editorial/editorial.module.css';
import styles from './media-coverage-page.module.css';

/**
 * spec 2.1 coverage: where to watch, listen to and follow the coming games (TV, streams, radio,
 * audio and live stats), day by day, from the scoreboard's games with coverage (spec 7).
 */
export default function CoveragePage() {
  const { window, days } = useLoaderData() as CoveragePageData;
  usePageMeta({ title: useSiteTitle('Media Coverage'), description: 'Where to watch, listen to and follow every game: TV, streaming, radio and live stats.' });
  const shown = days.items.filter((day) => day.games.length > 0);

  return (
    <>
      <PageHeader eyebrow="Watch · Listen · Follow" title="Media Coverage">
        <p>
          TV, streaming, radio and live stats for games from {longDate(window.start)} to {longDate(window.end)}. For what the press is writing, see{' '}
          <Link to="/clippings">In the News</Link>.
        </p>
      </PageHeader>
      {shown.length === 0 ? (
        <p className={shared.empty}>No games with media coverage in the next four weeks.</p>
      ) : (
        shown.map((day) => (
          <section key={day.date} aria-labelledby={`coverage-${day.date}`} className={styles.day}>
            <h2 id={`coverage-${day.date}`} className={shared.sectionTitle}>
              {longDate(day.date)}
            </h2>
            <ul role="list" className={styles.games}>
              {day.games.map((game) => (
                <li key={game.id} className={styles.game}>
                  <div className={styles.when}>
                    <span className={styles.time}>{game.time ?? 'All day'}</span>
                    {game.state_label && game.state_label !== 'Scheduled' && <span className={styles.state}>{game.state_label}</span>}
                  </div>
                  <div className={styles.what}>
                    <p className={styles.sport}>
                      {game.sport.slug ? <Link to={`/sports/${game.sport.slug}`}>{game.sport.title}</Link> : game.sport.title}
                    </p>
                    <h3 className={styles.matchup}>
                      {atOrVs(game)} {game.opponent}
                    </h3>
                    {(game.facility || game.location) && <p className={styles.where}>{[game.facility, game.location].filter(Boolean).join(', ')}</p>}
                  </div>
                  <ul role="list" className={styles.outlets} aria-label={`Coverage of ${game.sport.title} ${atOrVs(game)} ${game.opponent}`}>
                    {game.outlets.map((outlet) => (
                      <li key={`${outlet.kind}-${outlet.label}`} className={styles.outlet} data-kind={outlet.kind}>
                        <span className={styles.outletKind}>{outletKindLabel(outlet.kind)}</span>{' '}
                        {outlet.url ? <SmartLink href={outlet.url}>{outlet.label}</SmartLink> : <span>{outlet.label}</span>}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <Pagination label="Coverage pages" page={days.page} pages={days.pages} hrefFor={(page) => pageHref('/coverage', page)} />
    </>
  );
}
