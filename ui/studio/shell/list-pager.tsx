import styles from '../studio.module.css';

interface ListPagerProps {
  /** The navigation's name ("Story pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** What the list holds, for the count between the buttons ("stories": "Page 1 of 3 (45 stories)"). */
  noun: string;
  /** The two buttons' words, the earlier page's first ("Newer changes", "Older changes"). */
  buttons?: [string, string];
  onPage: (page: number) => void;
}

/** A studio list's previous and next pages and where it stands; a button shows only where there is a page to go to. */
export function ListPager({ label, page, pageSize, total, noun, buttons = ['Previous page', 'Next page'], onPage }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className={`${styles.row} ${styles.pager}`}>
      {page > 1 && (
        <button type="button" className={styles.button} onClick={() => onPage(page - 1)}>
          {buttons[0]}
        </button>
      )}
      <p aria-live="polite">
        Page {page} of {pages} ({total} {noun})
      </p>
      {page < pages && (
        <button type="button" className={styles.button} onClick={() => onPage(page + 1)}>
          {buttons[1]}
        </button>
      )}
    </nav>
  );
}
