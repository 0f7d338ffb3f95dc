import styles from '../studio.module.css';

export const fieldErrorId = (field: string) => `story-${field}-error`;

/** A field's message, next to it; the field points at it with aria-describedby. */
export function FieldError({ field, message }: { field: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(field)} className={styles.error}>
      {message}
    </p>
  );
}

/** The attributes of a field that may carry a message. */
export function errorProps(field: string, message: string | undefined, hintId?: string) {
  const describedBy = [message ? fieldErrorId(field) : null, hintId ?? null].filter(Boolean).join(' ');
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}
