import { useState } from 'react';
import type { WriteOutcome } from '../../../core/studio/studio-types';
import { DeleteRefused, deleteProblem, type DeleteProblem } from '../shell/delete-refused';
import styles from '../studio.module.css';

interface DeleteProps {
  title: string;
  /** Deleting waits until the text is saved (nothing is left to send). */
  ready: boolean;
  onDelete: () => Promise<WriteOutcome<null>>;
  onDeleted: () => void;
  /** After a 412: the latest version into the editor. */
  onReload: () => Promise<void>;
}

/** Delete the story, asked first; a 412 (someone saved since) deletes nothing and says who. */
export function StoryDelete({ title, ready, onDelete, onDeleted, onReload }: DeleteProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DeleteProblem | null>(null);

  const remove = async () => {
    setBusy(true);
    const outcome = await onDelete();
    setBusy(false);
    setConfirming(false);
    if (outcome.kind === 'done') return onDeleted();
    setProblem(deleteProblem(outcome));
  };

  return (
    <section aria-labelledby="story-delete">
      <h2 id="story-delete">Delete</h2>
      {problem && (
        <DeleteRefused problem={problem} conflictNote="Load the latest version to see their changes, then decide again.">
          {problem.conflict && (
            <button type="button" className={styles.button} onClick={() => void onReload().then(() => setProblem(null))}>
              Load the latest version
            </button>
          )}
        </DeleteRefused>
      )}
      {confirming ? (
        <div role="group" aria-label="Delete this story?" className={styles.notice}>
          <p>Delete “{title || 'Untitled story'}” for good? It leaves the site and the studio at once.</p>
          <div className={styles.row}>
            <button type="button" className={`${styles.button} ${styles.primary}`} disabled={busy} onClick={() => void remove()}>
              Yes, delete the story
            </button>
            <button type="button" className={styles.button} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className={styles.button} disabled={!ready} onClick={() => (setConfirming(true), setProblem(null))}>
          Delete story
        </button>
      )}
    </section>
  );
}
