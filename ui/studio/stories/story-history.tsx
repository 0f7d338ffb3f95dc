import { useState } from 'react';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { studioTime, useStudioLoad } from '../use-studio-load';

/** The story's versions, newest first; any older one can be restored (as a new version). */
export function StoryHistory({ storyId, version, onRestore }: { storyId: number; version: number | null; onRestore: (restore: number) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="story-history">
      <h2 id="story-history">History</h2>
      <button type="button" className={styles.button} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide history' : 'Show history'}
      </button>
      {open && <HistoryList storyId={storyId} version={version} onRestore={onRestore} />}
    </section>
  );
}

function HistoryList({ storyId, version, onRestore }: { storyId: number; version: number | null; onRestore: (restore: number) => Promise<void> }) {
  const { repository } = useStudio();
  const history = useStudioLoad(() => repository.storyHistory(storyId), [repository, storyId, version]);
  if (history.loaded.state === 'loading') return <p role="status">Loading history…</p>;
  if (history.loaded.state === 'failed') return <p role="alert">{history.loaded.message}</p>;
  return (
    <ol className={styles.list}>
      {history.loaded.value.map((entry) => (
        <li key={entry.version}>
          Version {entry.version}: {entry.action} by {entry.by?.name ?? 'someone'}, {studioTime(entry.at)}{' '}
          {entry.version !== version && (
            <button type="button" className={styles.button} onClick={() => void onRestore(entry.version)}>
              Restore version {entry.version}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
