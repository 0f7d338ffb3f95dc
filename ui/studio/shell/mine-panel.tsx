import type { ReactNode } from 'react';
import styles from '../studio.module.css';

/** One of the user's own values, shown read-only to copy from. */
export interface MineValue {
  id: string;
  label: string;
  value: string;
}

interface MinePanelProps {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  intro: ReactNode;
  /** The one-line value (a headline, a subject). */
  line: MineValue;
  /** The HTML text (a body, an introduction). */
  text: MineValue;
  putBackLabel: string;
  onPutBack: () => void;
  onDismiss: () => void;
}

/** What the user had before loading the latest version after a 412, read-only beside it: to copy from, put back, or let go. */
export function MinePanel({ id, heading, intro, line, text, putBackLabel, onPutBack, onDismiss }: MinePanelProps) {
  return (
    <section aria-labelledby={id} className={styles.notice}>
      <h2 id={id}>{heading}</h2>
      <p>{intro}</p>
      <div className={styles.field}>
        <label htmlFor={line.id}>{line.label}</label>
        <input id={line.id} readOnly value={line.value} />
      </div>
      <div className={styles.field}>
        <label htmlFor={text.id}>{text.label}</label>
        <textarea id={text.id} readOnly className={styles.mine} value={text.value} />
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={onPutBack}>
          {putBackLabel}
        </button>
        <button type="button" className={styles.button} onClick={onDismiss}>
          Keep the latest version
        </button>
      </div>
    </section>
  );
}
