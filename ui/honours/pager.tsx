import { Link } from 'react-router-dom';
import { pagerSlots } from '../../core/honours/paging';
import styles from './honours.module.css';

export interface PagerProps {
  pageIndex: number;
  pages: number;
  /** The href of a page (its `?page=` and the list's filters). */
  hrefFor: (pageIndex: number) => string;
  /** What is paged, for the landmark's name: 'Podcast episodes'. */
  label: string;
}

/** Real links with `?page=` (they work without script and can be shared); nothing when one page holds all. */
export function Pager({ pageIndex, pages, hrefFor, label }: PagerProps) {
  const slots = pagerSlots(pageIndex, pages);
  if (slots.length === 0) return null;
  return (
    <nav className={styles.pager} aria-label={`${label} pages`}>
      <ul role="list">
        <li>
          {pageIndex > 0 ? (
            <Link to={hrefFor(pageIndex - 1)} className={styles.pagerLink} rel="prev" aria-label="Previous page">
              Previous
            </Link>
          ) : (
            <span className={styles.pagerDisabled} aria-hidden="true">
              Previous
            </span>
          )}
        </li>
        {slots.map((slot, index) =>
          slot.kind === 'gap' ? (
            <li key={`gap-${index}`} className={styles.pagerGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.pageIndex}>
              <Link to={hrefFor(slot.pageIndex)} className={styles.pagerLink} aria-current={slot.current ? 'page' : undefined} aria-label={`Page ${slot.pageIndex + 1}`}>
                {slot.pageIndex + 1}
              </Link>
            </li>
          ),
        )}
        <li>
          {pageIndex < pages - 1 ? (
            <Link to={hrefFor(pageIndex + 1)} className={styles.pagerLink} rel="next" aria-label="Next page">
              Next
            </Link>
          ) : (
            <span className={styles.pagerDisabled} aria-hidden="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
