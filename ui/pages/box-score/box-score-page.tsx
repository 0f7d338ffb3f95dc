import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import { longGameDate } from '../../../core/schedule/game-dates';
import type { ScheduleGame } from '../../../core/schedule/schedule-game';
import { cumulativeStatsPath, schedulePath } from '../../../core/schedule/schedule-paths';
import { atVs, opponentName, placeText, resultText } from '../../../core/schedule/schedule-rules';
import type { Sport } from '../../../core/sports/sport';
import type { BoxScorePageData } from '../../../core/stats-view/stats-page-data';
import { FullBoxScore } from '../../schedule/box-score-view';
import { GameResult } from '../../schedule/game-row';
import { PageHeading } from '../../schedule/page-heading';
import { LineScoreTable } from '../../schedule/stat-table';
import { usePageTitle } from '../../schedule/use-page-title';
import { SmartLink } from '../../shell/smart-link';
import { useShellData } from '../../shell/use-shell-data';
import styles from '../../schedule/schedule.module.css';

/** A game whose full statistics have not arrived: the result and the line score from the schedule. */
function ResultSummary({ sport, game }: { sport: Sport; game: ScheduleGame }) {
  const { setup } = useShellData();
  const school = setup?.identity.schoolName || setup?.identity.siteName || 'Home team';
  const opponent = opponentName(game.opponent);
  const slug = sport.global_sport_name_slug;
  const lines = game.result?.line_scores ?? [];
  const matchup = `${school} ${atVs(game.location_indicator)} ${opponent}`;
  usePageTitle(`Box Score: ${matchup} - ${sport.title}`);

  return (
    <>
      <PageHeading eyebrow={`${sport.title} Box Score`} title={matchup}>
        <p className={styles.lede}>
          {longGameDate(game.date)}
          {placeText(game) && ` · ${placeText(game)}`}
        </p>
      </PageHeading>
      <section aria-labelledby="final-title">
        <h2 id="final-title" className={styles.sectionTitle}>
          Final
        </h2>
        <GameResult game={game} />
        {lines.length > 0 && (
          <LineScoreTable
            caption="Scoring by period"
            periodLabel="Period"
            periods={lines.map((line) => line.period)}
            teams={[
              { name: school, scores: lines.map((line) => line.team_score), total: game.result?.team_score ?? '' },
              { name: opponent, scores: lines.map((line) => line.opponent_score), total: game.result?.opponent_score ?? '' },
            ]}
          />
        )}
        <p className={styles.empty}>Full statistics for this game are not available yet.{game.result ? ` Final: ${resultText(game.result)}.` : ''}</p>
      </section>
      <nav aria-label="Related pages" className={styles.actions}>
        <Link to={schedulePath(slug, null)}>Schedule</Link>
        <Link to={cumulativeStatsPath(slug, null)}>Season statistics</Link>
        {game.result?.recap && <SmartLink href={game.result.recap.url}>Recap: {game.result.recap.title}</SmartLink>}
      </nav>
    </>
  );
}

/** spec 2.1 box_score: the full box score, or the result and line score while the statistics are missing. */
export default function BoxScorePage() {
  const { sport, box, game } = useLoaderData() as BoxScorePageData;
  if (box) return <FullBoxScore sport={sport} box={box} recap={game?.result?.recap ?? null} />;
  return game ? <ResultSummary sport={sport} game={game} /> : null;
}
