import type { ReactNode } from 'react';
import { MediaPicker } from '../stories/media-picker';
import { ConflictNotice } from '../stories/story-conflict';
import styles from '../studio.module.css';
import type { Conflict } from './use-roster-form';

export const fieldId = (form: string, name: string) => `${form}-${name}`;
const errorId = (form: string, name: string) => `${form}-${name}-error`;
const hintId = (form: string, name: string) => `${form}-${name}-hint`;

interface FieldBase {
  form: string;
  name: string;
  label: string;
  errors: Record<string, string>;
  hint?: string;
}

/** The id, aria-invalid and aria-describedby (the message, then the hint) of a field. */
export function described({ form, name, errors, hint }: FieldBase) {
  const error = errors[name];
  const ids = [error ? errorId(form, name) : null, hint ? hintId(form, name) : null].filter(Boolean).join(' ');
  return { id: fieldId(form, name), 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/** The label, the control, its hint and its message. */
export function Field({ base, children }: { base: FieldBase; children: ReactNode }) {
  const { form, name, label, errors, hint } = base;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(form, name)}>{label}</label>
      {children}
      {hint && (
        <p id={hintId(form, name)} className={styles.hint}>
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={errorId(form, name)} className={styles.error}>
          {errors[name]}
        </p>
      )}
    </div>
  );
}

export function TextInput(props: FieldBase & { value: string; onChange: (value: string) => void; inputMode?: 'numeric' | 'email' | 'tel'; type?: 'text' | 'email' | 'tel'; autoComplete?: string }) {
  const { value, onChange, inputMode, type = 'text', autoComplete = 'off' } = props;
  return (
    <Field base={props}>
      <input type={type} inputMode={inputMode} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} {...described(props)} />
    </Field>
  );
}

export function ChoiceInput<V extends string | number>(props: FieldBase & { value: V | null; onChange: (value: V) => void; options: readonly { value: V; label: string }[]; none?: string }) {
  const { value, onChange, options, none } = props;
  return (
    <Field base={props}>
      <select
        value={value ?? ''}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) onChange(picked.value);
        }}
        {...described(props)}
      >
        {none !== undefined && (
          <option value="" disabled>
            {none}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CheckInput({ form, name, label, checked, onChange }: { form: string; name: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className={styles.row}>
      <input id={fieldId(form, name)} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={fieldId(form, name)}>{label}</label>
    </div>
  );
}

export interface HeadshotChoice {
  headshotId: number | null;
  headshotUrl: string | null;
  headshotAlt: string;
}

/** A headshot from the media library, with its required description (alt text). */
export function HeadshotInput({ form, value, errors, onChange }: { form: string; value: HeadshotChoice; errors: Record<string, string>; onChange: (change: Partial<HeadshotChoice>) => void }) {
  const chosen = value.headshotId !== null || value.headshotUrl !== null;
  return (
    <fieldset className={styles.form}>
      <legend>Headshot</legend>
      {chosen ? (
        <div className={styles.row}>
          {value.headshotUrl && <img src={value.headshotUrl} alt="" width={72} />}
          <span>Headshot chosen.</span>
          <button type="button" className={styles.button} onClick={() => onChange({ headshotId: null, headshotUrl: null, headshotAlt: '' })}>
            Remove the headshot
          </button>
        </div>
      ) : (
        <p>No headshot.</p>
      )}
      {errors.headshotId && (
        <p id={errorId(form, 'headshotId')} className={styles.error}>
          {errors.headshotId}
        </p>
      )}
      <MediaPicker onPick={(media) => onChange({ headshotId: media.id, headshotUrl: media.url, headshotAlt: value.headshotAlt.trim() === '' ? media.alt : value.headshotAlt })} />
      {chosen && <TextInput form={form} name="headshotAlt" label="Headshot description (alt text, required)" errors={errors} value={value.headshotAlt} onChange={(headshotAlt) => onChange({ headshotAlt })} />}
    </fieldset>
  );
}

/** A form's message at the top, and a 412: who changed it, and loading theirs without losing what was typed. */
export function FormProblems({ message, conflict, onLoadLatest }: { message: string | null; conflict: Conflict | null; onLoadLatest: () => void }) {
  return (
    <>
      {message && <p role="alert">{message}</p>}
      {conflict && (
        <ConflictNotice message={conflict.message} current={conflict.current} note="Nothing was overwritten. Load their version; what you typed stays in the form." onReload={onLoadLatest} />
      )}
    </>
  );
}

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
