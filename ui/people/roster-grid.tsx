import { Link } from '../routing/link';
import { weightLabel } from '../../core/people/measurements';
import { fullName } from '../../core/people/person-slug';
import { rosterBioPath } from '../../core/people/people-paths';
import type { RosterMember } from '../../core/roster/roster';
import { Headshot } from './headshot';
import styles from './people.module.css';
import grid from './roster-grid.module.css';

/** One of a player's details; in the compact rows the term is for screen readers only. */
function Detail({ term, value, compact }: { term: string; value: string | null | undefined; compact: boolean }) {
  if (!value) return null;
  return (
    <div>
      <dt className={compact ? 'visually-hidden' : undefined}>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The roster as cards (headshot, jersey, name as the bio link, and the player's details) or, compact,
 * as rows of a small headshot, jersey, name, position and class (about 100 px a player on a phone).
 */
export function RosterGrid({ players, sportSlug, label, compact = false }: { players: readonly RosterMember[]; sportSlug: string; label: string; compact?: boolean }) {
  return (
    <ul role="list" aria-label={label} className={compact ? grid.rows : styles.cards}>
      {players.map((player) => {
        const name = fullName(player);
        const size = [player.height, weightLabel(player.weight)].filter(Boolean).join(' / ');
        return (
          <li key={player.id}>
            <article className={compact ? grid.row : styles.card} aria-label={name}>
              <Headshot image={player.image} name={name} className={compact ? grid.rowHeadshot : undefined} />
              {player.uniform_number && (
                <p className={compact ? grid.rowJersey : grid.jersey}>
                  <span className="visually-hidden">Jersey number </span>
                  {player.uniform_number}
                </p>
              )}
              <div className={compact ? grid.rowBody : styles.cardBody}>
                <h3 className={styles.cardTitle}>
                  {player.hide_bio ? name : <Link to={rosterBioPath(sportSlug, player)}>{name}</Link>}
                  {player.is_captain && <span className={grid.captain}> (Captain)</span>}
                </h3>
                <dl className={compact ? grid.rowDetails : grid.details}>
                  <Detail term="Position" value={player.position_long} compact={compact} />
                  <Detail term="Class" value={player.academic_year} compact={compact} />
                  {!compact && <Detail term="Height / Weight" value={size} compact={false} />}
                  {!compact && <Detail term="Hometown" value={player.hometown} compact={false} />}
                  {!compact && <Detail term={player.previous_school ? 'Previous School' : 'High School'} value={player.previous_school ?? player.high_school} compact={false} />}
                </dl>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
