import { Link } from '../routing/link';
import { shortGameDate } from '../../core/schedule/game-dates';
import { opponentSlug } from '../../core/schedule/opponent-history';
import { atVs, resultWord } from '../../core/schedule/schedule-rules';
import type { StatSport } from '../../core/stats/stat-abbreviations';
import { boxScorePath } from '../../core/stats-view/box-score';
import type { CumulativeStats } from '../../core/stats-view/cumulative-stats';
import { RecordSection } from './record-summary';
import { StatTable, TeamFiguresTable } from './stat-table';
import { ScrollRegion } from '../tables/scroll-region';
import styles from './schedule.module.css';

/** The season's record as the stats keep it. */
export function StatsRecord({ stats }: { stats: CumulativeStats }) {
  const items: Array<[string, string]> = [
    ['Games', String(stats.games_played)],
    ['Overall', stats.record.overall],
    ['Conference', stats.record.conference],
    ['Home', stats.record.home],
    ['Away', stats.record.away],
    ['Neutral', stats.record.neutral],
  ];
  return <RecordSection headingId="stats-record-title" items={items} />;
}

export function StatsLeaders({ stats }: { stats: CumulativeStats }) {
  if (stats.leaders.length === 0) return null;
  return (
    <section aria-labelledby="leaders-title">
      <h2 id="leaders-title" className={styles.sectionTitle}>
        Team leaders
      </h2>
      <ul role="list" className={styles.leaders}>
        {stats.leaders.map((leader) => {
          const top = leader.leaders[0];
          return (
            <li key={`${leader.category}-${leader.label ?? ''}`} className={styles.leader}>
              <h3>
                {leader.label ?? leader.category} <abbr title={leader.category}>({leader.abbreviation})</abbr>
              </h3>
              {top ? (
                <p>
                  <span className={styles.leaderValue}>{top.value}</span> {top.name}
                </p>
              ) : (
                <p>No leader yet.</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Team figures, each group's player table (with the team's and the opponents' lines) and the games. */
export function StatsTables({ stats, sport, sportSlug }: { stats: CumulativeStats; sport: StatSport | undefined; sportSlug: string }) {
  return (
    <>
      {stats.team_stats.length > 0 && (
        <TeamFiguresTable caption="Team statistics" columns={['Team', 'Opponents']} rows={stats.team_stats.map((stat) => ({ key: stat.key, title: stat.title, values: [stat.team, stat.opponents] as const }))} />
      )}
      <section aria-labelledby="players-title">
        <h2 id="players-title" className={styles.sectionTitle}>
          Individual statistics
        </h2>
        {stats.groups.map((group) => (
          <StatTable
            key={group.name}
            caption={group.title}
            sport={sport}
            columns={group.columns}
            players={group.players}
            footers={[
              { label: 'Totals', values: group.totals },
              { label: 'Opponents', values: group.opponent_totals },
            ]}
          />
        ))}
      </section>
      <section aria-labelledby="games-title">
        <h2 id="games-title" className={styles.sectionTitle}>
          Game by game
        </h2>
        {stats.games.length === 0 ? (
          <p className={styles.empty}>No games played yet.</p>
        ) : (
          <ScrollRegion className={styles.tableScroll} label="Results and box scores">
            <table className={styles.table}>
              <caption className="visually-hidden">Game by game results</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Opponent</th>
                  <th scope="col">Result</th>
                  <th scope="col">Box score</th>
                </tr>
              </thead>
              <tbody>
                {stats.games.map((game) => (
                  <tr key={game.game_id}>
                    <td>{shortGameDate(game.date)}</td>
                    <th scope="row">
                      {atVs(game.location_indicator)} {game.opponent}
                    </th>
                    <td>
                      {resultWord(game.result_status)} {game.team_score}-{game.opponent_score}
                    </td>
                    <td>
                      <Link to={boxScorePath(sportSlug, stats.season.year, opponentSlug(game.opponent), game.game_id)}>
                        Box Score<span className="visually-hidden">: {game.opponent}, {shortGameDate(game.date)}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </>
  );
}
