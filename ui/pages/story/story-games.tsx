import { dateTimeAttribute, longDate } from '../../../core/editorial/content-dates';
import type { Game } from '../../../core/games/game';
import { matchup, scoreline } from '../../../core/stories/story-games';
import { SmartLink } from '../../shell/smart-link';
import styles from './story-page.module.css';

/** A game's links a reader follows from a story: box score, recap and preview. */
function gameLinks(game: Game): Array<{ title: string; url: string }> {
  const links: Array<{ title: string; url: string }> = [];
  if (game.result?.boxscore) links.push({ title: 'Box Score', url: game.result.boxscore });
  if (game.result?.recap) links.push({ title: game.result.recap.title || 'Recap', url: game.result.recap.url });
  for (const link of game.game_links) links.push(link);
  return links;
}

/** The games a story is about, each with its date, opponent, score and links (spec 3 Story games). */
export function StoryGames({ games, currentUrl }: { games: readonly Game[]; currentUrl: string }) {
  return (
    <section aria-labelledby="story-games-title" className={styles.panel}>
      <h2 id="story-games-title" className={styles.panelTitle}>
        Related games
      </h2>
      <ul role="list" className={styles.games}>
        {games.map((game) => {
          const score = scoreline(game);
          const links = gameLinks(game).filter((link) => link.url !== currentUrl);
          return (
            <li key={game.id} className={styles.game}>
              <p className={styles.gameDate}>
                <time dateTime={dateTimeAttribute(game.date)}>{longDate(game.date)}</time>
                {game.time && !game.all_day && !game.tbd && <> · {game.time}</>}
              </p>
              <p className={styles.gameMatchup}>
                {game.opponent.image && <img src={game.opponent.image} alt="" width={36} height={36} className={styles.gameLogo} loading="lazy" />}
                <span>{matchup(game)}</span>
              </p>
              {score ? (
                <p className={styles.gameScore} data-status={score.status}>
                  <span aria-hidden="true">
                    <span className={styles.gameOutcome}>{score.status}</span> {score.score}
                  </span>
                  <span className="visually-hidden">{score.spoken}</span>
                </p>
              ) : (
                <p className={styles.gameUpcoming}>{game.location ? `Upcoming · ${game.location}` : 'Upcoming'}</p>
              )}
              {links.length > 0 && (
                <ul role="list" className={styles.gameLinks} aria-label={`Links for the game ${matchup(game)}`}>
                  {links.map((link) => (
                    <li key={`${link.title}-${link.url}`}>
                      <SmartLink href={link.url} className={styles.gameLink}>
                        {link.title}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
