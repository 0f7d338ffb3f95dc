import { gameOutcomeText, gamePath, matchupText } from '../../../core/studio/schedule/game-rules';
import type { StudioGame } from '../../../core/studio/schedule/studio-game';
import { Link } from '../../routing/link';
import styles from '../studio.module.css';

const dayText = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : day.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
};

/** A season's games in date order: when, whom, and the result or status; each opens its editor. */
export function GameList({ games, season }: { games: StudioGame[]; season: string | null }) {
  const title = season ? `Games of ${season}` : 'Games';
  if (games.length === 0)
    return (
      <section aria-labelledby="schedule-games">
        <h2 id="schedule-games">{title}</h2>
        <p>No games yet: add one, or paste the season’s schedule.</p>
      </section>
    );
  return (
    <section aria-labelledby="schedule-games">
      <h2 id="schedule-games">{title}</h2>
      <ul className={styles.list} aria-labelledby="schedule-games">
        {games.map((game) => (
          <li key={game.id} className={`${styles.notice} ${styles.wrap}`} data-game-id={game.id}>
            <strong>{dayText(game.date)}</strong> · {game.time ?? 'TBA'}
            <br />
            {matchupText(game)}
            {game.conference ? ' · conference' : ''}
            <br />
            <span data-outcome>{gameOutcomeText(game)}</span>
            <div className={styles.row}>
              <Link to={gamePath(game.id)} className={styles.button}>
                Edit <span className={styles.visuallyHidden}>{`${dayText(game.date)} ${matchupText(game)}`}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
