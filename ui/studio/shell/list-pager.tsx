import styles from '../studio.module.css';

interface ListPagerProps {
  /** The navigation's name ("Story pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** The two buttons' words, the earlier page's first ("Newer changes", "Older changes"). */
  buttons: [string, string];
  onPage: (page: number) => void;
}

/** A studio list's previous and next pages; a button shows only where there is a page to go to. */
export function ListPager({ label, page, pageSize, total, buttons, onPage }: ListPagerProps) {
  return (
    <nav aria-label={label} className={styles.row}>
      {page > 1 && (
        <button type="button" className={styles.button} onClick={() => onPage(page - 1)}>
          {buttons[0]}
        </button>
      )}
      {page * pageSize < total && (
        <button type="button" className={styles.button} onClick={() => onPage(page + 1)}>
          {buttons[1]}
        </button>
      )}
    </nav>
  );
}
