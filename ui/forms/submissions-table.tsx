import { useLocation } from 'react-router-dom';
import type { SubmissionsView } from '../../core/forms/form-page-data';
import page from '../honours/honours.module.css';
import { Pagination } from '../paging/pagination';
import styles from './forms.module.css';

const cell = (value: string | readonly string[] | null | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/** Staff: the form's stored submissions, a page at a time, and the CSV of all of them. */
export function SubmissionsTable({ page: current, csvUrl, labels = {} }: SubmissionsView & { labels?: Readonly<Record<string, string>> }) {
  const { pathname } = useLocation();
  const names = current ? [...new Set(current.items.flatMap((item) => Object.keys(item.values)))] : [];
  return (
    <section aria-labelledby="form-submissions-title">
      <h2 id="form-submissions-title" className={page.sectionTitle}>
        Submissions
      </h2>
      <p>
        <a href={csvUrl} className={page.button} download>
          Download CSV
        </a>
      </p>
      {current === null && <p role="alert">The submissions could not be loaded.</p>}
      {current && current.items.length === 0 && <p>No submissions yet.</p>}
      {current && current.items.length > 0 && (
        <>
          <p>{current.total === 1 ? '1 submission' : `${current.total} submissions`}</p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Submissions of this form, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Submission</th>
                  <th scope="col">Submitted</th>
                  {names.map((name) => (
                    <th key={name} scope="col">
                      {(Object.hasOwn(labels, name) && labels[name]) || name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {current.items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">{item.id}</th>
                    <td>{item.submittedAt}</td>
                    {names.map((name) => (
                      <td key={name}>{cell(item.values[name])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={current.page} pages={current.pages} hrefFor={(index) => `${pathname}?page=${index + 1}`} label="Submission pages" />
        </>
      )}
    </section>
  );
}
