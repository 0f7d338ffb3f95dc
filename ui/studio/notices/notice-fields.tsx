import { Field, type FieldBase } from '../shell/studio-field';
import { fromLocalInput, toLocalInput } from './local-time';

/** A moment, typed in this browser's time and kept as an ISO instant. */
export function DateTimeField({ value, onChange, ...base }: FieldBase & { value: string | null; onChange: (value: string | null) => void }) {
  return <Field {...base}>{(control) => <input type="datetime-local" value={toLocalInput(value)} onChange={(event) => onChange(fromLocalInput(event.target.value))} {...control} />}</Field>;
}
