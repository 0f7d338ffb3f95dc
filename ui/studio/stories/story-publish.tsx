import { useState } from 'react';
import { STATUS_LABELS, type StoryStatus } from '../../../core/studio/stories/story';
import type { PublishRequest } from '../../../core/studio/studio-repository.port';
import styles from '../studio.module.css';
import { FieldMessage } from '../shell/studio-field';
import { studioTime } from '../use-studio-load';

interface PublishProps {
  status: StoryStatus;
  publishAt: string | null;
  url: string | null;
  previewUrl: string | null;
  /** Publishing waits until the text is saved. */
  ready: boolean;
  message: string | null;
  onPublish: (request: PublishRequest) => void;
  onUnpublish: () => void;
}

/** Publish now, schedule, unpublish, preview. */
export function StoryPublish({ status, publishAt, url, previewUrl, ready, message, onPublish, onUnpublish }: PublishProps) {
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | null>(null);
  const schedule = () => {
    const when = new Date(at);
    if (at === '' || Number.isNaN(when.getTime())) return setAtError('Choose the date and time to publish.');
    setAtError(null);
    onPublish({ at: when.toISOString() });
  };
  return (
    <section aria-labelledby="story-publishing">
      <h2 id="story-publishing">Publishing</h2>
      <p>
        Status: <strong>{STATUS_LABELS[status]}</strong>
        {status === 'scheduled' && publishAt ? ` for ${studioTime(publishAt)}` : ''}
      </p>
      {status === 'published' && url && (
        <p>
          <a href={url}>View the published story</a>
        </p>
      )}
      {!ready && <p className={styles.hint}>Publishing is possible once your changes are saved.</p>}
      {message && <p role="alert">{message}</p>}
      <div className={styles.row}>
        <button type="button" className={`${styles.button} ${styles.primary}`} disabled={!ready} onClick={() => onPublish({})}>
          Publish now
        </button>
        {(status === 'published' || status === 'scheduled') && (
          <button type="button" className={styles.button} disabled={!ready} onClick={onUnpublish}>
            Unpublish
          </button>
        )}
        {previewUrl && (
          <a className={styles.button} href={previewUrl} target="_blank" rel="noopener">
            Preview (opens in a new tab)
          </a>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor="story-publish-at">Publish at</label>
        <input id="story-publish-at" type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} aria-describedby={atError ? 'story-publish-at-error' : undefined} aria-invalid={atError ? true : undefined} />
        <FieldMessage id="story-publish-at" error={atError} />
        <button type="button" className={styles.button} disabled={!ready} onClick={schedule}>
          Schedule
        </button>
      </div>
    </section>
  );
}
