import { uploadStepPercent, uploadStepText } from '../../../core/studio/media/media-batch';
import studio from '../studio.module.css';
import styles from './media.module.css';
import { FieldMessage } from '../shell/studio-field';
import type { QueuedFile } from './use-upload-queue';

const isDocument = (type: string) => /pdf$/i.test(type);
const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** One picked file: its description (required for an image), then its progress bar and where its upload stands. */
export function MediaUploadRow({ entry, onDescribe, onRemove, locked }: { entry: QueuedFile; onDescribe: (alt: string) => void; onRemove: () => void; locked: boolean }) {
  const { file, errors, step } = entry;
  const id = `media-upload-${entry.key}`;
  const optional = isDocument(file.type);
  const describedBy = [errors.alt ? `${id}-alt-error` : '', errors.file ? `${id}-file-error` : ''].filter(Boolean).join(' ') || undefined;
  const sent = step?.step === 'uploaded';
  return (
    <li className={styles.upload}>
      <p className={styles.uploadName}>
        {file.name} <span className={studio.hint}>{sizeOf(file.size)}</span>
      </p>
      <FieldMessage id={`${id}-file`} error={errors.file} />
      <div className={studio.field}>
        <label htmlFor={`${id}-alt`}>
          Description (alt text) of {file.name}
          {optional ? ' (optional for a document)' : ''}
        </label>
        <input
          id={`${id}-alt`}
          value={entry.alt}
          readOnly={locked || sent}
          aria-required={optional ? undefined : true}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onDescribe(event.target.value)}
        />
        <FieldMessage id={`${id}-alt`} error={errors.alt} />
      </div>
      {step && step.step !== 'refused' && (
        <p className={studio.row}>
          <progress className={styles.progress} max={100} value={uploadStepPercent(step)} aria-label={`Upload of ${file.name}`} />
          <span aria-hidden="true">{uploadStepPercent(step)}%</span>
        </p>
      )}
      {step && (
        <p role="status" className={step.step === 'refused' ? studio.error : undefined}>
          {uploadStepText(step)}
        </p>
      )}
      {!locked && !sent && (
        <button type="button" className={studio.button} onClick={onRemove}>
          Remove {file.name}
        </button>
      )}
    </li>
  );
}
