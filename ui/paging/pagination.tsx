import { Link } from 'react-router-dom';
import { pageWindow } from '../../core/paging/page-window';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** 0-based. */
  page: number;
  pages: number;
  /** The URL of a page (0-based index): links, so paging works without script and can be shared. */
  hrefFor(index: number): string;
  /** Names the navigation landmark, e.g. 'Archive pages'. */
  label: string;
}

/** Previous, numbered and next page links; nothing when everything fits on one page. */
export function Pagination({ page, pages, hrefFor, label }: PaginationProps) {
  const slots = pageWindow(page, pages);
  if (slots.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <ul role="list" className={styles.pagerList}>
        <li>
          {page > 0 ? (
            <Link to={hrefFor(page - 1)} className={styles.pagerStep} rel="prev">
              Previous <span className="visually-hidden">page</span>
            </Link>
          ) : (
            <span className={styles.pagerStepDisabled} aria-hidden="true">
              Previous
            </span>
          )}
        </li>
        {slots.map((slot) =>
          slot.kind === 'gap' ? (
            <li key={slot.key} className={styles.pagerGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.index}>
              <Link to={hrefFor(slot.index)} className={styles.pagerPage} aria-current={slot.current ? 'page' : undefined}>
                <span className="visually-hidden">Page</span> {slot.index + 1}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages - 1 ? (
            <Link to={hrefFor(page + 1)} className={styles.pagerStep} rel="next">
              Next <span className="visually-hidden">page</span>
            </Link>
          ) : (
            <span className={styles.pagerStepDisabled} aria-hidden="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
