import { useLoaderData } from 'react-router-dom';
import { shortGameDate } from '../../../core/schedule/game-dates';
import type { GameResultsPrintData } from '../../../core/schedule/schedule-page-data';
import { PrintGameCells, PrintSheet } from '../../schedule/print-sheet';
import { usePageTitle } from '../../schedule/use-page-title';
import { PlainTable } from '../../tables/plain-table';
import styles from '../../schedule/print.module.css';

const TYPE_WORDS: Record<GameResultsPrintData['type'], string> = { all: '', home: 'Home ', away: 'Away ', neutral: 'Neutral-Site ', conference: 'Conference ' };

/** spec 2.1 game_results_print (full screen): a season's results of one kind, printed after 1.5 s. */
export default function GameResultsPrintPage() {
  const { sport, season, type, games } = useLoaderData() as GameResultsPrintData;
  const title = `${season.title} ${sport.title} ${TYPE_WORDS[type]}Results`;
  usePageTitle(`${sport.title} Results (Print)`);

  return (
    <PrintSheet id="results-print" title={title} backTo={`/sports/${sport.global_sport_name_slug}/results`} backLabel="Back to the results">
      {games.length === 0 ? (
        <p className={styles.empty}>No results yet.</p>
      ) : (
        <PlainTable className={styles.table} caption={title} captionClassName="visually-hidden" columns={['Date', 'Opponent', 'Location', 'Result']}>
          {games.map((game) => (
            <tr key={game.id}>
              <td>{shortGameDate(game.date)}</td>
              <PrintGameCells game={game} />
            </tr>
          ))}
        </PlainTable>
      )}
    </PrintSheet>
  );
}
