import { useState } from 'react';
import { parseTags } from '../../../core/studio/stories/story-rules';
import type { StoryDraft } from '../../../core/studio/stories/story';
import { useShellData } from '../../shell/use-shell-data';
import styles from '../studio.module.css';
import { Field, TextField } from '../shell/studio-field';
import { MediaPicker } from './media-picker';
import { RelatedGameField } from './related-game-field';

interface FieldsProps {
  draft: StoryDraft;
  errors: Record<string, string>;
  onChange: (change: Partial<StoryDraft>) => void;
}

/** The story form's fields are `story-…` (Field: `${form}-${name}`). */
export const FORM = 'story';

const numberOrNull = (value: string): number | null => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

/** The headline and subheadline, above the body. */
export function HeadlineFields({ draft, errors, onChange }: FieldsProps) {
  return (
    <>
      <Field form={FORM} name="title" label="Headline (required)" error={errors.title}>
        {(control) => <input {...control} value={draft.title} required onChange={(event) => onChange({ title: event.target.value })} />}
      </Field>
      <TextField form={FORM} name="subtitle" label="Subheadline" value={draft.subtitle} error={errors.subtitle} onChange={(subtitle) => onChange({ subtitle })} />
    </>
  );
}

/** Sport, tags, writer, lead image and related game. */
export function StoryDetailsFields({ draft, errors, onChange }: FieldsProps) {
  const { sports } = useShellData();
  const [tags, setTags] = useState(draft.tags.join(', '));
  return (
    <>
      <Field form={FORM} name="sport" label="Sport" error={errors.sportId}>
        {(control) => (
          <select {...control} value={draft.sportId ?? ''} onChange={(event) => onChange({ sportId: numberOrNull(event.target.value) })}>
            <option value="">Select...</option>
            {sports.map((sport) => (
              <option key={sport.id} value={sport.id}>
                {sport.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        form={FORM}
        name="tags"
        label="Tags"
        hint="Separate tags with commas."
        value={tags}
        error={errors.tags}
        onChange={(text) => {
          setTags(text);
          onChange({ tags: parseTags(text) });
        }}
      />
      <TextField form={FORM} name="writer" label="Writer" value={draft.writer} error={errors.writer} onChange={(writer) => onChange({ writer })} />
      <fieldset className={styles.form}>
        <legend>Lead image</legend>
        <TextField form={FORM} name="image" label="Media id" inputMode="numeric" value={draft.imageId === null ? '' : String(draft.imageId)} error={errors.imageId} onChange={(text) => onChange({ imageId: numberOrNull(text) })} />
        <MediaPicker onPick={(media) => onChange({ imageId: media.id, imageAlt: draft.imageAlt.trim() === '' ? media.alt : draft.imageAlt })} />
        <Field form={FORM} name="image-alt" label={`Image description (alt text)${draft.imageId !== null ? ' (required)' : ''}`} error={errors.imageAlt}>
          {(control) => <input {...control} value={draft.imageAlt} required={draft.imageId !== null} onChange={(event) => onChange({ imageAlt: event.target.value })} />}
        </Field>
      </fieldset>
      <RelatedGameField form={FORM} sportId={draft.sportId} gameId={draft.gameId} error={errors.gameId} onChange={(gameId) => onChange({ gameId })} />
    </>
  );
}
