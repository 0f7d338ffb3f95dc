import { useState } from 'react';
import { matchupText } from '../../../core/studio/schedule/game-rules';
import type { StudioGame } from '../../../core/studio/schedule/studio-game';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import type { VersionStamp } from '../../../core/studio/studio-types';
import { ConflictWho } from '../stories/story-conflict';
import { refusal } from '../shell/studio-field';

/** Deletes the game after asking; a newer version (412) says who changed it. */
export function GameDelete({ game, onDeleted, onReload }: { game: StudioGame; onDeleted: () => void; onReload: () => void }) {
  const { schedule } = useStudio();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [stale, setStale] = useState<{ current: VersionStamp | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    const outcome = await schedule.deleteGame(game.id, game.version);
    setBusy(false);
    if (outcome.kind === 'done') return onDeleted();
    if (outcome.kind === 'conflict') setStale({ current: outcome.current });
    setMessage(refusal(outcome));
  };

  if (!asking)
    return (
      <button type="button" className={styles.button} onClick={() => setAsking(true)}>
        Delete this game
      </button>
    );
  return (
    <section className={styles.notice} aria-labelledby="game-delete-title">
      <h2 id="game-delete-title">Delete {matchupText(game)}?</h2>
      <p>It leaves the schedule, the calendar and the feeds at once.</p>
      {message && (
        <div role="alert">
          <p>{message}</p>
          {stale && <ConflictWho current={stale.current} />}
        </div>
      )}
      <div className={styles.row}>
        {stale ? (
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onReload}>
            Load the latest version
          </button>
        ) : (
          <button type="button" className={`${styles.button} ${styles.primary}`} disabled={busy} onClick={() => void remove()}>
            Yes, delete the game
          </button>
        )}
        <button type="button" className={styles.button} onClick={() => setAsking(false)}>
          Keep the game
        </button>
      </div>
    </section>
  );
}
