import { useState, type FormEvent } from 'react';
import type { VersionStamp, WriteOutcome } from '../../../core/studio/studio-types';

export interface RosterFormOptions<D, T> {
  initial: D;
  validate: (draft: D) => Record<string, string>;
  /** The write, at the version the page shows now (after a reload, the latest). */
  save: (draft: D) => Promise<WriteOutcome<T>>;
  onDone: (saved: T) => void;
  /** Loads the roster again (after a 412: their version becomes the base, the typed text stays). */
  onReload: () => void;
  /** The fields the form shows; a server message for any other is said at the top. */
  fields: readonly string[];
}

export type Conflict = { message: string; current: VersionStamp | null };

/** A roster form's state: the draft (never lost on an error), field messages, a 412 and the way on. */
export function useRosterForm<D, T>(options: RosterFormOptions<D, T>) {
  const [draft, setDraft] = useState<D>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (part: Partial<D>) => setDraft((current) => ({ ...current, ...part }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = options.validate(draft);
    setErrors(found);
    setMessage(Object.keys(found).length > 0 ? 'Some fields need attention.' : null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const outcome = await options.save(draft);
    setBusy(false);
    if (outcome.kind === 'done') return options.onDone(outcome.value);
    if (outcome.kind === 'conflict') return setConflict({ message: outcome.message, current: outcome.current });
    if (outcome.kind === 'invalid') {
      setErrors(outcome.fields);
      const others = Object.entries(outcome.fields).filter(([field]) => !options.fields.includes(field));
      return setMessage([outcome.message || 'Some fields need attention.', ...others.map(([, text]) => text)].join(' '));
    }
    setMessage(outcome.kind === 'offline' ? 'Not saved: the studio cannot reach the server. What you typed is still here; try again.' : `Not saved: ${outcome.message}`);
  };

  const loadLatest = () => {
    setConflict(null);
    setMessage('Their version is loaded. What you typed is still in the form: save again to replace theirs, or cancel to keep theirs.');
    options.onReload();
  };

  return { draft, change, errors, message, conflict, busy, submit, loadLatest };
}
