import type { ReactNode } from 'react';
import styles from '../studio.module.css';
import { MediaPicker } from '../stories/media-picker';
import { fromLocalInput, toLocalInput } from './local-time';

/** The fields every notice form (alert, splash page, promotion) is made of; `form` prefixes the ids. */
interface FieldBase {
  form: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

const fieldId = (form: string, name: string) => `${form}-${name}`;
const errorId = (form: string, name: string) => `${form}-${name}-error`;
const hintId = (form: string, name: string) => `${form}-${name}-hint`;

/** aria-invalid and aria-describedby (the message, then the hint) of a field. */
function described({ form, name, error, hint }: FieldBase) {
  const ids = [error ? errorId(form, name) : null, hint ? hintId(form, name) : null].filter(Boolean).join(' ');
  return { id: fieldId(form, name), 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/** The label, the control, its hint and its message. */
function Field({ base, children }: { base: FieldBase; children: ReactNode }) {
  const { form, name, label, error, hint } = base;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(form, name)}>{label}</label>
      {children}
      {hint && (
        <p id={hintId(form, name)} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(form, name)} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField(props: FieldBase & { value: string; onChange: (value: string) => void; multiline?: boolean; type?: 'text' | 'number' }) {
  const { value, onChange, multiline, type = 'text' } = props;
  return (
    <Field base={props}>
      {multiline ? (
        <textarea rows={5} value={value} onChange={(event) => onChange(event.target.value)} {...described(props)} />
      ) : (
        <input type={type} inputMode={type === 'number' ? 'numeric' : undefined} value={value} onChange={(event) => onChange(event.target.value)} {...described(props)} />
      )}
    </Field>
  );
}

/** A moment, typed in this browser's time and kept as an ISO instant. */
export function DateTimeField(props: FieldBase & { value: string | null; onChange: (value: string | null) => void }) {
  return (
    <Field base={props}>
      <input type="datetime-local" value={toLocalInput(props.value)} onChange={(event) => props.onChange(fromLocalInput(event.target.value))} {...described(props)} />
    </Field>
  );
}

export function SelectField(props: FieldBase & { value: number | null; onChange: (value: number | null) => void; options: { value: number; label: string }[]; none: string }) {
  return (
    <Field base={props}>
      <select value={props.value ?? ''} onChange={(event) => props.onChange(event.target.value === '' ? null : Number(event.target.value))} {...described(props)}>
        <option value="">{props.none}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CheckField({ form, name, label, checked, onChange }: { form: string; name: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className={styles.row}>
      <input id={fieldId(form, name)} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={fieldId(form, name)}>{label}</label>
    </div>
  );
}

export interface ImageChoice {
  imageId: number | null;
  imageAlt: string;
  imageUrl: string | null;
}

/** A photo from the media library, with its required description (alt text). */
export function ImageField({ form, value, errors, onChange }: { form: string; value: ImageChoice; errors: Record<string, string>; onChange: (change: Partial<ImageChoice>) => void }) {
  const chosen = value.imageId !== null;
  return (
    <fieldset className={styles.form}>
      <legend>Photo</legend>
      {chosen ? (
        <div className={styles.row}>
          {value.imageUrl && <img src={value.imageUrl} alt="" width={96} />}
          <span>Photo {value.imageId} chosen.</span>
          <button type="button" className={styles.button} onClick={() => onChange({ imageId: null, imageUrl: null, imageAlt: '' })}>
            Remove the photo
          </button>
        </div>
      ) : (
        <p>No photo.</p>
      )}
      {errors.imageId && (
        <p id={errorId(form, 'imageId')} className={styles.error}>
          {errors.imageId}
        </p>
      )}
      <MediaPicker onPick={(media) => onChange({ imageId: media.id, imageUrl: media.url, imageAlt: value.imageAlt.trim() === '' ? media.alt : value.imageAlt })} />
      {chosen && (
        <TextField form={form} name="imageAlt" label="Photo description (alt text, required)" value={value.imageAlt} error={errors.imageAlt} onChange={(imageAlt) => onChange({ imageAlt })} />
      )}
    </fieldset>
  );
}
