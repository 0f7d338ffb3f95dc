import { Link } from '../routing/link';
import { fullName } from '../../core/people/person-slug';
import { staffBioPath } from '../../core/people/people-paths';
import type { StaffMember } from '../../core/staff/staff-member';
import { PlainTable } from '../tables/plain-table';
import { EmailLink, PhoneLink } from './contact-links';
import { ScrollRegion } from '../tables/scroll-region';
import styles from './people.module.css';

interface StaffTableProps {
  members: readonly StaffMember[];
  /** The table's accessible name (the department). */
  caption: string;
  /** Hide the caption visually when a heading above already shows it. */
  captionHidden?: boolean;
  /** The bio link of a member; the directory's own bio page by default. */
  bioPath?: (member: StaffMember) => string;
  /** Print views show plain names. */
  linkNames?: boolean;
}

/** Staff members of a department: name, title, email (mailto) and phone (tel). */
export function StaffTable({ members, caption, captionHidden = false, bioPath = staffBioPath, linkNames = true }: StaffTableProps) {
  return (
    <ScrollRegion className={styles.tableScroll} label={caption}>
      <PlainTable className={styles.table} caption={caption} captionClassName={captionHidden ? 'visually-hidden' : undefined} columns={['Name', 'Title', 'Email', 'Phone']}>
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row">
              {linkNames ? (
                <Link to={bioPath(member)} className={styles.link}>
                  {fullName(member)}
                </Link>
              ) : (
                fullName(member)
              )}
            </th>
            <td>{member.title}</td>
            <td>
              <EmailLink email={member.email} />
            </td>
            <td>
              <PhoneLink phone={member.phone} />
            </td>
          </tr>
        ))}
      </PlainTable>
    </ScrollRegion>
  );
}
