import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { fieldVisibility } from '../../core/forms/conditional-fields';
import { formFieldViews } from '../../core/forms/field-view';
import { wireValues, type SubmissionPost } from '../../core/forms/form-page-data';
import type { FormSchema } from '../../core/forms/form-schema';
import type { SubmissionResult } from '../../core/forms/forms-repository.port';
import { formFields } from '../../core/forms/other-answer-fields';
import { FormFieldInput } from './form-field';
import page from '../honours/honours.module.css';
import styles from './forms.module.css';
import { inputId, useFormFill } from './use-form-fill';

export interface SchemaFormProps {
  form: FormSchema;
  /** Today, ISO YYYY-MM-DD (date defaults and date rules). */
  today: string;
  sending: boolean;
  /** The server's answer to the last send, if any. */
  result: SubmissionResult | undefined;
  onSend(post: SubmissionPost): void;
  /** Set when this view cannot send (a staff preview): why, shown by the disabled button. */
  sendOff?: string;
}

const HONEYPOT = 'website';

/** A school's form drawn from its schema (spec 5): fields, conditions, messages at the right moment, and the send. */
export function SchemaForm({ form, today, sending, result, onSend, sendOff }: SchemaFormProps) {
  const fill = useFormFill(form, today);
  const views = useMemo(() => formFieldViews(form), [form]);
  const allFields = useMemo(() => formFields(form), [form]);
  const visibility = fieldVisibility(allFields, fill.values);
  const [formMessages, setFormMessages] = useState<readonly string[]>([]);
  const [honeypot, setHoneypot] = useState('');
  const formId = form.id || 'form';
  const { setServerErrors } = fill;

  // The server's field messages show at their fields; the first of them takes the focus.
  useEffect(() => {
    if (result?.kind !== 'invalid') return;
    setServerErrors(result.fieldErrors);
    const first = allFields.find((field) => Object.hasOwn(result.fieldErrors, field.name));
    if (first) document.getElementById(inputId(formId, first.name))?.focus();
  }, [result, allFields, formId, setServerErrors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || sendOff) return;
    const judged = fill.judge();
    setFormMessages(judged.formErrors);
    if (!judged.valid) {
      // Keyboard and screen reader users land on the first field to fix.
      const first = judged.failing[0];
      if (first) event.currentTarget.ownerDocument.getElementById(inputId(formId, first))?.focus();
      return;
    }
    const values = wireValues(form, fill.values);
    onSend({ values, website: honeypot, idempotencyKey: fill.keyFor(values) });
  };

  const failure = !sending && result && result.kind !== 'stored' && result.kind !== 'invalid' ? result.message : null;

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={form.title || 'Form'}>
      {formMessages.length > 0 && (
        <p role="alert" className={`${styles.notice} ${styles.noticeError}`}>
          {formMessages.join(' ')}
        </p>
      )}
      {!sending && result?.kind === 'invalid' && formMessages.length === 0 && (
        <p role="alert" className={`${styles.notice} ${styles.noticeError}`}>
          {result.message}
        </p>
      )}
      {views
        .filter((view) => visibility.get(view.field.name) === true)
        .map((view, index) => (
          <FormFieldInput
            key={view.field.type === '-' ? `separator-${index}` : view.field.name}
            formId={formId}
            view={view}
            value={fill.values[view.field.name]}
            message={view.field.type === '-' || view.field.type === 'hidden' ? undefined : fill.message(view.field)}
            onChange={(value) => fill.change(view.field.name, value)}
            onBlur={() => fill.blur(view.field.name)}
          />
        ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${formId}-${HONEYPOT}`}>Leave this field empty</label>
        <input id={`${formId}-${HONEYPOT}`} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      </div>
      {failure && (
        <p role="alert" className={`${styles.notice} ${styles.noticeError}`}>
          {failure}
        </p>
      )}
      {sendOff && <p className={styles.notice}>{sendOff}</p>}
      <button type="submit" className={`${page.button} ${styles.submit}`} disabled={sending || Boolean(sendOff)}>
        {sending ? 'Sending…' : 'Submit'}
      </button>
    </form>
  );
}
