import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { needsFinalConfirmation, statFileSavedMessage, type StatFileOutcome, type StatFileReading, type StatFileSide } from '../../../core/studio/schedule/stat-file';
import type { StudioGame } from '../../../core/studio/schedule/studio-game';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import local from './stat-file-panel.module.css';
import { StatFileSummary } from './stat-file-summary';

const ACCEPT = '.xml,application/xml,text/xml';
const SIDES: Array<{ side: StatFileSide; label: string }> = [
  { side: 'H', label: 'Home (H)' },
  { side: 'V', label: 'Visitors (V)' },
];

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

function refusalOf(outcome: Exclude<StatFileOutcome, { kind: 'done' } | { kind: 'side-unknown' }>): string {
  return outcome.kind === 'offline' ? 'The studio cannot reach the server. Check the connection and try again.' : outcome.message;
}

/**
 * Issue 45: a stat crew's XML file as the game's box score. Check reads it without writing and says what
 * the server understood; Save stores it as the box score's next version (and posts the result when the
 * game is over), then the page reloads the game so the result panel shows the new final.
 */
export function StatFilePanel({ game, onSaved }: { game: StudioGame; onSaved: () => void }) {
  const { schedule } = useStudio();
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState<StatFileReading | null>(null);
  // The server's question when it cannot tell the school's side; the radios stay for this file once asked.
  const [sideQuestion, setSideQuestion] = useState<string | null>(null);
  const [side, setSide] = useState<StatFileSide | null>(null);
  const [final, setFinal] = useState(false);
  const [busy, setBusy] = useState<'check' | 'save' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReading(null);
    setSideQuestion(null);
    setSide(null);
    setFinal(false);
    setError(null);
    setDone(null);
  };

  const send = async (dryRun: boolean) => {
    if (busy) return;
    if (!file) return setError('Choose the stat crew’s XML file first.');
    if (sideQuestion && !side) return setError('Choose which side of the file is the school, then check again.');
    setBusy(dryRun ? 'check' : 'save');
    setError(null);
    setDone(null);
    const outcome = await schedule.sendStatFile(game.id, file, { dryRun, side, final: final && (reading ? needsFinalConfirmation(reading) : false) });
    setBusy(null);
    if (outcome.kind === 'side-unknown') {
      setReading(null);
      setSideQuestion(outcome.message);
      return setError(`${outcome.message} Choose the school’s side below, then check again.`);
    }
    if (outcome.kind !== 'done') return setError(refusalOf(outcome));
    setReading(outcome.value);
    if (dryRun) return setDone('Checked: nothing is saved yet. Read what the file says above, then save the box score.');
    setDone(statFileSavedMessage(outcome.value));
    if (outcome.value.saved) onSaved();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };
  const over = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };
  const fileId = `${ids}-file`;
  const hintId = `${ids}-hint`;
  const status = busy === 'check' ? 'Checking the file…' : busy === 'save' ? 'Saving the box score…' : (done ?? '');

  return (
    <form className={styles.form} noValidate aria-labelledby={`${ids}-title`} onSubmit={submit}>
      <h2 id={`${ids}-title`}>Box score from stat file</h2>
      <div className={`${local.drop} ${dragging ? local.dragging : ''}`} onDragOver={over} onDragEnter={over} onDragLeave={() => setDragging(false)} onDrop={drop} data-stat-file-drop>
        <label htmlFor={fileId}>Stat file (XML)</label>
        <p id={hintId} className={styles.hint}>
          The stat crew’s XML file of this game. Choose it, or drop it here.
        </p>
        <input id={fileId} name="statFile" type="file" accept={ACCEPT} aria-describedby={hintId} className={local.file} onChange={(event) => choose(event.target.files?.[0] ?? null)} />
        <p className={local.chosen}>{file ? `Chosen: ${file.name} (${kilobytes(file.size)})` : 'No file chosen yet.'}</p>
      </div>
      {sideQuestion && (
        <fieldset className={local.sides} disabled={busy !== null}>
          <legend>Which side of the file is the school?</legend>
          {SIDES.map((choice) => (
            <label key={choice.side} className={local.choice}>
              <input
                type="radio"
                name={`${ids}-side`}
                value={choice.side}
                checked={side === choice.side}
                onChange={() => {
                  setSide(choice.side);
                  setReading(null);
                }}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      <p role="alert" className={error ? styles.error : undefined}>
        {error ?? ''}
      </p>
      {reading && <StatFileSummary reading={reading} />}
      {reading && needsFinalConfirmation(reading) && (
        <label className={local.choice}>
          <input type="checkbox" checked={final} disabled={busy !== null} onChange={(event) => setFinal(event.target.checked)} />
          The game is over: post the result
        </label>
      )}
      <div className={styles.row}>
        <button type="submit" className={styles.button}>
          Check the file
        </button>
        {reading && (
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => void send(false)}>
            Save the box score
          </button>
        )}
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </form>
  );
}
