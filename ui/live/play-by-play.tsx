import { useState } from 'react';
import type { PlayView } from '../../core/live/game-centre-plays';
import type { LiveTeamView } from '../../core/live/game-centre-view';
import styles from './game-centre.module.css';

// Enough to follow the game at a glance; the rest is one click away.
const FIRST_PLAYS = 25;

/** The play-by-play, newest first, each play with its period, clock, team and the score after it. */
export function PlayByPlay({ plays, teams }: { plays: PlayView[]; teams: [LiveTeamView, LiveTeamView] }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? plays : plays.slice(0, FIRST_PLAYS);
  const teamName = (side: PlayView['side']) => teams.find((team) => team.side === side)?.name ?? null;
  return (
    <section className={styles.card} aria-labelledby="plays-title">
      <h2 id="plays-title" className={styles.cardTitle}>
        Play-by-play
      </h2>
      {plays.length === 0 ? (
        <p className={styles.muted}>No plays yet.</p>
      ) : (
        <>
          <ol className={styles.plays} reversed aria-label="Plays, newest first">
            {shown.map((play) => (
              <li key={play.key} className={styles.play} data-scoring={play.scoring || undefined}>
                <p className={styles.playWhen}>{[play.periodLabel, play.clock].filter(Boolean).join(' · ')}</p>
                <p className={styles.playText}>
                  {teamName(play.side) && <strong className={styles.playTeam}>{teamName(play.side)}: </strong>}
                  {play.narrative}
                </p>
                {play.score && (
                  <p className={styles.playScore}>
                    <span className="visually-hidden">Score: </span>
                    {teams[0].name} {play.score.visiting}, {teams[1].name} {play.score.home}
                  </p>
                )}
              </li>
            ))}
          </ol>
          {plays.length > FIRST_PLAYS && (
            <button type="button" className={styles.more} aria-expanded={showAll} onClick={() => setShowAll((value) => !value)}>
              {showAll ? 'Show fewer plays' : `Show all ${plays.length} plays`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
