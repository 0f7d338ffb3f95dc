import { useState } from 'react';
import type { MediaItem } from '../../../core/studio/media/media';
import type { Opponent, OpponentDraft } from '../../../core/studio/schedule/studio-game';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { MediaPicker } from '../stories/media-picker';
import local from './schedule.module.css';
import { Field, FieldMessage, fieldId, refusal } from '../shell/studio-field';

const FORM = 'opponent';

/** A new opponent: name, town and a logo from the media library. Not a <form> of its own: it sits inside the game's. */
export function OpponentAddForm({ onAdded, onCancel }: { onAdded: (opponent: Opponent) => void; onCancel: () => void }) {
  const { schedule } = useStudio();
  const [draft, setDraft] = useState<OpponentDraft>({ name: '', city: '', logoId: null, conference: false });
  const [logo, setLogo] = useState<MediaItem | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    if (draft.name.trim() === '') return setErrors({ name: "Enter the opponent's name." });
    setErrors({});
    setMessage(null);
    setBusy(true);
    const outcome = await schedule.saveOpponent(null, null, draft);
    setBusy(false);
    if (outcome.kind === 'done') return onAdded(outcome.value);
    if (outcome.kind === 'invalid') setErrors(outcome.fields);
    setMessage(refusal(outcome));
  };

  return (
    // Enter adds the opponent here rather than submitting the game around it.
    <section
      className={styles.notice}
      aria-labelledby="opponent-add-title"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          void add();
        }
      }}
    >
      <h3 id="opponent-add-title">A new opponent</h3>
      {message && <p role="alert">{message}</p>}
      <Field form={FORM} name="name" label="Opponent's name (required)" error={errors.name}>
        {(props) => <input {...props} autoComplete="off" value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />}
      </Field>
      <Field form={FORM} name="city" label="Their town" hint="Like Boulder, Colo." error={errors.city}>
        {(props) => <input {...props} autoComplete="off" value={draft.city} onChange={(event) => setDraft({ ...draft, city: event.target.value })} />}
      </Field>
      <div className={styles.field} role="group" aria-labelledby="opponent-logo-label" aria-describedby={errors.logoId ? `${fieldId(FORM, 'logoId')}-error` : undefined}>
        <p id="opponent-logo-label">Logo</p>
        {logo ? (
          <p>
            <img src={logo.url} alt="" className={local.logo} />
            {logo.name || `image ${logo.id}`}
          </p>
        ) : (
          <p className={styles.hint}>None yet: choose one from the media library (upload it there first).</p>
        )}
        <MediaPicker
          onPick={(media) => {
            setLogo(media);
            setDraft({ ...draft, logoId: media.id });
          }}
        />
        <FieldMessage id={fieldId(FORM, 'logoId')} error={errors.logoId} />
      </div>
      <label className={local.check}>
        <input type="checkbox" checked={draft.conference} onChange={(event) => setDraft({ ...draft, conference: event.target.checked })} /> In the conference
      </label>
      <div className={styles.row}>
        <button type="button" className={`${styles.button} ${styles.primary}`} disabled={busy} onClick={() => void add()}>
          Add the opponent
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
