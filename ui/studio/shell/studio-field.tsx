import type { ReactNode } from 'react';
import styles from '../studio.module.css';

export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** One labelled field with its hint and its message beside it (aria-describedby); ids are `${form}-${name}`. */
export function Field({ form, name, label, error, hint, children }: { form: string; name: string; label: string; error?: string; hint?: string; children: (props: FieldControlProps) => ReactNode }) {
  const id = `${form}-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A write's refusal in words (offline, or the server's message). */
export function refusal(outcome: { kind: 'offline' } | { kind: 'failed' | 'invalid' | 'conflict'; message: string }): string {
  return outcome.kind === 'offline' ? 'Not saved: the studio cannot reach the server. Your text is still here; try again.' : outcome.message;
}
