import type { ReactNode } from 'react';
import type { SimpleField } from '../../core/info/simple-form';
import styles from './info.module.css';
import { fieldId } from './use-simple-form';
import { withChoice } from '../../core/forms/choices';

interface TextFieldProps {
  formId: string;
  field: SimpleField;
  value: string;
  message: string | undefined;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  required?: boolean;
  hint?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A labelled input whose message (spec 5: after blur or submit) is tied to it for screen readers. */
export function TextField({ formId, field, value, message, type, autoComplete, required = false, hint, onChange, onBlur }: TextFieldProps) {
  const id = fieldId(formId, field.name);
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {required && <span className={styles.required}> (required)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        name={field.name}
        type={type}
        className={styles.input}
        value={value}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {message && (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}

interface CheckboxGroupProps {
  formId: string;
  field: SimpleField;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** A group of checkboxes in a fieldset named by its legend. */
export function CheckboxGroup({ formId, field, legend, options, value, onChange }: CheckboxGroupProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <ul role="list" className={styles.choices}>
        {options.map((option) => {
          const id = `${fieldId(formId, field.name)}-${option.value}`;
          const checked = value.includes(option.value);
          return (
            <li key={option.value} className={styles.choice}>
              <input
                id={id}
                type="checkbox"
                name={field.name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(withChoice(value, option.value, !checked))}
              />
              <label htmlFor={id}>{option.label}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A form's error notice (incomplete, not sent, refused), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={`${styles.notice} ${styles.noticeError}`}>
      {children}
    </p>
  );
}
