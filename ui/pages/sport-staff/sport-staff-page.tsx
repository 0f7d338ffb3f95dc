import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import { coachBioPath, coachesPath, STAFF_DIRECTORY_PATH, supportStaffBioPath } from '../../../core/people/people-paths';
import type { SportStaffPageData } from '../../../core/staff/staff-page-data';
import { roleInSport, type StaffMember } from '../../../core/staff/staff-member';
import { PeopleHeader } from '../../people/people-header';
import styles from '../../people/people.module.css';
import { StaffTable } from '../../people/staff-table';
import { usePeopleTitle } from '../../people/use-people-title';

/** sport_staff: the sport's department of the staff directory. */
export default function SportStaffPage() {
  const { sport, department, members } = useLoaderData() as SportStaffPageData;
  const slug = sport.global_sport_name_slug;
  const title = `${sport.title} Staff`;
  usePeopleTitle(title);
  // Bios open under the sport: coaches as coach bios, others as support staff bios.
  const bioPath = (member: StaffMember) =>
    roleInSport(member, sport.id)?.kind === 'support' ? supportStaffBioPath(slug, { ...member, staff_id: member.id }) : coachBioPath(slug, { ...member, staff_id: member.id });

  return (
    <article aria-labelledby="page-title">
      <PeopleHeader eyebrow={sport.title} title={title} />
      {department && members.length > 0 ? (
        <StaffTable members={members} caption={`${department.title} staff`} captionHidden bioPath={bioPath} />
      ) : (
        <p className={styles.empty}>No staff are listed for {sport.title} yet.</p>
      )}
      <nav aria-label={`More about ${sport.title} staff`} className={styles.section}>
        <ul role="list" className={styles.links}>
          <li>
            <Link to={coachesPath(slug)} className={styles.link}>
              Coaches
            </Link>
          </li>
          <li>
            <Link to={STAFF_DIRECTORY_PATH} className={styles.link}>
              Staff directory
            </Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
