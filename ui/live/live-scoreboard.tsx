import { memo, useContext, useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { LiveEventItem } from '../../core/games/live-event-item';
import { liveEventSides } from '../../core/games/live-event-item';
import { isComplete } from '../../core/games/game-state';
import { applyScoreboardEvent, scoreboardForSport } from '../../core/live/scoreboard-items';
import { PageResourcesContext, renderedAlone } from '../routing/page-resources';
import { SmartLink } from '../shell/smart-link';
import { useNearViewport } from '../visibility/use-near-viewport';
import { LiveScoreboardContext } from './live-scoreboard-context';
import styles from './live-scoreboard.module.css';

/** The page resource of the games under way (#12). */
const GAMES_UNDER_WAY = 'live-scoreboard';

/**
 * The scoreboard's items: on a page the server rendered, the games under way as it rendered them
 * (the scoreboard's space is taken before the page's code runs); then kept current from the stream,
 * whose first message lists them all again. A page the browser renders waits for the stream. #24:
 * the stream (and the code that reads it) starts when the scoreboard comes into view: one below the
 * fold costs the first load nothing (the home page's sits just below it on a game day), and its first
 * message brings it up to date.
 */
function useLiveScoreboard(place: RefObject<Element | null>): LiveEventItem[] {
  const source = useContext(LiveScoreboardContext);
  const resources = useContext(PageResourcesContext);
  const rendered = source ? resources?.read(GAMES_UNDER_WAY, () => source.gamesUnderWay()) : undefined;
  const [items, setItems] = useState<LiveEventItem[]>(() => rendered ?? []);
  const stream = source?.stream;
  const near = useNearViewport(place, '0px');
  useEffect(() => {
    if (!stream || !near) return undefined;
    return stream.subscribe(
      (event) => setItems((current) => applyScoreboardEvent(current, event)),
      () => {},
    );
  }, [stream, near]);
  return items;
}

function ScoreLine({ name, score, icon }: { name: string; score: number | null; icon: string | null }) {
  return (
    <span className={styles.line}>
      {icon ? <img src={icon} alt="" width={24} height={24} className={styles.icon} loading="lazy" /> : <span className={styles.icon} aria-hidden="true" />}
      <span className={styles.name}>{name}</span>
      <span className={styles.score}>{score ?? '-'}</span>
    </span>
  );
}

/**
 * One game's card. #24: memoised on its item, which keeps its object while the game does not change
 * (applyScoreboardEvent), so an update renders again only the card of the game it changed.
 */
const ScoreCard = memo(function ScoreCard({ item }: { item: LiveEventItem }) {
  const { school, opponent } = liveEventSides(item.teams, item.gameLocationIndicator);
  const final = isComplete(item.gameState);
  const away = item.teams.away;
  const home = item.teams.home;
  const status = final ? (item.gameStateDisplay ?? 'Final') : [item.gameStatus, item.gameTime].filter(Boolean).join(' · ');
  return (
    <SmartLink href={`/game-center/${item.id}`} className={styles.card} data-final={final || undefined}>
      <span className={styles.sport}>{item.sport.title}</span>
      <span className="visually-hidden">
        {school.name} {school.Score ?? 0}, {opponent.name} {opponent.Score ?? 0}.
      </span>
      <span aria-hidden="true" className={styles.lines}>
        <ScoreLine name={away.name} score={away.Score} icon={away.icon} />
        <ScoreLine name={home.name} score={home.Score} icon={home.icon} />
      </span>
      <span className={styles.status}>{status}</span>
    </SmartLink>
  );
});

/**
 * The live scoreboard of games under way (spec 3 live event items), for one sport when given; each game
 * links to its game centre. Shows nothing (an empty place) when no game is under way. Inside a section that has its
 * own h2 (the home page's Scoreboard), pass headingLevel 3.
 */
function LiveScoreboardView({ sportId, headingLevel = 2 }: { sportId?: number; headingLevel?: 2 | 3 }) {
  // Its place on the page, there while no game is under way too: the stream starts when it is near.
  const place = useRef<HTMLDivElement>(null);
  const items = scoreboardForSport(useLiveScoreboard(place), sportId);
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div ref={place} data-live-scoreboard="">
      {items.length > 0 && (
        <section className={styles.board} aria-labelledby={titleId}>
          <Heading id={titleId} className={styles.title}>
            Live scores
          </Heading>
          <ul role="list" className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <ScoreCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Rendered alone: on the server it suspends while the games under way load (page-resources.ts). */
export const LiveScoreboard = renderedAlone(LiveScoreboardView);
