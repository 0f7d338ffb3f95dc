import { Link } from 'react-router-dom';
import { pageWindow } from '../../core/people/paging';
import styles from './people.module.css';

interface PaginationProps {
  pageIndex: number;
  pages: number;
  /** The link of a page (so pages work without script and can be shared). */
  hrefFor: (pageIndex: number) => string;
  label: string;
}

/** Page links: previous, the pages around the current one, next. */
export function Pagination({ pageIndex, pages, hrefFor, label }: PaginationProps) {
  if (pages <= 1) return null;
  const entries = pageWindow(pageIndex, pages);
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul role="list" className={styles.pages}>
        {pageIndex > 0 && (
          <li>
            <Link to={hrefFor(pageIndex - 1)} className={styles.pageLink} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
        {entries.map((entry) =>
          entry.kind === 'gap' ? (
            <li key={entry.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.index}>
              <Link to={hrefFor(entry.index)} className={styles.pageLink} aria-current={entry.index === pageIndex ? 'page' : undefined}>
                <span className="visually-hidden">Page </span>
                {entry.index + 1}
              </Link>
            </li>
          ),
        )}
        {pageIndex < pages - 1 && (
          <li>
            <Link to={hrefFor(pageIndex + 1)} className={styles.pageLink} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
