import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { STAFF_MESSAGES, type StaffAccount } from '../../../core/studio/staff/staff-account';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import styles from '../studio.module.css';
import { useStudio, type StudioPageData } from '../studio-services';
import { useStudioLoad } from '../use-studio-load';
import { StaffAddForm } from './staff-add-form';
import { StaffEditForm } from './staff-edit-form';
import { roleName } from './staff-fields';
import { StaffRemove } from './staff-remove';

type Task = { kind: 'add' } | { kind: 'edit'; account: StaffAccount } | { kind: 'remove'; account: StaffAccount } | null;

/** /studio/staff: the school's accounts, for administrators (issue 25: admin also manages staff accounts). */
export default function StaffPage() {
  const data = useLoaderData() as StudioPageData | null;
  usePageTitle('Staff · Studio');
  if (data?.staff.role !== 'admin') {
    return (
      <>
        <h1>Staff</h1>
        <p role="alert">{STAFF_MESSAGES.editorsOnly}</p>
        <p>
          <Link to="/studio">Back to the studio</Link>
        </p>
      </>
    );
  }
  return <StaffAccounts />;
}

function StaffAccounts() {
  const { repository } = useStudio();
  const accounts = useStudioLoad(() => repository.staffAccounts(), [repository]);
  const [task, setTask] = useState<Task>(null);
  const [done, setDone] = useState<string | null>(null);
  const finish = (text: string | null) => {
    setTask(null);
    setDone(text);
    accounts.reload();
  };
  const start = (next: Task) => {
    setDone(null);
    setTask(next);
  };

  return (
    <>
      <h1>Staff</h1>
      <p>Editors write stories, media and notices; administrators also manage these accounts.</p>
      <p role="status">{done ?? ''}</p>
      {task === null && (
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => start({ kind: 'add' })}>
          Add an account
        </button>
      )}
      {task?.kind === 'add' && <StaffAddForm onDone={(name) => finish(`Added ${name}.`)} onCancel={() => setTask(null)} />}
      {task?.kind === 'edit' && <StaffEditForm key={task.account.id} account={task.account} onDone={(name) => finish(`Saved the changes to ${name}.`)} onCancel={() => setTask(null)} onReload={() => finish(null)} />}
      {task?.kind === 'remove' && <StaffRemove key={task.account.id} account={task.account} onDone={(name) => finish(`Removed ${name}.`)} onCancel={() => setTask(null)} onReload={() => finish(null)} />}
      <section aria-labelledby="staff-list">
        <h2 id="staff-list">Accounts</h2>
        {accounts.loaded.state === 'loading' && <p role="status">Loading accounts…</p>}
        {accounts.loaded.state === 'failed' && <p role="alert">{accounts.loaded.message}</p>}
        {accounts.loaded.state === 'ready' && (
          <ul className={styles.list} aria-labelledby="staff-list">
            {accounts.loaded.value.map((account) => (
              <li key={account.id} className={`${styles.notice} ${styles.wrap}`}>
                <strong>{account.name}</strong>
                {account.you && ' (you)'}
                <br />
                {account.email}
                <br />
                {roleName(account.role)}
                <div className={styles.row}>
                  <button type="button" className={styles.button} onClick={() => start({ kind: 'edit', account })}>
                    Change <span className={styles.visuallyHidden}>{account.name}</span>
                  </button>
                  {!account.you && (
                    <button type="button" className={styles.button} onClick={() => start({ kind: 'remove', account })}>
                      Remove <span className={styles.visuallyHidden}>{account.name}</span>
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
