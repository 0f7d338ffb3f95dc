import { Link } from '../routing/link';
import { longGameDate } from '../../core/schedule/game-dates';
import { cumulativeStatsPath, schedulePath } from '../../core/schedule/schedule-paths';
import { atVs, placeText, resultWord } from '../../core/schedule/schedule-rules';
import { boxScoreSides, type BoxScoreTeam } from '../../core/stats-view/box-score';
import { statSportOf } from '../../core/stats-view/stat-table';
import type { Sport } from '../../core/sports/sport';
import type { BoxScore } from '../../core/stats-view/box-score';
import { SmartLink } from '../shell/smart-link';
import { PageHeading } from './page-heading';
import { LineScoreTable, StatTable, TeamFiguresTable } from './stat-table';
import { usePageTitle } from './use-page-title';
import { ScrollRegion } from '../tables/scroll-region';
import styles from './schedule.module.css';

/** The teams' totals side by side, in the order the feed lists them. */
function teamRows(school: BoxScoreTeam, opponent: BoxScoreTeam) {
  const keys = [...new Set([...school.totals, ...opponent.totals].map((total) => total.key))];
  return keys.map((key) => {
    const known = school.totals.find((total) => total.key === key) ?? opponent.totals.find((total) => total.key === key)!;
    const value = (team: BoxScoreTeam) => team.totals.find((total) => total.key === key)?.value ?? '';
    return { key, title: known.title, values: [value(school), value(opponent)] as const };
  });
}

function TeamStats({ team, sport, headingId }: { team: BoxScoreTeam; sport: ReturnType<typeof statSportOf>; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {team.name}
      </h2>
      {team.groups.length === 0 && <p className={styles.empty}>No player statistics for {team.name}.</p>}
      {team.groups.map((group) => (
        <StatTable
          key={group.name}
          caption={`${team.name} ${group.title}`}
          sport={sport}
          columns={group.columns}
          players={group.players}
          footers={Object.keys(group.totals).length > 0 ? [{ label: 'Totals', values: group.totals }] : []}
        />
      ))}
    </section>
  );
}

/** spec 2.1 box_score: line score by period, team totals and each team's player tables (spec 9 abbreviations). */
export function FullBoxScore({ sport, box, recap }: { sport: Sport; box: BoxScore; recap: { title: string; url: string } | null }) {
  const { school, opponent } = boxScoreSides(box);
  const statSport = statSportOf(sport);
  const slug = sport.global_sport_name_slug;
  const matchup = `${school.name} ${atVs(box.location_indicator)} ${opponent.name}`;
  const visitor = box.visitor;
  const home = box.home;
  usePageTitle(`Box Score: ${matchup} - ${sport.title}`);

  return (
    <>
      <PageHeading eyebrow={`${sport.title} Box Score`} title={matchup}>
        <p className={styles.lede}>
          <strong>
            Final: {resultWord(box.result_status)}, {box.team_score}-{box.opponent_score}
            {box.postscore ? ` (${box.postscore})` : ''}
          </strong>
          {' · '}
          {longGameDate(box.date)}
          {placeText(box) && ` · ${placeText(box)}`}
          {box.attendance !== null && ` · Attendance ${box.attendance.toLocaleString('en-US')}`}
        </p>
      </PageHeading>
      <nav aria-label="Related pages" className={styles.actions}>
        <Link to={schedulePath(slug, box.season.title)}>{box.season.title} schedule</Link>
        <Link to={cumulativeStatsPath(slug, box.season.title)}>{box.season.title} season statistics</Link>
        {recap && <SmartLink href={recap.url}>Recap: {recap.title}</SmartLink>}
      </nav>
      <LineScoreTable
        caption="Scoring by period"
        periodLabel={box.period_label}
        periods={box.periods}
        teams={[
          { name: visitor.name, scores: visitor.period_scores, total: visitor.score },
          { name: home.name, scores: home.period_scores, total: home.score },
        ]}
      />
      {(school.totals.length > 0 || opponent.totals.length > 0) && <TeamFiguresTable caption="Team statistics" columns={[school.name, opponent.name]} rows={teamRows(school, opponent)} />}
      <div className={styles.twoColumns}>
        <TeamStats team={school} sport={statSport} headingId="school-stats" />
        <TeamStats team={opponent} sport={statSport} headingId="opponent-stats" />
      </div>
      {box.scoring.length > 0 && (
        <section aria-labelledby="scoring-title">
          <h2 id="scoring-title" className={styles.sectionTitle}>
            Scoring summary
          </h2>
          <ScrollRegion className={styles.tableScroll} label="Scoring plays">
            <table className={styles.table}>
              <caption className="visually-hidden">Scoring summary</caption>
              <thead>
                <tr>
                  <th scope="col">{box.period_label}</th>
                  <th scope="col">Time</th>
                  <th scope="col">Team</th>
                  <th scope="col">Play</th>
                  <th scope="col" className={styles.number}>
                    {visitor.name}
                  </th>
                  <th scope="col" className={styles.number}>
                    {home.name}
                  </th>
                </tr>
              </thead>
              <tbody>
                {box.scoring.map((play, index) => (
                  <tr key={index}>
                    <td>{play.period}</td>
                    <td>{play.clock ?? ''}</td>
                    <td>{play.team_name}</td>
                    <td className={styles.wrapCell}>{play.description}</td>
                    <td className={styles.number}>{play.visiting_score}</td>
                    <td className={styles.number}>{play.home_score}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      )}
    </>
  );
}
