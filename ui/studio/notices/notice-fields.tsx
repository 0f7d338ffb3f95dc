import { Field, MediaField, type FieldBase } from '../shell/studio-field';
import { fromLocalInput, toLocalInput } from './local-time';

/** A moment, typed in this browser's time and kept as an ISO instant. */
export function DateTimeField({ value, onChange, ...base }: FieldBase & { value: string | null; onChange: (value: string | null) => void }) {
  return <Field {...base}>{(control) => <input type="datetime-local" value={toLocalInput(value)} onChange={(event) => onChange(fromLocalInput(event.target.value))} {...control} />}</Field>;
}

export interface ImageChoice {
  imageId: number | null;
  imageAlt: string;
  imageUrl: string | null;
}

/** A notice's photo from the media library, with its required description (alt text). */
export function ImageField({ form, value, errors, onChange }: { form: string; value: ImageChoice; errors: Record<string, string>; onChange: (change: Partial<ImageChoice>) => void }) {
  return (
    <MediaField
      form={form}
      name="image"
      noun="Photo"
      value={{ id: value.imageId, url: value.imageUrl, alt: value.imageAlt }}
      errors={errors}
      onChange={({ id, url, alt }) => onChange({ ...(id !== undefined && { imageId: id }), ...(url !== undefined && { imageUrl: url }), ...(alt !== undefined && { imageAlt: alt }) })}
    />
  );
}
