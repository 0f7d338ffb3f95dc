import styles from '../studio.module.css';

/** Save and Cancel at the foot of a form. */
export function FormButtons({ saveLabel, busy, onCancel }: { saveLabel: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className={styles.row}>
      <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
        {saveLabel}
      </button>
      <button type="button" className={styles.button} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
