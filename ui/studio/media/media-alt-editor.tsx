import { useState } from 'react';
import type { MediaItem } from '../../../core/studio/media/media';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';

/** Edit one file's description in place (PUT with If-Match). */
export function MediaAltEditor({ item, onSaved }: { item: MediaItem; onSaved: () => void }) {
  const { repository } = useStudio();
  const [alt, setAlt] = useState(item.alt);
  const [message, setMessage] = useState<string | null>(null);
  const id = `media-${item.id}-alt`;
  const save = async () => {
    const outcome = await repository.updateMedia(item.id, item.version, { alt: alt.trim(), name: item.name });
    if (outcome.kind === 'done') {
      setMessage('Saved.');
      onSaved();
    } else if (outcome.kind === 'invalid') setMessage(outcome.fields.alt ?? outcome.message);
    else if (outcome.kind === 'offline') setMessage('Not saved: the studio cannot reach the server.');
    else setMessage(outcome.message);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Description of #{item.id}</label>
      <input id={id} value={alt} onChange={(event) => setAlt(event.target.value)} />
      <button type="button" className={styles.button} onClick={() => void save()} disabled={alt === item.alt}>
        Save description
      </button>
      {message && <p role="status">{message}</p>}
    </div>
  );
}
