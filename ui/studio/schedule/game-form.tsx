import { useState, type FormEvent } from 'react';
import { gameDraftErrors } from '../../../core/studio/schedule/game-rules';
import type { GameDraft, StudioGame } from '../../../core/studio/schedule/studio-game';
import type { VersionStamp } from '../../../core/studio/studio-types';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { ConflictNotice } from '../stories/story-conflict';
import { clockTime } from '../use-studio-load';
import { GameFields } from './game-fields';
import { refusal } from '../shell/studio-field';

/** A game's details: checked in the browser, then POST (new) or PUT over the version shown (If-Match). */
export function GameForm({ draft: initial, game, onSaved, onReload }: { draft: GameDraft; game: StudioGame | null; onSaved: (game: StudioGame) => void; onReload: () => void }) {
  const { schedule, clock } = useStudio();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; current: VersionStamp | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = gameDraftErrors(draft);
    setErrors(found);
    setSaved(null);
    setMessage(Object.keys(found).length > 0 ? 'Check the fields marked below.' : null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const outcome = await schedule.saveGame(game?.id ?? null, game?.version ?? null, draft);
    setBusy(false);
    if (outcome.kind === 'done') {
      setSaved(`Saved at ${clockTime(clock.now())}`);
      return onSaved(outcome.value);
    }
    if (outcome.kind === 'conflict') return setConflict({ message: outcome.message, current: outcome.current });
    if (outcome.kind === 'invalid') setErrors(outcome.fields);
    setMessage(outcome.kind === 'invalid' ? 'Check the fields marked below.' : refusal(outcome));
  };

  return (
    <form className={`${styles.form} ${styles.formGrid}`} noValidate aria-labelledby="game-details" onSubmit={(event) => void submit(event)}>
      <h2 id="game-details">Details</h2>
      {message && <p role="alert">{message}</p>}
      {conflict && (
        <ConflictNotice message={conflict.message} current={conflict.current} note="Nothing of yours was saved. Load the latest version to see their change, then make yours again." onReload={onReload} />
      )}
      <GameFields draft={draft} errors={errors} onChange={(part) => setDraft((current) => ({ ...current, ...part }))} />
      <div className={styles.row}>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
          {game ? 'Save the game' : 'Add the game'}
        </button>
        <p role="status" className={styles.status}>
          {busy ? 'Saving…' : (saved ?? '')}
        </p>
      </div>
    </form>
  );
}
