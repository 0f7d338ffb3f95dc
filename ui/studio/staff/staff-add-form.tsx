import { useState, type FormEvent } from 'react';
import { newStaffAccountErrors, type NewStaffAccount } from '../../../core/studio/staff/staff-account';
import { FormButtons } from '../shell/form-buttons';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { refusalText, StaffFields } from './staff-fields';

const EMPTY: NewStaffAccount = { email: '', name: '', role: 'editor', password: '' };

/** Adds an account: the browser checks what it can, the server's messages (a taken email) land on their fields. */
export function StaffAddForm({ onDone, onCancel }: { onDone: (name: string) => void; onCancel: () => void }) {
  const { repository } = useStudio();
  const [draft, setDraft] = useState<NewStaffAccount>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = newStaffAccountErrors(draft);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const outcome = await repository.addStaffAccount(draft);
    setBusy(false);
    if (outcome.kind === 'done') return onDone(outcome.value.name);
    if (outcome.kind === 'invalid') setErrors(outcome.fields);
    if (outcome.kind !== 'conflict') setMessage(outcome.kind === 'invalid' ? 'Check the fields marked below.' : refusalText(outcome));
  };

  return (
    <form className={`${styles.form} ${styles.formGrid}`} noValidate aria-labelledby="staff-add-title" onSubmit={(event) => void submit(event)}>
      <h2 id="staff-add-title">Add an account</h2>
      {message && <p role="alert">{message}</p>}
      <StaffFields
        form="staff-add"
        values={draft}
        errors={errors}
        onChange={(part) => setDraft((current) => ({ ...current, ...part }))}
        passwordLabel="Password"
        passwordHint="At least {min} characters. Give it to them in person; they can sign in with it at once."
      />
      <FormButtons saveLabel="Add account" busy={busy} onCancel={onCancel} />
    </form>
  );
}
