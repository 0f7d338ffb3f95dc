import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { STAFF_MESSAGES, STAFF_SORTS, staffInView, type StaffAccount } from '../../../core/studio/staff/staff-account';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import styles from '../studio.module.css';
import { useStudio, type StudioPageData } from '../studio-services';
import { ListSearch } from '../shell/list-search';
import { StudioTable } from '../shell/studio-table';
import { oneOf, useListParams } from '../shell/use-list-params';
import { studioTime, useStudioLoad } from '../use-studio-load';
import { StaffAddForm } from './staff-add-form';
import { StaffEditForm } from './staff-edit-form';
import { roleName } from './staff-fields';
import { StaffRemove } from './staff-remove';

type Task = { kind: 'add' } | { kind: 'edit'; account: StaffAccount } | { kind: 'remove'; account: StaffAccount } | null;

/** /studio/staff: the school's accounts as a table (sorted, searched, the view in the address), for administrators (issue 25: admin also manages staff accounts). */
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
  const list = useListParams();
  const q = list.text('q');
  const sort = oneOf(STAFF_SORTS, list.text('sort')) ?? 'name';
  const dir = list.text('dir') === 'desc' ? 'desc' : 'asc';
  const shown = accounts.loaded.state === 'ready' ? staffInView(accounts.loaded.value, { q, sort, dir }) : null;
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
        <ListSearch label="Find accounts" searchLabel="Name or email" value={q} onSearch={(words) => list.change({ q: words })} />
        {accounts.loaded.state === 'loading' && <p role="status">Loading accounts…</p>}
        {accounts.loaded.state === 'failed' && <p role="alert">{accounts.loaded.message}</p>}
        {shown !== null &&
          (shown.length === 0 ? (
            <p>No account has a name or email with “{q}”.</p>
          ) : (
            <StudioTable
              caption="Staff accounts"
              rows={shown}
              rowKey={(account) => account.id}
              rowName={(account) => account.name}
              sort={{ by: sort, dir, onSort: (by, next) => list.change({ sort: by === 'name' ? null : by, dir: next === 'asc' ? null : next }) }}
              columns={[
                {
                  label: 'Name',
                  sort: 'name',
                  main: true,
                  cell: (account) => (
                    <>
                      <strong>{account.name}</strong>
                      {account.you && ' (you)'}
                    </>
                  ),
                },
                { label: 'Email', sort: 'email', cell: (account) => account.email },
                { label: 'Role', sort: 'role', cell: (account) => roleName(account.role) },
                { label: 'Added', sort: 'added', cell: (account) => studioTime(account.createdAt) },
                {
                  label: 'Actions',
                  unlabelled: true,
                  cell: (account) => (
                    <div className={styles.row}>
                      {(['edit', 'remove'] as const)
                        .filter((kind) => kind === 'edit' || !account.you)
                        .map((kind) => (
                          <button key={kind} type="button" className={styles.button} onClick={() => start({ kind, account })}>
                            {kind === 'edit' ? 'Change' : 'Remove'} <span className={styles.visuallyHidden}>{account.name}</span>
                          </button>
                        ))}
                    </div>
                  ),
                },
              ]}
            />
          ))}
      </section>
    </>
  );
}
