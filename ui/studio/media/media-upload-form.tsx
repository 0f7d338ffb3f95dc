import { useState, type FormEvent } from 'react';
import { uploadErrors, type MediaUpload } from '../../../core/studio/media/media';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';

/** Upload one file with its description. */
export function MediaUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const { repository } = useStudio();
  const [file, setFile] = useState<MediaUpload | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = uploadErrors(file, alt);
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    setBusy(true);
    const outcome = await repository.uploadMedia(file, alt.trim());
    setBusy(false);
    if (outcome.kind === 'done') {
      setMessage(`Uploaded ${outcome.value.name} (#${outcome.value.id}).`);
      setFile(null);
      setAlt('');
      setFormKey((n) => n + 1);
      onUploaded();
    } else if (outcome.kind === 'invalid') setErrors(outcome.fields);
    else setMessage(outcome.kind === 'offline' ? 'Not uploaded: the studio cannot reach the server.' : outcome.message);
  };

  return (
    <form key={formKey} className={styles.form} noValidate aria-labelledby="media-upload" onSubmit={(event) => void submit(event)}>
      <h2 id="media-upload">Upload</h2>
      <div className={styles.field}>
        <label htmlFor="media-file">File (JPEG, PNG, WebP, AVIF, GIF or PDF, up to 20 MB)</label>
        <input
          id="media-file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? 'media-file-error' : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {errors.file && (
          <p id="media-file-error" className={styles.error}>
            {errors.file}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor="media-alt">Description (alt text)</label>
        <input id="media-alt" value={alt} aria-invalid={errors.alt ? true : undefined} aria-describedby={errors.alt ? 'media-alt-error' : undefined} onChange={(event) => setAlt(event.target.value)} />
        {errors.alt && (
          <p id="media-alt-error" className={styles.error}>
            {errors.alt}
          </p>
        )}
      </div>
      <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
        {busy ? 'Uploading…' : 'Upload'}
      </button>
      {message && <p role="status">{message}</p>}
    </form>
  );
}
