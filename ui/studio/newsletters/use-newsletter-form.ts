import { useRef, useState } from 'react';
import { EMPTY_NEWSLETTER_DRAFT, type Newsletter, type NewsletterDraft } from '../../../core/studio/newsletters/newsletter';
import { draftOf, sameDraft } from '../../../core/studio/newsletters/newsletter-rules';
import type { VersionStamp, WriteOutcome } from '../../../core/studio/studio-types';
import { refusal } from '../shell/studio-field';
import { useStudio } from '../studio-services';

export type Conflict = { message: string; current: VersionStamp | null };

/**
 * The compose screen's state: the draft, the newsletter as last saved (its id and version, the If-Match of
 * the next write), the server's field messages, and a 412 (who changed it; "load the latest" keeps this
 * user's draft beside theirs).
 */
export function useNewsletterForm(initial: Newsletter | null, onSaved: (saved: Newsletter) => void) {
  const { newsletters, clock } = useStudio();
  const [saved, setSaved] = useState<Newsletter | null>(initial);
  const [draft, setDraft] = useState<NewsletterDraft>(initial ? draftOf(initial) : EMPTY_NEWSLETTER_DRAFT);
  // What the last save sent: the server may tidy the HTML, so "changed since" compares with what was sent.
  const [sent, setSent] = useState<NewsletterDraft>(initial ? draftOf(initial) : EMPTY_NEWSLETTER_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [mine, setMine] = useState<NewsletterDraft | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  // The editor's fields are drawn again (the rich text editor reads its HTML once) when a whole draft is put in.
  const [formKey, setFormKey] = useState(0);
  const draftRef = useRef(draft);

  const change = (part: Partial<NewsletterDraft>) => {
    draftRef.current = { ...draftRef.current, ...part };
    setDraft(draftRef.current);
  };
  const show = (next: NewsletterDraft) => {
    draftRef.current = next;
    setDraft(next);
    setFormKey((n) => n + 1);
  };
  const dirty = saved === null || !sameDraft(draft, sent);

  /** The newsletter as it now is on the server (after a save, a send, a reload). */
  function adopt(next: Newsletter) {
    setSaved(next);
    onSaved(next);
  }

  /** What a refused write says; a 412 offers the latest version. */
  function refused(outcome: Exclude<WriteOutcome<unknown>, { kind: 'done' }>) {
    if (outcome.kind === 'conflict') return setConflict({ message: outcome.message, current: outcome.current });
    if (outcome.kind === 'invalid') setErrors(outcome.fields);
    setMessage(refusal(outcome));
  }

  async function save(): Promise<Newsletter | null> {
    if (saving) return null;
    const body = draftRef.current;
    setSaving(true);
    setMessage(null);
    const outcome = await newsletters.saveNewsletter(saved?.id ?? null, saved?.version ?? null, body);
    setSaving(false);
    if (outcome.kind !== 'done') {
      refused(outcome);
      return null;
    }
    setErrors({});
    setConflict(null);
    setSent(body);
    setSavedAt(clock.now());
    adopt(outcome.value);
    return outcome.value;
  }

  /** The saved newsletter, saving first when there are changes (preview, test and send act on what is saved). */
  const ensureSaved = async () => (saved !== null && !dirty ? saved : save());

  async function loadLatest() {
    if (!saved) return;
    const latest = await newsletters.newsletter(saved.id).catch(() => undefined);
    if (latest === undefined) return setMessage('The studio cannot reach the server. Try again.');
    if (latest === null) return setMessage('This newsletter was deleted since.');
    setMine(draftRef.current);
    setConflict(null);
    setErrors({});
    setMessage(null);
    setSent(draftOf(latest));
    show(draftOf(latest));
    adopt(latest);
  }

  return {
    draft,
    change,
    saved,
    dirty,
    errors,
    message,
    conflict,
    mine,
    saving,
    savedAt,
    formKey,
    save,
    ensureSaved,
    adopt,
    refused,
    loadLatest,
    putMineBack: () => (mine && show(mine), setMine(null)),
    dismissMine: () => setMine(null),
  };
}

export type NewsletterForm = ReturnType<typeof useNewsletterForm>;
