import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import { shortGameDate } from '../../../core/schedule/game-dates';
import { formatRecord, formatStreak, opponentHistoryPath, winningPercentage } from '../../../core/schedule/opponent-history';
import type { OpponentHistoryListData } from '../../../core/schedule/schedule-page-data';
import { PageHeading } from '../../schedule/page-heading';
import { pageHref } from '../../../core/paging/paging';
import { Pagination } from '../../paging/pagination';
import { usePageTitle } from '../../schedule/use-page-title';
import { ScrollRegion } from '../../tables/scroll-region';
import styles from '../../schedule/schedule.module.css';

/** spec 2.1 opponenthistory_list: every opponent the sport has met, with the all-time record against it. */
export default function OpponentHistoryListPage() {
  const { sport, opponents } = useLoaderData() as OpponentHistoryListData;
  const slug = sport.global_sport_name_slug;
  usePageTitle(`${sport.title} Opponent History`);

  return (
    <>
      <PageHeading eyebrow={sport.title} title={`${sport.title} Opponent History`}>
        {opponents.total > 0 && (
          <p className={styles.lede}>
            {opponents.total} opponents{opponents.pages > 1 ? `, page ${opponents.page + 1} of ${opponents.pages}` : ''}.
          </p>
        )}
      </PageHeading>
      {opponents.items.length === 0 ? (
        <p className={styles.empty}>No opponent history yet.</p>
      ) : (
        <ScrollRegion className={styles.tableScroll} label="Opponents">
          <table className={styles.table}>
            <caption>All-time records against each opponent</caption>
            <thead>
              <tr>
                <th scope="col">Opponent</th>
                <th scope="col" className={styles.number}>
                  Record
                </th>
                <th scope="col" className={styles.number}>
                  <abbr title="Winning percentage">Pct.</abbr>
                </th>
                <th scope="col">Streak</th>
                <th scope="col">Last meeting</th>
                <th scope="col">First met</th>
              </tr>
            </thead>
            <tbody>
              {opponents.items.map((series) => (
                <tr key={series.opponent.id}>
                  <th scope="row">
                    <Link to={opponentHistoryPath(slug, series.opponent)}>{series.opponent.name}</Link>
                  </th>
                  <td className={styles.number}>{formatRecord(series.record)}</td>
                  <td className={styles.number}>{winningPercentage(series.record)}</td>
                  <td>{formatStreak(series.streak)}</td>
                  <td>
                    {series.last_meeting
                      ? `${shortGameDate(series.last_meeting.date)}, ${series.last_meeting.date.slice(0, 4)}: ${series.last_meeting.result_status} ${series.last_meeting.team_score ?? ''}-${series.last_meeting.opponent_score ?? ''}`
                      : '-'}
                  </td>
                  <td>{series.first_meeting_year ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pagination label="Opponent pages" page={opponents.page} pages={opponents.pages} hrefFor={(page) => pageHref(`/sports/${slug}/opponent-history`, page)} />
    </>
  );
}
