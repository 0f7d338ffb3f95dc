import type { GameCentreGame } from '../../core/live/game-centre-game';
import { gameTimeText, longGameDate } from '../../core/schedule/game-dates';
import { broadcastLines, mediaLinks, placeText } from '../../core/schedule/schedule-rules';
import { SmartLink } from '../shell/smart-link';
import styles from './game-centre.module.css';

/** When and where the game is, how to watch, listen or follow it, and the preview story. */
export function GameDetails({ data, title = 'Game details' }: { data: GameCentreGame; title?: string }) {
  const { game, preview, facility } = data;
  const time = gameTimeText(game);
  const place = placeText({ facility, location: game.location });
  const links = mediaLinks(game);
  return (
    <section className={styles.card} aria-labelledby="details-title">
      <h2 id="details-title" className={styles.cardTitle}>
        {title}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={game.date_utc ?? game.date}>{longGameDate(game.date)}</time>
          </dd>
        </div>
        {time && (
          <div>
            <dt>Time</dt>
            <dd>{time}</dd>
          </div>
        )}
        {place && (
          <div>
            <dt>Location</dt>
            <dd>{place}</dd>
          </div>
        )}
        {broadcastLines(game).map((line) => {
          const [label, ...rest] = line.split(': ');
          return (
            <div key={line}>
              <dt>{label}</dt>
              <dd>{rest.join(': ')}</dd>
            </div>
          );
        })}
      </dl>
      {(links.length > 0 || preview) && (
        <ul role="list" className={styles.links}>
          {preview && (
            <li>
              <SmartLink href={preview.url} className={styles.linkButton}>
                Read the preview<span className="visually-hidden">: {preview.title}</span>
              </SmartLink>
            </li>
          )}
          {links.map((link) => (
            <li key={`${link.kind}-${link.url}`}>
              <SmartLink href={link.url} className={styles.linkButton}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
