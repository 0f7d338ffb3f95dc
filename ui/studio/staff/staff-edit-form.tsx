import { useState, type FormEvent } from 'react';
import { staffAccountChangeErrors, staffChangeBody, type StaffAccount, type StaffAccountChange } from '../../../core/studio/staff/staff-account';
import type { VersionStamp } from '../../../core/studio/studio-types';
import { FormButtons } from '../shell/form-buttons';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { ConflictNotice } from '../stories/story-conflict';
import { refusalText, StaffFields } from './staff-fields';

/** Changes an account's name, role or password at the version the list showed (If-Match); a 412 says who changed it. */
export function StaffEditForm({ account, onDone, onCancel, onReload }: { account: StaffAccount; onDone: (name: string) => void; onCancel: () => void; onReload: () => void }) {
  const { repository } = useStudio();
  const [change, setChange] = useState<StaffAccountChange>({ name: account.name, role: account.role, password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; current: VersionStamp | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = staffAccountChangeErrors(change);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    const body = staffChangeBody(account, change);
    if (Object.keys(body).length === 0) return setMessage('Nothing has changed: change the name, the role or the password.');
    setBusy(true);
    const outcome = await repository.changeStaffAccount(account.id, account.version, body);
    setBusy(false);
    if (outcome.kind === 'done') return onDone(outcome.value.name);
    if (outcome.kind === 'conflict') return setConflict({ message: outcome.message, current: outcome.current });
    if (outcome.kind === 'invalid') setErrors(outcome.fields);
    setMessage(outcome.kind === 'invalid' ? 'Check the fields marked below.' : refusalText(outcome));
  };

  return (
    <form className={`${styles.form} ${styles.formGrid}`} noValidate aria-labelledby="staff-edit-title" onSubmit={(event) => void submit(event)}>
      <h2 id="staff-edit-title">Change {account.name}</h2>
      <p className={styles.hint}>{account.email}</p>
      {message && <p role="alert">{message}</p>}
      {conflict && (
        <ConflictNotice message={conflict.message} current={conflict.current} note="Nothing of yours was saved. Reload the accounts to see their change, then make yours again." reloadLabel="Reload the accounts" onReload={onReload} />
      )}
      <StaffFields form="staff-edit" values={change} errors={errors} onChange={(part) => setChange((current) => ({ ...current, ...part }))} passwordLabel="New password" passwordHint="Leave empty to keep their password; a new one needs at least {min} characters." />
      <FormButtons saveLabel="Save changes" busy={busy} onCancel={onCancel} />
    </form>
  );
}
