import { useState } from 'react';
import type { Roster } from '../../../core/studio/rosters/roster';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { TextField } from '../shell/studio-field';
import { FormButtons } from '../shell/form-buttons';
import { FormProblems } from './roster-fields';
import { useRosterForm } from './use-roster-form';

const TITLE_MESSAGE = 'Enter the roster title.';

/** The roster's title and note (If-Match on its version). */
export function RosterTitleForm({ roster, onDone, onCancel, onReload }: { roster: Roster; onDone: (text: string) => void; onCancel: () => void; onReload: () => void }) {
  const { rosters } = useStudio();
  const form = useRosterForm({
    initial: { title: roster.title, note: roster.note },
    validate: (draft): Record<string, string> => (draft.title.trim() === '' ? { title: TITLE_MESSAGE } : {}),
    save: (draft) => rosters.updateRoster(roster.id, roster.version, draft),
    onDone: () => onDone('Saved the title and note.'),
    onReload,
    fields: ['title', 'note'],
  });
  return (
    <form className={styles.form} noValidate aria-labelledby="roster-title-form" onSubmit={(event) => void form.submit(event)}>
      <h2 id="roster-title-form">Title and note</h2>
      <FormProblems message={form.message} conflict={form.conflict} onLoadLatest={form.loadLatest} />
      <TextField form="roster" name="title" label="Title (required)" error={form.errors.title} value={form.draft.title} onChange={(title) => form.change({ title })} />
      <TextField form="roster" name="note" label="Note" hint="Shown above the roster." error={form.errors.note} value={form.draft.note} onChange={(note) => form.change({ note })} />
      <FormButtons saveLabel="Save title and note" busy={form.busy} onCancel={onCancel} />
    </form>
  );
}

/** Publishing a hidden roster (optionally as the sport's current one), and its preview while hidden. */
export function RosterPublish({ roster, onDone, onReload }: { roster: Roster; onDone: (text: string) => void; onReload: () => void }) {
  const { rosters } = useStudio();
  const [makeCurrent, setMakeCurrent] = useState(true);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const publish = async () => {
    setBusy(true);
    setMessage(null);
    const outcome = await rosters.publish(roster.id, roster.version, makeCurrent);
    setBusy(false);
    if (outcome.kind === 'done') return onDone(`Published ${outcome.value.season}${outcome.value.current ? ' as the current roster' : ''}.`);
    if (outcome.kind === 'conflict') {
      const who = outcome.current?.updatedBy?.name ?? 'Someone';
      setMessage(`${outcome.message} ${who} changed this roster since; it is loaded again, publish once more if it is still right.`);
      return onReload();
    }
    setMessage(outcome.kind === 'offline' ? 'Not published: the studio cannot reach the server.' : `Not published: ${outcome.message}`);
  };
  return (
    <section aria-labelledby="roster-publishing">
      <h2 id="roster-publishing">Publishing</h2>
      <p>{roster.hidden ? 'Hidden: fans do not see this roster yet; staff see it through the preview.' : `Published${roster.current ? ': the sport’s current roster.' : '.'}`}</p>
      {message && <p role="alert">{message}</p>}
      <div className={styles.row}>
        {roster.previewPath && (
          <a className={styles.button} href={roster.previewPath} target="_blank" rel="noopener">
            Preview (opens in a new tab)
          </a>
        )}
        {!roster.hidden && roster.publicPath && <a href={roster.publicPath}>View the public roster</a>}
      </div>
      {roster.hidden && (
        <>
          <div className={styles.row}>
            <input id="roster-make-current" type="checkbox" checked={makeCurrent} onChange={(event) => setMakeCurrent(event.target.checked)} />
            <label htmlFor="roster-make-current">Make it the current roster</label>
          </div>
          <button type="button" className={`${styles.button} ${styles.primary}`} disabled={busy} onClick={() => void publish()}>
            Publish
          </button>
        </>
      )}
    </section>
  );
}
