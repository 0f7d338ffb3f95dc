import { useId } from 'react';
import { Form, useLoaderData, useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../../routing/link';
import { STAFF_DIRECTORY_PRINT_PATH } from '../../../core/people/people-paths';
import { filterStaff, groupByDepartment, staffDepartmentPath, staffFilterFromQuery } from '../../../core/staff/staff-directory';
import type { StaffDirectoryPageData } from '../../../core/staff/staff-page-data';
import { PeopleHeader } from '../../people/people-header';
import styles from '../../people/people.module.css';
import { StaffTable } from '../../people/staff-table';
import { usePeopleTitle } from '../../people/use-people-title';

/** staff_list: the staff directory by department, filtered by department and by name or title. */
export default function StaffListPage() {
  const { departments, members } = useLoaderData() as StaffDirectoryPageData;
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const departmentId = useId();
  const searchId = useId();
  usePeopleTitle('Staff Directory');
  const filter = staffFilterFromQuery((name) => searchParams.get(name));
  const shown = filterStaff(members, filter);
  const groups = groupByDepartment(shown, departments);
  const filtered = filter.departmentId !== undefined || filter.text !== undefined;

  return (
    <article aria-labelledby="page-title">
      <PeopleHeader eyebrow="Athletics" title="Staff Directory" />
      <Form method="get" key={search} className={styles.toolbar} role="search" aria-label="Filter the staff directory">
        <div className={styles.field}>
          <label htmlFor={departmentId} className={styles.label}>
            Department
          </label>
          <select id={departmentId} name="department" defaultValue={filter.departmentId ?? ''} className={styles.control}>
            <option value="">All departments</option>
            {departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.title}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={searchId} className={styles.label}>
            Name or title
          </label>
          <input id={searchId} type="search" name="q" defaultValue={filter.text ?? ''} className={styles.control} autoComplete="off" />
        </div>
        <button type="submit" className={styles.button}>
          Filter
        </button>
        {filtered && (
          <Link to="." className={styles.buttonQuiet}>
            Show everyone
          </Link>
        )}
        <Link to={STAFF_DIRECTORY_PRINT_PATH} className={styles.buttonQuiet}>
          Print directory
        </Link>
      </Form>
      <p className={styles.meta} role="status">
        {shown.length === 1 ? '1 staff member' : `${shown.length} staff members`}
        {filtered ? ' match' : ''}
      </p>

      {groups.length === 0 ? (
        <p className={styles.empty}>{members.length === 0 ? 'The staff directory is not available right now.' : 'No staff match your search.'}</p>
      ) : (
        groups.map(({ department, members: people }) => (
          <section key={department.id} aria-labelledby={`department-${department.id}`} className={styles.section}>
            <h2 id={`department-${department.id}`} className={styles.sectionTitle}>
              <Link to={staffDepartmentPath(department)}>{department.title}</Link>
            </h2>
            <StaffTable members={people} caption={`${department.title} staff`} captionHidden />
          </section>
        ))
      )}
    </article>
  );
}
