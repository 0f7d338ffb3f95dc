import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import { STAFF_DIRECTORY_PATH } from '../../../core/people/people-paths';
import type { StaffDirectoryEntryPageData } from '../../../core/staff/staff-page-data';
import { PeopleHeader } from '../../people/people-header';
import styles from '../../people/people.module.css';
import { StaffBioView } from '../../people/staff-bio-view';
import { StaffTable } from '../../people/staff-table';
import { usePeopleTitle } from '../../people/use-people-title';

type DepartmentData = Extract<StaffDirectoryEntryPageData, { kind: 'department' }>;

/** staff_department: one department of the directory. */
function DepartmentView({ data }: { data: DepartmentData }) {
  const { department, members } = data;
  usePeopleTitle(department.title, 'Staff Directory');
  return (
    <article aria-labelledby="page-title">
      <PeopleHeader eyebrow="Staff Directory" title={department.title} />
      {members.length > 0 ? (
        <StaffTable members={members} caption={`${department.title} staff`} captionHidden />
      ) : (
        <p className={styles.empty}>No staff are listed in {department.title} yet.</p>
      )}
      <p className={styles.section}>
        <Link to={STAFF_DIRECTORY_PATH} className={styles.link}>
          Back to the staff directory
        </Link>
      </p>
    </article>
  );
}

/**
 * staff_department and staff_bio share '/staff-directory/:slug/:id' (spec 2.1): a slug ending in
 * '-department' is a department, any other a person; the loader tells them apart.
 */
export default function StaffDirectoryEntryPage() {
  const data = useLoaderData() as StaffDirectoryEntryPageData;
  return data.kind === 'department' ? <DepartmentView data={data} /> : <StaffBioView data={data} />;
}
