import { Link } from '../routing/link';
import { coachBioPath, supportStaffBioPath } from '../../core/people/people-paths';
import { fullName } from '../../core/people/person-slug';
import type { RosterStaffEntry } from '../../core/roster/roster';
import { EmailLink, PhoneLink } from './contact-links';
import { Headshot } from './headshot';
import styles from './people.module.css';

/** A roster's coaches or support staff as cards; the name opens their bio under the sport. */
export function StaffCards({ entries, sportSlug, label }: { entries: readonly RosterStaffEntry[]; sportSlug: string; label: string }) {
  return (
    <ul role="list" aria-label={label} className={styles.cards}>
      {entries.map((entry) => {
        const name = fullName(entry);
        const path = entry.kind === 'coach' ? coachBioPath(sportSlug, entry) : supportStaffBioPath(sportSlug, entry);
        return (
          <li key={`${entry.kind}-${entry.staff_id}`}>
            <article className={styles.card} aria-label={name}>
              <Headshot image={entry.image} name={name} />
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>
                  <Link to={path}>{name}</Link>
                </h3>
                <p className={styles.meta}>{entry.title}</p>
                {entry.email && (
                  <p>
                    <EmailLink email={entry.email} />
                  </p>
                )}
                {entry.phone && (
                  <p>
                    <PhoneLink phone={entry.phone} />
                  </p>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
