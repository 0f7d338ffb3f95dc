import { useState } from 'react';
import { bulkOutcomeMessage, takesBulkAction, type StoryBulkAction } from '../../../core/studio/stories/story-bulk';
import type { StorySummary } from '../../../core/studio/stories/story';
import type { WriteOutcome } from '../../../core/studio/studio-types';
import styles from '../studio.module.css';
import { bulkRefusalReason } from '../shell/bulk-reason';
import { useStudio } from '../studio-services';

interface BulkBarProps {
  /** The ticked stories, as the table shows them (each with the version it read). */
  ticked: StorySummary[];
  /** After an action: the message to show, and the list to read again. */
  onDone: (message: string) => void;
}

const LABELS: Record<StoryBulkAction, string> = { publish: 'Publish now', unpublish: 'Unpublish', delete: 'Delete' };

/**
 * The story table's bulk actions on the ticked stories, one story at a time with the version the table read
 * (If-Match, as the editor does): a story someone changed since is left alone and named. Delete is asked first.
 */
export function StoryBulkBar({ ticked, onDone }: BulkBarProps) {
  const { repository } = useStudio();
  const [busy, setBusy] = useState<StoryBulkAction | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const run = async (action: StoryBulkAction) => {
    setBusy(action);
    setConfirmingDelete(false);
    const result = { done: 0, skipped: 0, refused: [] as Array<{ title: string; reason: string }> };
    for (const story of ticked) {
      if (!takesBulkAction(action, story.status)) {
        result.skipped += 1;
        continue;
      }
      const outcome: WriteOutcome<unknown> =
        action === 'publish' ? await repository.publishStory(story.id, story.version, {}) : action === 'unpublish' ? await repository.unpublishStory(story.id, story.version) : await repository.deleteStory(story.id, story.version);
      if (outcome.kind === 'done') result.done += 1;
      else result.refused.push({ title: story.title, reason: bulkRefusalReason(outcome) });
    }
    setBusy(null);
    onDone(bulkOutcomeMessage(action, result));
  };

  const count = `${ticked.length} ${ticked.length === 1 ? 'story' : 'stories'} selected`;
  return (
    <div role="group" aria-label="With the selected stories" className={`${styles.row} ${styles.notice}`}>
      <span>{count}</span>
      {(['publish', 'unpublish'] as const).map((action) => (
        <button key={action} type="button" className={styles.button} aria-disabled={busy !== null} onClick={() => busy === null && void run(action)}>
          {busy === action ? `${LABELS[action]}…` : LABELS[action]}
        </button>
      ))}
      {confirmingDelete ? (
        <>
          <span>Delete {ticked.length === 1 ? 'it' : `all ${ticked.length}`} for good?</span>
          <button type="button" className={`${styles.button} ${styles.primary}`} aria-disabled={busy !== null} onClick={() => busy === null && void run('delete')}>
            {busy === 'delete' ? 'Deleting…' : `Yes, delete ${ticked.length === 1 ? 'the story' : `${ticked.length} stories`}`}
          </button>
          <button type="button" className={styles.button} data-cancel onClick={() => setConfirmingDelete(false)}>
            Keep them
          </button>
        </>
      ) : (
        <button type="button" className={styles.button} aria-disabled={busy !== null} onClick={() => busy === null && setConfirmingDelete(true)}>
          {LABELS.delete}
        </button>
      )}
    </div>
  );
}
