import { useState } from 'react';
import { parseTags } from '../../../core/studio/stories/story-rules';
import type { StoryDraft } from '../../../core/studio/stories/story';
import { useShellData } from '../../shell/use-shell-data';
import styles from '../studio.module.css';
import { errorProps, FieldError } from './field-error';
import { MediaPicker } from './media-picker';
import { RelatedGameField } from './related-game-field';

interface FieldsProps {
  draft: StoryDraft;
  errors: Record<string, string>;
  onChange: (change: Partial<StoryDraft>) => void;
}

const numberOrNull = (value: string): number | null => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

/** The headline and subheadline, above the body. */
export function HeadlineFields({ draft, errors, onChange }: FieldsProps) {
  return (
    <>
      <div className={styles.field}>
        <label htmlFor="story-title">Headline (required)</label>
        <input id="story-title" value={draft.title} required onChange={(event) => onChange({ title: event.target.value })} {...errorProps('title', errors.title)} />
        <FieldError field="title" message={errors.title} />
      </div>
      <div className={styles.field}>
        <label htmlFor="story-subtitle">Subheadline</label>
        <input id="story-subtitle" value={draft.subtitle} onChange={(event) => onChange({ subtitle: event.target.value })} {...errorProps('subtitle', errors.subtitle)} />
        <FieldError field="subtitle" message={errors.subtitle} />
      </div>
    </>
  );
}

/** Sport, tags, writer, lead image and related game. */
export function StoryDetailsFields({ draft, errors, onChange }: FieldsProps) {
  const { sports } = useShellData();
  const [tags, setTags] = useState(draft.tags.join(', '));
  return (
    <>
      <div className={styles.field}>
        <label htmlFor="story-sport">Sport</label>
        <select id="story-sport" value={draft.sportId ?? ''} onChange={(event) => onChange({ sportId: numberOrNull(event.target.value) })} {...errorProps('sportId', errors.sportId)}>
          <option value="">Select...</option>
          {sports.map((sport) => (
            <option key={sport.id} value={sport.id}>
              {sport.title}
            </option>
          ))}
        </select>
        <FieldError field="sportId" message={errors.sportId} />
      </div>
      <div className={styles.field}>
        <label htmlFor="story-tags">Tags</label>
        <input
          id="story-tags"
          value={tags}
          onChange={(event) => {
            setTags(event.target.value);
            onChange({ tags: parseTags(event.target.value) });
          }}
          {...errorProps('tags', errors.tags, 'story-tags-hint')}
        />
        <p id="story-tags-hint" className={styles.hint}>
          Separate tags with commas.
        </p>
        <FieldError field="tags" message={errors.tags} />
      </div>
      <div className={styles.field}>
        <label htmlFor="story-writer">Writer</label>
        <input id="story-writer" value={draft.writer} onChange={(event) => onChange({ writer: event.target.value })} {...errorProps('writer', errors.writer)} />
        <FieldError field="writer" message={errors.writer} />
      </div>
      <fieldset className={styles.form}>
        <legend>Lead image</legend>
        <div className={styles.field}>
          <label htmlFor="story-image">Media id</label>
          <input
            id="story-image"
            inputMode="numeric"
            value={draft.imageId ?? ''}
            onChange={(event) => onChange({ imageId: numberOrNull(event.target.value) })}
            {...errorProps('imageId', errors.imageId)}
          />
          <FieldError field="imageId" message={errors.imageId} />
        </div>
        <MediaPicker onPick={(media) => onChange({ imageId: media.id, imageAlt: draft.imageAlt.trim() === '' ? media.alt : draft.imageAlt })} />
        <div className={styles.field}>
          <label htmlFor="story-image-alt">Image description (alt text){draft.imageId !== null ? ' (required)' : ''}</label>
          <input
            id="story-image-alt"
            value={draft.imageAlt}
            required={draft.imageId !== null}
            onChange={(event) => onChange({ imageAlt: event.target.value })}
            {...errorProps('imageAlt', errors.imageAlt)}
          />
          <FieldError field="imageAlt" message={errors.imageAlt} />
        </div>
      </fieldset>
      <RelatedGameField sportId={draft.sportId} gameId={draft.gameId} error={errors.gameId} onChange={(gameId) => onChange({ gameId })} />
    </>
  );
}
