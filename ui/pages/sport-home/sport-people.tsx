import type { CoachSummary } from '../../../core/home/home-feed';
import { coachesHeadFirst, rosterHighlights } from '../../../core/home/home-feed-rules';
import { coachBioPath, rosterBioPath } from '../../../core/people/people-paths';
import type { RosterPlayer } from '../../../core/roster/roster-player';
import { SmartLink } from '../../shell/smart-link';
import styles from './sport-people.module.css';

function initials(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/** A few players with their headshots, each linking to the player's bio. */
export function RosterHighlights({ sportSlug, players }: { sportSlug: string; players: readonly RosterPlayer[] }) {
  const featured = rosterHighlights(players);
  if (featured.length === 0) return <p className={styles.empty}>The roster has not been announced yet.</p>;
  return (
    <ul role="list" className={styles.grid}>
      {featured.map((player) => (
        <li key={player.id} className={styles.card}>
          {player.image ? (
            // The name is the link's text right below, so the headshot is not read twice.
            <img src={player.image.url} alt="" width={240} height={300} loading="lazy" decoding="async" className={styles.photo} />
          ) : (
            <span className={styles.initials} aria-hidden="true">
              {initials(player.first_name, player.last_name)}
            </span>
          )}
          <div className={styles.body}>
            {player.uniform_number && (
              <p className={styles.number}>
                <span className="visually-hidden">Number </span>
                {player.uniform_number}
              </p>
            )}
            <p className={styles.name}>
              <SmartLink href={rosterBioPath(sportSlug, player)} className={styles.link}>
                {player.first_name} {player.last_name}
              </SmartLink>
            </p>
            <p className={styles.detail}>{[player.position, player.academic_year].filter(Boolean).join(' · ')}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The coaches, head coach first, each linking to the coach's bio. */
export function CoachCards({ sportSlug, coaches }: { sportSlug: string; coaches: readonly CoachSummary[] }) {
  if (coaches.length === 0) return <p className={styles.empty}>No coaches listed yet.</p>;
  return (
    <ul role="list" className={styles.grid}>
      {coachesHeadFirst(coaches).map((coach) => (
        <li key={coach.staff_id} className={styles.card}>
          {coach.image ? (
            <img src={coach.image.url} alt="" width={240} height={300} loading="lazy" decoding="async" className={styles.photo} />
          ) : (
            <span className={styles.initials} aria-hidden="true">
              {initials(coach.first_name, coach.last_name)}
            </span>
          )}
          <div className={styles.body}>
            <p className={styles.name}>
              <SmartLink href={coachBioPath(sportSlug, coach)} className={styles.link}>
                {coach.first_name} {coach.last_name}
              </SmartLink>
            </p>
            {coach.title && <p className={styles.detail}>{coach.title}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
