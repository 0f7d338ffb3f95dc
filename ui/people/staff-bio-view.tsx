import type { ReactNode } from 'react';
import { Link } from '../routing/link';
import { coachesPath, rosterPath, STAFF_DIRECTORY_PATH } from '../../core/people/people-paths';
import { fullName } from '../../core/people/person-slug';
import { staffDepartmentPath } from '../../core/staff/staff-directory';
import type { StaffBioPageData } from '../../core/staff/staff-page-data';
import { BioText } from './bio-text';
import { EmailLink, PhoneLink } from './contact-links';
import { BioHero } from './bio-hero';
import { PeopleHeader } from './people-header';
import { CoachRecordCells, CoachRecordHeadings } from './coach-record-columns';
import styles from './people.module.css';
import { SocialLinks } from './social-links';
import { usePeopleTitle } from './use-people-title';
import { ScrollRegion } from '../tables/scroll-region';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function CoachingHistory({ records, name }: { records: NonNullable<StaffBioPageData['records']>; name: string }) {
  const caption = `${name}, head coaching record`;
  return (
    <ScrollRegion className={styles.tableScroll} label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Season</th>
            <CoachRecordHeadings />
          </tr>
        </thead>
        <tbody>
          {[...records.yearly].reverse().map((record) => (
            <tr key={record.season}>
              <th scope="row">{record.season}</th>
              <CoachRecordCells record={record} />
            </tr>
          ))}
        </tbody>
        {records.career && (
          <tfoot>
            <tr>
              <th scope="row">
                Total ({records.career.seasons} {records.career.seasons === 1 ? 'season' : 'seasons'})
              </th>
              <CoachRecordCells record={records.career} />
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  );
}

/** A staff member's bio: coach_bio and support_staff_bio under a sport, staff_bio in the directory. */
export function StaffBioView({ data }: { data: StaffBioPageData }) {
  const { member, role, records, sport, context } = data;
  const name = fullName(member);
  const title = role?.title ?? member.title;
  usePeopleTitle(name, sport?.title ?? member.department.title);
  const eyebrow = sport ? sport.title : member.department.title;
  const slug = sport?.global_sport_name_slug;

  return (
    <article aria-labelledby="page-title">
      <PeopleHeader eyebrow={eyebrow} title={name}>
        <p className={styles.lead}>{title}</p>
      </PeopleHeader>
      <BioHero image={member.image} name={name}>
        <dl className={styles.facts}>
          <Fact label="Title">{title}</Fact>
          <Fact label="Department">
            <Link to={staffDepartmentPath(member.department)} className={styles.link}>
              {member.department.title}
            </Link>
          </Fact>
          {member.email && (
            <Fact label="Email">
              <EmailLink email={member.email} />
            </Fact>
          )}
          {member.phone && (
            <Fact label="Phone">
              <PhoneLink phone={member.phone} />
            </Fact>
          )}
          {member.alma_mater && <Fact label="Alma Mater">{member.alma_mater}</Fact>}
          {member.tenure && <Fact label="At the school">{member.tenure}</Fact>}
        </dl>
        <SocialLinks links={member.social_links} name={name} />
      </BioHero>

      <section aria-labelledby="staff-bio-text" className={styles.section}>
        <h2 id="staff-bio-text" className={styles.sectionTitle}>
          Biography
        </h2>
        <BioText text={member.bio} empty={`A biography of ${name} is not available yet.`} />
      </section>

      {records && (
        <section aria-labelledby="staff-coaching-history" className={styles.section}>
          <h2 id="staff-coaching-history" className={styles.sectionTitle}>
            Coaching History
          </h2>
          <CoachingHistory records={records} name={name} />
        </section>
      )}

      {member.roles.length > 0 && (
        <section aria-labelledby="staff-roles" className={styles.section}>
          <h2 id="staff-roles" className={styles.sectionTitle}>
            Teams
          </h2>
          <ul role="list" className={styles.links}>
            {member.roles.map((item) => (
              <li key={`${item.sport_id}-${item.title}`}>
                <Link to={item.kind === 'coach' ? coachesPath(item.sport_slug) : rosterPath(item.sport_slug)} className={styles.link}>
                  {item.sport_title}
                </Link>
                : {item.title}
              </li>
            ))}
          </ul>
        </section>
      )}

      <p className={styles.section}>
        {context === 'coach' && slug ? (
          <Link to={coachesPath(slug)} className={styles.link}>
            All {sport?.title} coaches
          </Link>
        ) : context === 'support' && slug ? (
          <Link to={rosterPath(slug)} className={styles.link}>
            Back to the {sport?.title} roster
          </Link>
        ) : (
          <Link to={STAFF_DIRECTORY_PATH} className={styles.link}>
            Back to the staff directory
          </Link>
        )}
      </p>
    </article>
  );
}
