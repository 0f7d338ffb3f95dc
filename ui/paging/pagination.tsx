import { Link } from '../routing/link';
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

/** 'Previous' or 'Next': a link to that page, or the word alone (hidden from screen readers) at either end. */
function StepLink({ to, rel, text }: { to: string | null; rel: 'prev' | 'next'; text: string }) {
  if (to === null) {
    return (
      <span className={styles.pagerStepDisabled} aria-hidden="true">
        {text}
      </span>
    );
  }
  return (
    <Link to={to} className={styles.pagerStep} rel={rel}>
      {text} <span className="visually-hidden">page</span>
    </Link>
  );
}

/** Previous, numbered and next page links; nothing when everything fits on one page. */
export function Pagination({ page, pages, hrefFor, label }: PaginationProps) {
  const slots = pageWindow(page, pages);
  if (slots.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <ul role="list" className={styles.pagerList}>
        <li>
          <StepLink to={page > 0 ? hrefFor(page - 1) : null} rel="prev" text="Previous" />
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
          <StepLink to={page < pages - 1 ? hrefFor(page + 1) : null} rel="next" text="Next" />
        </li>
      </ul>
    </nav>
  );
}
