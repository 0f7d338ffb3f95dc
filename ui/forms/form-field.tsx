import type { FieldView } from '../../core/forms/field-view';
import type { FieldValue } from '../../core/forms/form-schema';
import styles from './forms.module.css';
import { inputId } from './use-form-fill';
import { withChoice } from '../../core/forms/choices';

export interface FormFieldProps {
  formId: string;
  view: FieldView;
  value: FieldValue;
  message: string | undefined;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
}

const text = (value: FieldValue) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const list = (value: FieldValue): readonly string[] => (Array.isArray(value) ? (value as readonly string[]) : []);

function Label({ htmlFor, label, required }: { htmlFor?: string; label: string; required: boolean }) {
  const content = (
    <>
      {label}
      {required && <span className={styles.required}> (required)</span>}
    </>
  );
  return htmlFor ? (
    <label htmlFor={htmlFor} className={styles.label}>
      {content}
    </label>
  ) : (
    content
  );
}

function Message({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** One field of a form drawn from its schema (spec 5), its message tied to it for screen readers. */
export function FormFieldInput({ formId, view, value, message, onChange, onBlur }: FormFieldProps) {
  const { field } = view;
  const id = inputId(formId, field.name);
  const errorId = `${id}-error`;
  const invalid = message ? true : undefined;
  const describedBy = message ? errorId : undefined;

  if (field.type === '-') return <hr className={styles.separator} />;
  if (field.type === 'hidden') return <input type="hidden" id={id} name={field.name} value={text(value)} />;

  if (field.type === 'radio' || (field.type === 'checkbox' && view.options.length > 0)) {
    const multiple = field.type === 'checkbox';
    const chosen = multiple ? list(value) : [text(value)];
    return (
      <fieldset className={styles.fieldset} aria-describedby={describedBy}>
        <legend className={styles.label}>
          <Label label={field.label} required={field.required} />
        </legend>
        <ul role="list" className={view.stacked || multiple ? styles.stacked : styles.inline}>
          {view.options.map((option, index) => {
            const optionId = index === 0 ? id : `${id}-${index}`;
            const checked = chosen.includes(option.value);
            return (
              <li key={option.value} className={styles.choice}>
                <input
                  id={optionId}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={field.name}
                  value={option.value}
                  checked={checked}
                  aria-invalid={invalid}
                  onChange={() => onChange(multiple ? withChoice(chosen, option.value, !checked) : option.value)}
                  onBlur={onBlur}
                />
                <label htmlFor={optionId}>{option.label}</label>
              </li>
            );
          })}
        </ul>
        <Message id={errorId} message={message} />
      </fieldset>
    );
  }

  if (field.type === 'checkbox') {
    return (
      <div className={styles.field}>
        <div className={styles.choice}>
          <input id={id} type="checkbox" name={field.name} checked={value === true} aria-invalid={invalid} aria-describedby={describedBy} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} />
          <Label htmlFor={id} label={field.label} required={field.required} />
        </div>
        <Message id={errorId} message={message} />
      </div>
    );
  }

  const common = {
    id,
    name: field.name,
    className: styles.input,
    required: field.required,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    onBlur,
  };
  let input;
  if (field.type === 'select') {
    input = (
      <select {...common} value={text(value)} onChange={(event) => onChange(event.target.value)}>
        {view.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    input = <textarea {...common} className={`${styles.input} ${styles.textarea}`} rows={5} value={text(value)} onChange={(event) => onChange(event.target.value)} />;
  } else {
    // Numbers are typed as text so core's number rule, not the browser, says what is wrong.
    const type = field.type === 'date' ? 'date' : field.isEmail ? 'email' : 'text';
    input = (
      <input
        {...common}
        type={type}
        inputMode={field.type === 'number' ? 'decimal' : undefined}
        autoComplete={field.isEmail ? 'email' : undefined}
        value={text(value)}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={field.label} required={field.required} />
      {input}
      <Message id={errorId} message={message} />
    </div>
  );
}
