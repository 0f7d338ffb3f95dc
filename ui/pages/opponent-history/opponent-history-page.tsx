import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import { longGameDate } from '../../../core/schedule/game-dates';
import { formatRecord, formatStreak, winningPercentage } from '../../../core/schedule/opponent-history';
import type { OpponentHistoryPageData } from '../../../core/schedule/schedule-page-data';
import { locationFilterLabel, resultWord } from '../../../core/schedule/schedule-rules';
import { PageHeading } from '../../schedule/page-heading';
import { SmartLink } from '../../shell/smart-link';
import { usePageTitle } from '../../schedule/use-page-title';
import { PlainTable } from '../../tables/plain-table';
import { ScrollRegion } from '../../tables/scroll-region';
import styles from '../../schedule/schedule.module.css';

/** spec 2.1 opponenthistory: the all-time series with one opponent and every meeting, newest first. */
export default function OpponentHistoryPage() {
  const { sport, history } = useLoaderData() as OpponentHistoryPageData;
  const slug = sport.global_sport_name_slug;
  const name = history.opponent.title;
  usePageTitle(`${sport.title} vs. ${name} - Opponent History`);
  const summary: Array<[string, string]> = [
    ['All-time', `${formatRecord(history.record)} (${winningPercentage(history.record)})`],
    ['Home', formatRecord(history.home)],
    ['Away', formatRecord(history.away)],
    ['Conference', formatRecord(history.conference)],
    ['Last 10', formatRecord(history.last_ten)],
    ['Streak', formatStreak(history.streak)],
    [history.points_synonym, `${history.team_points}-${history.opponent_points}`],
    ['First met', history.first_meeting_year ? String(history.first_meeting_year) : '-'],
  ];

  return (
    <>
      <PageHeading eyebrow={`${sport.title} Opponent History`} title={`vs. ${name}`}>
        {history.opponent.image && <img src={history.opponent.image} alt={`${name} logo`} width={72} height={72} className={styles.opponentLogo} />}
      </PageHeading>
      <nav aria-label="Related pages" className={styles.actions}>
        <Link to={`/sports/${slug}/opponent-history`}>All opponents</Link>
      </nav>
      <section aria-labelledby="series-title">
        <h2 id="series-title" className={styles.sectionTitle}>
          Series summary
        </h2>
        <dl className={styles.record}>
          {summary.map(([label, value]) => (
            <div key={label} className={styles.recordItem}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="meetings-title">
        <h2 id="meetings-title" className={styles.sectionTitle}>
          Every meeting
        </h2>
        {history.meetings.length === 0 ? (
          <p className={styles.empty}>No meetings recorded yet.</p>
        ) : (
          <ScrollRegion className={styles.tableScroll} label={`Meetings with ${name}`}>
            <PlainTable className={styles.table} caption={<>Every meeting with {name}, newest first</>} captionClassName="visually-hidden" columns={['Date', 'Season', 'Site', 'Result', 'Links']}>
              {history.meetings.map((meeting) => (
                <tr key={meeting.game_id}>
                  <th scope="row">{longGameDate(meeting.date)}</th>
                  <td>{meeting.season_title ?? meeting.date.slice(0, 4)}</td>
                  <td>
                    {locationFilterLabel(meeting.location_indicator)}
                    {meeting.location ? ` (${meeting.location})` : ''}
                    {meeting.conference ? ' *' : ''}
                  </td>
                  <td>
                    {resultWord(meeting.result_status)} {meeting.team_score ?? ''}-{meeting.opponent_score ?? ''}
                  </td>
                  <td>
                    {meeting.boxscore && (
                      <SmartLink href={meeting.boxscore}>
                        Box Score<span className="visually-hidden">: {longGameDate(meeting.date)}</span>
                      </SmartLink>
                    )}
                    {meeting.boxscore && meeting.recap && ' · '}
                    {meeting.recap && (
                      <SmartLink href={meeting.recap.url}>
                        Recap<span className="visually-hidden">: {longGameDate(meeting.date)}</span>
                      </SmartLink>
                    )}
                  </td>
                </tr>
              ))}
            </PlainTable>
          </ScrollRegion>
        )}
        <p className={styles.hint}>* Conference game</p>
      </section>
    </>
  );
}
