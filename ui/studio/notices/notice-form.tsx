import { useState, type FormEvent } from 'react';
import { alertErrors, EMPTY_ALERT, type AlertDraft, type AlertNotice } from '../../../core/studio/notices/notice';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';

/** '2026-11-27T14:30:00.000Z' → the datetime-local input's value in this browser's time, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value === '' ? null : new Date(value).toISOString());

const FIELDS: { name: 'title' | 'message' | 'link'; label: string }[] = [
  { name: 'title', label: 'Alert text (required)' },
  { name: 'message', label: 'More detail' },
  { name: 'link', label: 'Link' },
];

/** The alert form: text, link, start and end (the same form serves the other notices later). */
export function NoticeForm({ alert, onDone, onCancel }: { alert: AlertNotice | null; onDone: () => void; onCancel: () => void }) {
  const { repository } = useStudio();
  const [draft, setDraft] = useState<AlertDraft>(alert ? { title: alert.title, message: alert.message, link: alert.link, startDate: alert.startDate, endDate: alert.endDate, enabled: alert.enabled } : EMPTY_ALERT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const change = (part: Partial<AlertDraft>) => setDraft((current) => ({ ...current, ...part }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = alertErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await repository.saveAlert(alert?.id ?? null, alert?.version ?? null, draft);
    if (outcome.kind === 'done') return onDone();
    if (outcome.kind === 'invalid') setErrors(outcome.fields);
    setMessage(outcome.kind === 'offline' ? 'Not saved: the studio cannot reach the server.' : outcome.kind === 'conflict' ? `${outcome.message} Close the form and open the alert again.` : outcome.message);
  };

  const describe = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `alert-${name}-error` } : {});
  const error = (name: string) =>
    errors[name] ? (
      <p id={`alert-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form className={styles.form} noValidate aria-labelledby="alert-form" onSubmit={(event) => void submit(event)}>
      <h2 id="alert-form">{alert ? 'Edit alert' : 'New alert'}</h2>
      {message && <p role="alert">{message}</p>}
      {FIELDS.map((field) => (
        <div className={styles.field} key={field.name}>
          <label htmlFor={`alert-${field.name}`}>{field.label}</label>
          <input id={`alert-${field.name}`} value={draft[field.name]} onChange={(event) => change({ [field.name]: event.target.value })} {...describe(field.name)} />
          {error(field.name)}
        </div>
      ))}
      <div className={styles.field}>
        <label htmlFor="alert-start">Start</label>
        <input id="alert-start" type="datetime-local" value={toLocalInput(draft.startDate)} onChange={(event) => change({ startDate: fromLocalInput(event.target.value) })} {...describe('startDate')} />
        {error('startDate')}
      </div>
      <div className={styles.field}>
        <label htmlFor="alert-end">End</label>
        <input id="alert-end" type="datetime-local" value={toLocalInput(draft.endDate)} onChange={(event) => change({ endDate: fromLocalInput(event.target.value) })} {...describe('endDate')} />
        {error('endDate')}
      </div>
      <div className={styles.row}>
        <input id="alert-enabled" type="checkbox" checked={draft.enabled} onChange={(event) => change({ enabled: event.target.checked })} />
        <label htmlFor="alert-enabled">Show on the site</label>
      </div>
      <div className={styles.row}>
        <button type="submit" className={`${styles.button} ${styles.primary}`}>
          Save alert
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
