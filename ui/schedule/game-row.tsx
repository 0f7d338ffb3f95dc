import type { GameSport, ScheduleGame } from '../../core/schedule/schedule-game';
import { gameTimeText, longGameDate, shortGameDate } from '../../core/schedule/game-dates';
import { atVs, broadcastLines, isPlacing, mediaLinks, opponentName, placeText, resultText, resultWord, upcomingLabel } from '../../core/schedule/schedule-rules';
import { InTurn } from '../routing/hydration-turns';
import { SmartLink } from '../shell/smart-link';
import styles from './schedule.module.css';

export interface GameRowProps {
  game: ScheduleGame;
  /** The game's sport, on lists of several sports (the calendar). */
  sport?: GameSport;
}

/** A game's result: 'W 24-10' with the letter spelled out for screen readers. */
export function GameResult({ game }: { game: ScheduleGame }) {
  if (!game.result) return <p className={styles.upcoming}>{upcomingLabel(game)}</p>;
  const status = game.result.status.trim();
  const rest = resultText({ ...game.result, status: '' });
  return (
    <p className={styles.result} data-status={status.toUpperCase()}>
      {status && (
        <>
          <span className={styles.resultLetter} aria-hidden="true">
            {status}
          </span>
          <span className="visually-hidden">{resultWord(status)}</span>
        </>
      )}
      {rest && ` ${rest}`}
      {game.result.postscore && !isPlacing(game.result) && <span className={styles.detail}> ({game.result.postscore})</span>}
    </p>
  );
}

/** One game of a schedule: when, who and where, coverage, the result or 'Upcoming', and its links. */
export function GameRow({ game, sport }: GameRowProps) {
  const opponent = opponentName(game.opponent);
  const context = `${sport ? `${sport.title} ` : ''}${atVs(game.location_indicator)} ${game.opponent.title}, ${shortGameDate(game.date)}`;
  const place = placeText(game);
  const links = mediaLinks(game);
  const hasLinks = !!game.result?.boxscore || !!game.result?.recap || links.length > 0;
  return (
    <li className={styles.game} data-location={game.location_indicator}>
      <p className={styles.when}>
        <time className={styles.date} dateTime={game.date.slice(0, 10)} title={longGameDate(game.date)}>
          {shortGameDate(game.date)}
        </time>
        <span className={styles.time}>{gameTimeText(game)}</span>
      </p>
      <div className={styles.matchup}>
        {game.opponent.image ? <img className={styles.logo} src={game.opponent.image} alt="" width={48} height={48} loading="lazy" /> : <span className={styles.logo} aria-hidden="true" />}
        <div className={styles.matchupText}>
          {sport && <p className={styles.sportName}>{sport.title}</p>}
          <p className={styles.opponent}>
            <span className={styles.atVs}>{atVs(game.location_indicator)}</span>
            {opponent}
            {game.conference && <span className={styles.detail}> *</span>}
            {game.conference && <span className="visually-hidden"> (conference game)</span>}
          </p>
          {(place || game.tournament) && <p className={styles.detail}>{[game.tournament, place].filter(Boolean).join(' · ')}</p>}
          {broadcastLines(game).map((line) => (
            <p key={line} className={styles.detail}>
              {line}
            </p>
          ))}
        </div>
      </div>
      <div className={styles.outcome}>
        <GameResult game={game} />
      </div>
      {hasLinks && (
        <ul role="list" className={styles.gameLinks} aria-label={`Links for ${context}`}>
          {game.result?.boxscore && (
            <li>
              <SmartLink href={game.result.boxscore}>
                Box Score<span className="visually-hidden">: {context}</span>
              </SmartLink>
            </li>
          )}
          {game.result?.recap && (
            <li>
              <SmartLink href={game.result.recap.url}>
                Recap<span className="visually-hidden">: {context}</span>
              </SmartLink>
            </li>
          )}
          {links.map((link) => (
            <li key={`${link.kind}-${link.url}`}>
              <SmartLink href={link.url}>
                {link.label}
                <span className="visually-hidden">: {context}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A list of games, or the words that say there are none. */
export function GameList<T extends ScheduleGame>({ games, empty, sportOf }: { games: readonly T[]; empty: string; sportOf?: (game: T) => GameSport }) {
  if (games.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ol role="list" className={styles.games}>
      {/* A season is many games: each takes over its server markup in a turn of its own (hydration-turns.tsx). */}
      {games.map((game) => (
        <InTurn key={game.id}>
          <GameRow game={game} sport={sportOf?.(game)} />
        </InTurn>
      ))}
    </ol>
  );
}
