import type { SaveStatus } from '../../../core/studio/stories/story-save.machine';
import styles from '../studio.module.css';
import { clockTime } from '../use-studio-load';

export function saveStatusText(status: SaveStatus, isNew: boolean): string {
  switch (status.kind) {
    case 'unchanged':
      return isNew ? 'Not saved yet' : 'No changes yet';
    case 'pending':
      return 'Changes not saved yet';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved at ${clockTime(status.at)}`;
    case 'kept':
      return 'Not saved: offline, kept on this device';
    case 'invalid':
      return 'Not saved: some fields need attention';
    case 'conflict':
      return 'Not saved: someone else changed this story';
    case 'failed':
      return `Not saved: ${status.message ?? 'the server refused it'}`;
  }
}

/** The editor's save line, announced politely as it changes. */
export function SaveStatusLine({ status, isNew, onRetry }: { status: SaveStatus; isNew: boolean; onRetry: () => void }) {
  return (
    <div className={styles.row}>
      <p role="status" className={styles.status} data-save-status={status.kind}>
        {saveStatusText(status, isNew)}
      </p>
      {(status.kind === 'kept' || status.kind === 'failed') && (
        <button type="button" className={styles.button} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
