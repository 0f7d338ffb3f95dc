import { useState } from 'react';
import type { Opponent } from '../../../core/studio/schedule/studio-game';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { useStudioLoad } from '../use-studio-load';
import { OpponentAddForm } from './opponent-add-form';
import { FieldMessage } from '../shell/studio-field';
import local from './schedule.module.css';

// A phone shows a handful of matches; the search narrows them.
const SHOWN = 8;

/** The game's opponent: one the school already played (searched by name), or a new one added here. */
export function OpponentPicker({ opponentId, name, error, onPick }: { opponentId: number | null; name: string; error: string | undefined; onPick: (opponent: Opponent | null) => void }) {
  const [choosing, setChoosing] = useState(opponentId === null);
  const [adding, setAdding] = useState(false);
  const id = 'game-opponentId';
  const errorId = `${id}-error`;
  return (
    <fieldset className={local.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>Opponent</legend>
      {opponentId !== null && (
        <div className={styles.row}>
          <p data-opponent-chosen>
            Chosen: <strong>{name || `opponent ${opponentId}`}</strong>
          </p>
          {!choosing && (
            <button type="button" className={styles.button} onClick={() => setChoosing(true)}>
              Change the opponent
            </button>
          )}
          <button type="button" className={styles.button} onClick={() => onPick(null)}>
            No opponent
          </button>
        </div>
      )}
      {choosing && !adding && (
        <OpponentSearch
          error={error ? errorId : undefined}
          onPick={(opponent) => {
            onPick(opponent);
            setChoosing(false);
          }}
        />
      )}
      <FieldMessage id={id} error={error} />
      {adding ? (
        <OpponentAddForm
          onAdded={(opponent) => {
            onPick(opponent);
            setAdding(false);
            setChoosing(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className={`${styles.button} ${local.big}`} onClick={() => setAdding(true)}>
          Add a new opponent
        </button>
      )}
    </fieldset>
  );
}

function OpponentSearch({ error, onPick }: { error: string | undefined; onPick: (opponent: Opponent) => void }) {
  const { schedule } = useStudio();
  const [q, setQ] = useState('');
  const found = useStudioLoad(() => schedule.opponents(q), [schedule, q]);
  const list = found.loaded.state === 'ready' ? found.loaded.value.slice(0, SHOWN) : [];
  return (
    <div className={styles.field}>
      <label htmlFor="game-opponent-search">Search the opponents</label>
      <input id="game-opponent-search" type="search" autoComplete="off" value={q} aria-describedby={['game-opponent-search-hint', error].filter(Boolean).join(' ')} aria-invalid={error ? true : undefined} onChange={(event) => setQ(event.target.value)} />
      <p id="game-opponent-search-hint" className={styles.hint}>
        {found.loaded.state === 'loading' ? 'Looking…' : found.loaded.state === 'failed' ? found.loaded.message : list.length === 0 ? 'No opponent by that name: add it below.' : 'Choose one below.'}
      </p>
      <ul className={local.choices} aria-label="Opponents found">
        {list.map((opponent) => (
          <li key={opponent.id}>
            <button type="button" className={styles.button} onClick={() => onPick(opponent)}>
              {opponent.logo && <img src={opponent.logo} alt="" className={local.logo} />}
              Choose {opponent.name}
              {opponent.city ? ` (${opponent.city})` : ''}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
