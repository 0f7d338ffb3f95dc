import type { GameListing } from '../../../core/home/home-feed';
import { dayLabel, gameStateLabel, groupGamesByDay, opponentPreposition, scoreText } from '../../../core/home/home-feed-rules';
import type { Game } from '../../../core/games/game';
import { SmartLink } from '../../shell/smart-link';
import styles from './game-list.module.css';

function timeText(game: Pick<Game, 'tbd' | 'all_day' | 'time'>): string {
  if (game.tbd) return 'TBA';
  if (game.all_day) return 'All Day';
  return game.time ?? '';
}

interface GameListProps {
  games: readonly GameListing[];
  /** The home page mixes sports; a sport's own page leaves the sport out. */
  showSport?: boolean;
  /** Show the day on each row (off when the rows are already grouped under a day heading). */
  showDay?: boolean;
  emptyText: string;
}

/** Games as rows: when, sport, opponent, where, and the result or the state once it has one. */
export function GameList({ games, showSport = true, showDay = true, emptyText }: GameListProps) {
  if (games.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ol role="list" className={styles.list}>
      {games.map(({ game, sport }) => {
        const score = scoreText(game);
        const won = game.result?.status.trim().toUpperCase() === 'W';
        const state = gameStateLabel(game);
        const links = [
          game.result?.boxscore ? { title: 'Box Score', url: game.result.boxscore } : null,
          game.result?.recap ? { title: 'Recap', url: game.result.recap.url } : null,
          !game.result && game.media?.tickets ? { title: 'Tickets', url: game.media.tickets } : null,
        ].filter((link): link is { title: string; url: string } => link !== null);
        return (
          <li key={game.id} className={styles.row} data-game-id={game.id}>
            <p className={styles.when}>
              {showDay && <time dateTime={game.date.slice(0, 10)}>{dayLabel(game.date)}</time>}
              <span>{timeText(game)}</span>
            </p>
            <div className={styles.matchup}>
              {game.opponent.image ? (
                <img src={game.opponent.image} alt="" width={40} height={40} loading="lazy" decoding="async" className={styles.logo} />
              ) : (
                <span className={styles.logoPlaceholder} aria-hidden="true" />
              )}
              <div>
                {showSport && <p className={styles.sport}>{sport.title}</p>}
                <p className={styles.opponent}>
                  <span className={styles.preposition}>{opponentPreposition(game.location_indicator)}</span>{' '}
                  {game.opponent.prefix && <span className={styles.rank}>{game.opponent.prefix} </span>}
                  {game.opponent.title}
                </p>
                {game.location && <p className={styles.location}>{game.location}</p>}
              </div>
            </div>
            <div className={styles.outcome}>
              {score && <p className={won ? `${styles.score} ${styles.win}` : styles.score}>{score}</p>}
              {state && <p className={styles.state}>{state}</p>}
              {links.length > 0 && (
                <ul role="list" className={styles.links}>
                  {links.map((link) => (
                    <li key={link.title}>
                      <SmartLink href={link.url} className={styles.link}>
                        {link.title}
                        <span className="visually-hidden">
                          {' '}
                          {sport.title} {opponentPreposition(game.location_indicator)} {game.opponent.title}
                        </span>
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The scoreboard: games under a heading per day (h3), in the order given. */
export function ScoreboardDays({ games, emptyText }: { games: readonly GameListing[]; emptyText: string }) {
  const days = groupGamesByDay(games);
  if (days.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <div className={styles.days}>
      {days.map(({ day, games: dayGames }) => (
        <div key={day}>
          <h3 className={styles.dayTitle}>
            <time dateTime={day}>{dayLabel(day)}</time>
          </h3>
          <GameList games={dayGames} showDay={false} emptyText={emptyText} />
        </div>
      ))}
    </div>
  );
}
