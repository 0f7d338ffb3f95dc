import { useState } from 'react';
import type { VersionStamp, WriteOutcome } from '../../../core/studio/studio-types';
import styles from '../studio.module.css';
import { ConflictWho } from './story-conflict';

type Problem = { message: string; current: VersionStamp | null; conflict: boolean };

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
  const [problem, setProblem] = useState<Problem | null>(null);

  const remove = async () => {
    setBusy(true);
    const outcome = await onDelete();
    setBusy(false);
    setConfirming(false);
    if (outcome.kind === 'done') return onDeleted();
    if (outcome.kind === 'conflict') return setProblem({ message: outcome.message, current: outcome.current, conflict: true });
    setProblem({ message: outcome.kind === 'offline' ? 'Not deleted: the studio cannot reach the server.' : outcome.message, current: null, conflict: false });
  };

  return (
    <section aria-labelledby="story-delete">
      <h2 id="story-delete">Delete</h2>
      {problem && (
        <div role="alert" className={styles.notice}>
          <p>
            <strong>{problem.message}</strong>
          </p>
          {problem.conflict && (
            <>
              <ConflictWho current={problem.current} />
              <p>Nothing was deleted. Load the latest version to see their changes, then decide again.</p>
              <button type="button" className={styles.button} onClick={() => void onReload().then(() => setProblem(null))}>
                Load the latest version
              </button>
            </>
          )}
        </div>
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
