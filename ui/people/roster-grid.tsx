import { Link } from '../routing/link';
import { weightLabel } from '../../core/people/measurements';
import { fullName } from '../../core/people/person-slug';
import { rosterBioPath } from '../../core/people/people-paths';
import type { RosterMember } from '../../core/roster/roster';
import { Headshot } from './headshot';
import styles from './people.module.css';
import grid from './roster-grid.module.css';

/** The roster as cards: headshot, jersey, name (the bio link) and the player's details. */
export function RosterGrid({ players, sportSlug, label }: { players: readonly RosterMember[]; sportSlug: string; label: string }) {
  return (
    <ul role="list" aria-label={label} className={styles.cards}>
      {players.map((player) => {
        const name = fullName(player);
        const size = [player.height, weightLabel(player.weight)].filter(Boolean).join(' / ');
        return (
          <li key={player.id}>
            <article className={styles.card} aria-label={name}>
              <Headshot image={player.image} name={name} />
              {player.uniform_number && (
                <p className={grid.jersey}>
                  <span className="visually-hidden">Jersey number </span>
                  {player.uniform_number}
                </p>
              )}
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>
                  {player.hide_bio ? name : <Link to={rosterBioPath(sportSlug, player)}>{name}</Link>}
                  {player.is_captain && <span className={grid.captain}> (Captain)</span>}
                </h3>
                <dl className={grid.details}>
                  {player.position_long && (
                    <div>
                      <dt>Position</dt>
                      <dd>{player.position_long}</dd>
                    </div>
                  )}
                  {player.academic_year && (
                    <div>
                      <dt>Class</dt>
                      <dd>{player.academic_year}</dd>
                    </div>
                  )}
                  {size && (
                    <div>
                      <dt>Height / Weight</dt>
                      <dd>{size}</dd>
                    </div>
                  )}
                  {player.hometown && (
                    <div>
                      <dt>Hometown</dt>
                      <dd>{player.hometown}</dd>
                    </div>
                  )}
                  {(player.previous_school || player.high_school) && (
                    <div>
                      <dt>{player.previous_school ? 'Previous School' : 'High School'}</dt>
                      <dd>{player.previous_school ?? player.high_school}</dd>
                    </div>
                  )}
                </dl>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
