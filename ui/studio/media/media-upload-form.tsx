import { useState, type DragEvent } from 'react';
import studio from '../studio.module.css';
import { useStudio } from '../studio-services';
import styles from './media.module.css';
import { MediaUploadRow } from './media-upload-row';
import { FieldMessage } from '../shell/studio-field';
import { useUploadQueue } from './use-upload-queue';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf';

/** Upload many files at once: pick or drop them, describe each image, then watch each one go up. */
export function MediaUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const { repository } = useStudio();
  const queue = useUploadQueue((file, alt, onProgress) => repository.uploadMedia(file, alt, onProgress), onUploaded);
  const [dragging, setDragging] = useState(false);
  const toSend = queue.files.filter((entry) => entry.step?.step !== 'uploaded').length;
  const nothingPicked = queue.summary !== null && queue.files.length === 0;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!queue.busy) queue.pick([...event.dataTransfer.files]);
  };

  return (
    <form
      className={studio.form}
      noValidate
      aria-labelledby="media-upload"
      onSubmit={(event) => {
        event.preventDefault();
        if (!queue.busy) void queue.send();
      }}
    >
      <h2 id="media-upload">Upload</h2>
      {/* The input is the way in for everyone (keyboard, screen reader); dropping files on the zone is a shortcut. */}
      <div
        className={`${studio.field} ${styles.dropZone}`}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label htmlFor="media-file">Files (JPEG, PNG, WebP, AVIF, GIF or PDF, each up to 20 MB)</label>
        <p id="media-file-hint" className={studio.hint}>
          Choose several at once, or drop them here. Each photo needs a description.
        </p>
        <input
          id="media-file"
          type="file"
          multiple
          accept={ACCEPT}
          disabled={queue.busy}
          aria-invalid={nothingPicked ? true : undefined}
          aria-describedby={nothingPicked ? 'media-file-hint media-file-error' : 'media-file-hint'}
          onChange={(event) => {
            queue.pick([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <FieldMessage id="media-file" error={nothingPicked ? queue.summary : null} />
      </div>
      {queue.files.length > 0 && (
        <ul className={styles.uploads} aria-label="Chosen files">
          {queue.files.map((entry) => (
            <MediaUploadRow key={entry.key} entry={entry} locked={queue.busy} onDescribe={(alt) => queue.describe(entry.key, alt)} onRemove={() => queue.remove(entry.key)} />
          ))}
        </ul>
      )}
      {queue.summary && !nothingPicked && (
        <p role="alert" className={studio.error}>
          {queue.summary}
        </p>
      )}
      <button type="submit" className={`${studio.button} ${studio.primary}`} aria-disabled={queue.busy || undefined}>
        {queue.busy ? 'Uploading…' : toSend > 1 ? `Upload ${toSend} files` : 'Upload'}
      </button>
    </form>
  );
}
