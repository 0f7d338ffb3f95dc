import styles from '../studio.module.css';

/**
 * Save and Cancel at the foot of a form. While it saves, Save says so (aria-disabled) and keeps the focus: a
 * disabled button would drop it to the page. The form's submit ignores a second press while busy.
 */
export function FormButtons({ saveLabel, busy, onCancel }: { saveLabel: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className={styles.row}>
      <button type="submit" className={`${styles.button} ${styles.primary}`} aria-disabled={busy || undefined} aria-keyshortcuts="Control+S Meta+S">
        {saveLabel}
      </button>
      <button type="button" className={styles.button} onClick={onCancel} aria-keyshortcuts="Escape" data-cancel>
        Cancel
      </button>
    </div>
  );
}
