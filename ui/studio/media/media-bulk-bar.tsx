import { useState } from 'react';
import { deletedFilesMessage, type MediaItem } from '../../../core/studio/media/media';
import type { BulkOutcome } from '../../../core/studio/bulk-outcome';
import { bulkRefusalReason } from '../shell/bulk-reason';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';

const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

/**
 * The library's bulk delete of the ticked files (only files the site does not show can be ticked), asked first,
 * one file at a time with the version the grid read: a file someone changed or put to use since is left and named.
 */
export function MediaBulkBar({ ticked, onDone }: { ticked: MediaItem[]; onDone: (message: string) => void }) {
  const { repository } = useStudio();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const outcome: BulkOutcome = { done: 0, skipped: 0, refused: [] };
    for (const item of ticked) {
      const answer = await repository.deleteMedia(item.id, item.version);
      if (answer.kind === 'done') outcome.done += 1;
      else outcome.refused.push({ title: item.name, reason: bulkRefusalReason(answer) });
    }
    setBusy(false);
    setConfirming(false);
    onDone(deletedFilesMessage(outcome));
  };
  return (
    <div role="group" aria-label="With the selected files" className={`${styles.row} ${styles.notice}`}>
      <span>{files(ticked.length)} selected</span>
      {confirming ? (
        <>
          <span>Delete {ticked.length === 1 ? 'it' : `all ${ticked.length}`} for good?</span>
          <button type="button" className={`${styles.button} ${styles.primary}`} aria-disabled={busy} onClick={() => !busy && void run()}>
            {busy ? 'Deleting…' : `Yes, delete ${files(ticked.length)}`}
          </button>
          <button type="button" className={styles.button} data-cancel onClick={() => setConfirming(false)}>
            Keep them
          </button>
        </>
      ) : (
        <button type="button" className={styles.button} onClick={() => setConfirming(true)}>
          Delete
        </button>
      )}
    </div>
  );
}
