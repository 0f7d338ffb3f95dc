import { useEffect, useRef, useState } from 'react';
import type { StaffAccount } from '../../../core/studio/staff/staff-account';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { studioTime } from '../use-studio-load';

/** Asks before removing an account; the server's refusal (the last administrator, a newer version) is shown as it says it. */
export function StaffRemove({ account, onDone, onCancel, onReload }: { account: StaffAccount; onDone: (name: string) => void; onCancel: () => void; onReload: () => void }) {
  const { repository } = useStudio();
  const [message, setMessage] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);

  const remove = async () => {
    setBusy(true);
    const outcome = await repository.removeStaffAccount(account.id, account.version);
    setBusy(false);
    if (outcome.kind === 'done') return onDone(account.name);
    if (outcome.kind === 'conflict') {
      setStale(true);
      const by = outcome.current ? ` ${outcome.current.updatedBy?.name ?? 'Someone'} saved version ${outcome.current.version}${outcome.current.updatedAt ? ` at ${studioTime(outcome.current.updatedAt)}` : ''}.` : '';
      return setMessage(`${outcome.message}${by} Reload the accounts before removing it.`);
    }
    setMessage(outcome.kind === 'offline' ? 'Not removed: the studio cannot reach the server.' : outcome.message);
  };

  return (
    <section className={styles.notice} aria-labelledby="staff-remove-title">
      <h2 id="staff-remove-title">Remove {account.name}?</h2>
      <p>
        {account.email} can no longer sign in, and is signed out everywhere at once. What they wrote stays on the site.
      </p>
      {message && <p role="alert">{message}</p>}
      <div className={styles.row}>
        {stale ? (
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onReload}>
            Reload the accounts
          </button>
        ) : (
          <button ref={confirm} type="button" className={`${styles.button} ${styles.primary}`} disabled={busy} onClick={() => void remove()}>
            Yes, remove {account.name}
          </button>
        )}
        <button type="button" className={styles.button} onClick={onCancel}>
          Keep the account
        </button>
      </div>
    </section>
  );
}
