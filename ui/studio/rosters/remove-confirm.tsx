import { useEffect, useRef, useState } from 'react';
import type { WriteOutcome } from '../../../core/studio/studio-types';
import { ConflictWho } from '../stories/story-conflict';
import styles from '../studio.module.css';
import type { Conflict } from './use-roster-form';

/** Asks before removing a player or staff member; a 412 says who changed them since. */
export function RemoveConfirm({ name, what, remove, onDone, onCancel, onReload }: { name: string; what: string; remove: () => Promise<WriteOutcome<null>>; onDone: (text: string) => void; onCancel: () => void; onReload: () => void }) {
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  const go = async () => {
    setBusy(true);
    const outcome = await remove();
    setBusy(false);
    if (outcome.kind === 'done') return onDone(`Removed ${name}.`);
    if (outcome.kind === 'conflict') return setConflict({ message: outcome.message, current: outcome.current });
    setMessage(outcome.kind === 'offline' ? 'Not removed: the studio cannot reach the server.' : `Not removed: ${outcome.message}`);
  };
  return (
    <section className={styles.notice} aria-labelledby="remove-title">
      <h2 id="remove-title">Remove {name}?</h2>
      <p>{what}</p>
      {message && <p role="alert">{message}</p>}
      {conflict && (
        <div role="alert">
          <p>
            <strong>{conflict.message}</strong>
          </p>
          <ConflictWho current={conflict.current} />
          <p>Nothing was removed. Reload the roster to see their change before removing.</p>
        </div>
      )}
      <div className={styles.row}>
        {conflict ? (
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onReload}>
            Reload the roster
          </button>
        ) : (
          <button ref={confirm} type="button" className={`${styles.button} ${styles.primary}`} disabled={busy} onClick={() => void go()}>
            Yes, remove {name}
          </button>
        )}
        <button type="button" className={styles.button} onClick={onCancel}>
          Keep {name}
        </button>
      </div>
    </section>
  );
}
