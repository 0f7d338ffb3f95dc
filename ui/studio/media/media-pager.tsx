import type { StudioPage } from '../../../core/studio/studio-types';
import studio from '../studio.module.css';
import styles from './media.module.css';

/** Earlier and later pages of the library, shown only when it has more than one. */
export function MediaPager({ page, onPage }: { page: StudioPage<unknown>; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(page.total / Math.max(1, page.pageSize)));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Library pages">
      <button type="button" className={studio.button} disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        Previous page
      </button>
      <p aria-live="polite">
        Page {page.page} of {pages} ({page.total} files)
      </p>
      <button type="button" className={studio.button} disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
        Next page
      </button>
    </nav>
  );
}
