import { useState } from 'react';
import type { MediaItem } from '../../../core/studio/media/media';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { useStudioLoad } from '../use-studio-load';

/** A simple picker over the media library's images. */
export function MediaPicker({ onPick }: { onPick: (media: MediaItem) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" className={styles.button} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? 'Close the library' : 'Choose from the library'}
      </button>
      {open && (
        <PickerList
          onPick={(media) => {
            onPick(media);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

function PickerList({ onPick }: { onPick: (media: MediaItem) => void }) {
  const { repository } = useStudio();
  const media = useStudioLoad(() => repository.media({ kind: 'image' }), [repository]);
  if (media.loaded.state === 'loading') return <p role="status">Loading images…</p>;
  if (media.loaded.state === 'failed') return <p role="alert">{media.loaded.message}</p>;
  if (media.loaded.value.items.length === 0) return <p>No images yet: upload one in the media library.</p>;
  return (
    <ul className={styles.grid} aria-label="Images">
      {media.loaded.value.items.map((item) => (
        <li key={item.id}>
          <img src={item.url} alt="" loading="lazy" />
          <button type="button" className={styles.button} onClick={() => onPick(item)}>
            Use {item.name || `image ${item.id}`}
          </button>
        </li>
      ))}
    </ul>
  );
}
