import { useLoaderData } from 'react-router-dom';
import { groupByDepartment } from '../../../core/staff/staff-directory';
import type { StaffDirectoryPageData } from '../../../core/staff/staff-page-data';
import styles from '../../people/people.module.css';
import { StaffTable } from '../../people/staff-table';
import { usePeopleTitle } from '../../people/use-people-title';
import { PeoplePrintSheet } from '../roster-print/people-print-sheet';
import print from '../roster-print/roster-print-page.module.css';

const PRINT_ID = 'staff-directory-print';

/** staff_list_print (full screen): the whole directory by department; the print dialog opens on load. */
export default function StaffPrintPage() {
  const { departments, members } = useLoaderData() as StaffDirectoryPageData;
  usePeopleTitle('Staff Directory (print)');
  const groups = groupByDepartment(members, departments);

  return (
    <PeoplePrintSheet id={PRINT_ID} title="Staff Directory" ready={members.length > 0}>
      {groups.length === 0 ? (
        <p className={styles.empty}>The staff directory is not available right now.</p>
      ) : (
        groups.map(({ department, members: people }) => (
          <section key={department.id} aria-labelledby={`print-department-${department.id}`}>
            <h2 id={`print-department-${department.id}`} className={print.subtitle}>
              {department.title}
            </h2>
            <StaffTable members={people} caption={`${department.title} staff`} captionHidden linkNames={false} />
          </section>
        ))
      )}
    </PeoplePrintSheet>
  );
}
