import type { ReactNode } from 'react';
import { MediaPicker } from '../stories/media-picker';
import styles from '../studio.module.css';

/** The studio's one field kit: every form's labelled controls, with their hints and messages. */

export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A field of a form; ids are `${form}-${name}`, its message `${id}-error` and its hint `${id}-hint`. */
export interface FieldBase {
  form: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

export const fieldId = (form: string, name: string) => `${form}-${name}`;

/** One labelled field with its hint and its message beside it (aria-describedby: the message, then the hint). */
export function Field({ form, name, label, error, hint, children }: FieldBase & { children: (props: FieldControlProps) => ReactNode }) {
  const id = fieldId(form, name);
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
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** A field's message under it, `${id}-error`, for a control the kit does not draw (the story's body). */
export function FieldMessage({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  );
}

export function TextField({ value, onChange, multiline, type = 'text', inputMode, autoComplete = 'off', ...base }: FieldBase & { value: string; onChange: (value: string) => void; multiline?: boolean; type?: 'text' | 'number' | 'email' | 'tel'; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string }) {
  return (
    <Field {...base}>
      {(control) =>
        multiline ? (
          <textarea rows={5} value={value} onChange={(event) => onChange(event.target.value)} {...control} />
        ) : (
          <input type={type} inputMode={inputMode ?? (type === 'number' ? 'numeric' : undefined)} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} {...control} />
        )
      }
    </Field>
  );
}

type ChoiceProps<V> = FieldBase & { value: V | null; options: readonly { value: V; label: string }[]; none?: string } & (
  | { noneAllowed: true; onChange: (value: V | null) => void }
  | { noneAllowed?: false; onChange: (value: V) => void }
);

/** A choice of options; `none` names the empty choice, which the visitor may pick back only when `noneAllowed`. */
export function ChoiceField<V extends string | number>(props: ChoiceProps<V>) {
  const { value, options, none, noneAllowed, onChange, ...base } = props;
  const choose = (text: string) => {
    const picked = options.find((option) => String(option.value) === text);
    if (picked) onChange(picked.value);
    else if (noneAllowed) (onChange as (value: V | null) => void)(null);
  };
  return (
    <Field {...base}>
      {(control) => (
        <select value={value ?? ''} onChange={(event) => choose(event.target.value)} {...control}>
          {none !== undefined && (
            <option value="" disabled={!noneAllowed}>
              {none}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
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

/** A form's picture fields named after `P`: `${P}Id`, `${P}Url` and `${P}Alt` (imageId, headshotAlt, ...). */
export type MediaChoice<P extends string> = Record<`${P}Id`, number | null> & Record<`${P}Url`, string | null> & Record<`${P}Alt`, string>;

/**
 * A picture from the media library with its required description (alt text): a notice's photo, a
 * person's headshot. `name` is the prefix of its fields in the form, `noun` what it is.
 */
export function MediaField<P extends string>({ form, name, noun, value, errors, onChange }: { form: string; name: P; noun: string; value: MediaChoice<P>; errors: Record<string, string>; onChange: (change: Partial<MediaChoice<P>>) => void }) {
  const key = { id: `${name}Id`, url: `${name}Url`, alt: `${name}Alt` } as const;
  const fields = value as unknown as Record<string, unknown>;
  const [id, url, alt] = [fields[key.id] as number | null, fields[key.url] as string | null, fields[key.alt] as string];
  const change = (next: Record<string, unknown>) => onChange(next as Partial<MediaChoice<P>>);
  const chosen = id !== null || url !== null;
  return (
    <fieldset className={styles.form}>
      <legend>{noun}</legend>
      {chosen ? (
        <div className={styles.row}>
          {url && <img src={url} alt="" width={96} />}
          <span>{noun} chosen.</span>
          <button type="button" className={styles.button} onClick={() => change({ [key.id]: null, [key.url]: null, [key.alt]: '' })}>
            Remove the {noun.toLowerCase()}
          </button>
        </div>
      ) : (
        <p>No {noun.toLowerCase()}.</p>
      )}
      <FieldMessage id={fieldId(form, key.id)} error={errors[key.id]} />
      <MediaPicker onPick={(media) => change({ [key.id]: media.id, [key.url]: media.url, [key.alt]: alt.trim() === '' ? media.alt : alt })} />
      {chosen && <TextField form={form} name={key.alt} label={`${noun} description (alt text, required)`} value={alt} error={errors[key.alt]} onChange={(text) => change({ [key.alt]: text })} />}
    </fieldset>
  );
}

/** A write's refusal in words (offline, or the server's message). */
export function refusal(outcome: { kind: 'offline' } | { kind: 'failed' | 'invalid' | 'conflict'; message: string }): string {
  return outcome.kind === 'offline' ? 'Not saved: the studio cannot reach the server. Your text is still here; try again.' : outcome.message;
}
