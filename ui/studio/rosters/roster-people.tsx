import { byJersey, fullName, placeOn, type Roster } from '../../../core/studio/rosters/roster';
import styles from '../studio.module.css';

export type PersonTask = { kind: 'player' | 'removePlayer' | 'coach' | 'removeCoach'; id: number | null };

/** The roster's players by jersey, each with Change and Remove. */
export function PlayerList({ roster, onTask }: { roster: Roster; onTask: (task: PersonTask) => void }) {
  if (roster.players.length === 0) return <p>No players on this roster yet.</p>;
  return (
    <ul className={styles.list} aria-labelledby="roster-players">
      {byJersey(roster.players).map((player) => (
        <li key={player.id} className={`${styles.notice} ${styles.wrap}`}>
          <strong>
            {player.jersey ? `#${player.jersey} ` : ''}
            {fullName(player)}
          </strong>
          {player.captain && ' (captain)'}
          <br />
          {[player.position, player.classYear, player.height, player.hometown].filter(Boolean).join(' · ')}
          <div className={styles.row}>
            <button type="button" className={styles.button} onClick={() => onTask({ kind: 'player', id: player.id })}>
              Change <span className={styles.visuallyHidden}>{fullName(player)}</span>
            </button>
            <button type="button" className={styles.button} onClick={() => onTask({ kind: 'removePlayer', id: player.id })}>
              Remove <span className={styles.visuallyHidden}>{fullName(player)}</span>
            </button>
            {!roster.hidden && player.publicPath && (
              <a href={player.publicPath}>
                Bio page <span className={styles.visuallyHidden}>of {fullName(player)}</span>
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The roster's coaches and support staff. */
export function CoachList({ roster, onTask }: { roster: Roster; onTask: (task: PersonTask) => void }) {
  if (roster.coaches.length === 0) return <p>No coaches or support staff on this roster yet.</p>;
  return (
    <ul className={styles.list} aria-labelledby="roster-coaches">
      {roster.coaches.map((coach) => {
        const place = placeOn(coach, roster.id);
        return (
          <li key={coach.id} className={`${styles.notice} ${styles.wrap}`}>
            <strong>{fullName(coach)}</strong>
            <br />
            {[place?.title || coach.title, place?.kind === 'support' ? 'Support staff' : place?.headCoach ? 'Head coach' : 'Coach'].join(' · ')}
            <div className={styles.row}>
              <button type="button" className={styles.button} onClick={() => onTask({ kind: 'coach', id: coach.id })}>
                Change <span className={styles.visuallyHidden}>{fullName(coach)}</span>
              </button>
              <button type="button" className={styles.button} onClick={() => onTask({ kind: 'removeCoach', id: coach.id })}>
                Remove <span className={styles.visuallyHidden}>{fullName(coach)}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
