import { useState, type FormEvent } from 'react';
import type { FieldErrors, NoticeItem } from '../../../core/studio/notices/notice-rules';
import type { VersionStamp, WriteOutcome } from '../../../core/studio/studio-types';

export interface NoticeFormOptions<T extends NoticeItem, D> {
  item: T | null;
  empty: D;
  draftOf: (item: T) => D;
  validate: (draft: D) => FieldErrors;
  save: (id: number | null, version: number | null, draft: D) => Promise<WriteOutcome<T>>;
  /** The notice as the server has it now (after a 412), or null when it is gone. */
  latest: (id: number) => Promise<T | null>;
  onDone: (saved: T) => void;
  noun: string;
}

/**
 * The state of a notice form: the draft, the browser's and the server's field messages, and a 412 (who
 * changed it; "load the latest" puts their version in the form and keeps what this user typed beside it).
 */
export function useNoticeForm<T extends NoticeItem, D>(options: NoticeFormOptions<T, D>) {
  const { item, noun } = options;
  const [base, setBase] = useState(item ? { id: item.id, version: item.version } : null);
  const [draft, setDraft] = useState<D>(item ? options.draftOf(item) : options.empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; current: VersionStamp | null } | null>(null);
  const [mine, setMine] = useState<D | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (part: Partial<D>) => setDraft((current) => ({ ...current, ...part }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = options.validate(draft);
    setErrors(found);
    setMessage(Object.keys(found).length > 0 ? 'Some fields need attention.' : null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const outcome = await options.save(base?.id ?? null, base?.version ?? null, draft);
    setSaving(false);
    if (outcome.kind === 'done') return options.onDone(outcome.value);
    if (outcome.kind === 'conflict') return setConflict({ message: outcome.message, current: outcome.current });
    if (outcome.kind === 'invalid') setErrors(outcome.fields);
    setMessage(outcome.kind === 'offline' ? `Not saved: the studio cannot reach the server. Your ${noun} is still in the form; try again.` : outcome.message);
  };

  const loadLatest = async () => {
    if (!base) return;
    const latest = await options.latest(base.id).catch(() => undefined);
    if (latest === undefined) return setMessage('The studio cannot reach the server. Try again.');
    setMine(draft);
    setConflict(null);
    if (latest === null) {
      // Deleted by someone else: what is typed can still be saved, as a new one.
      setBase(null);
      return setMessage(`This ${noun} was deleted since. Save to add yours again as a new ${noun}.`);
    }
    setBase({ id: latest.id, version: latest.version });
    setDraft(options.draftOf(latest));
    setErrors({});
    setMessage(null);
  };

  return { draft, change, errors, message, conflict, mine, dismissMine: () => setMine(null), putMineBack: () => (mine && setDraft(mine), setMine(null)), saving, submit, loadLatest, isNew: base === null };
}
