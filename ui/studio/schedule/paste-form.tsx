import { useState, type FormEvent } from 'react';
import { importRowErrors, matchupText } from '../../../core/studio/schedule/game-rules';
import type { ImportedRow } from '../../../core/studio/schedule/studio-game';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { refusal } from '../shell/studio-field';

type Answer = { kind: 'checked'; rows: ImportedRow[] } | { kind: 'rows'; rows: Array<{ row: number; message: string }>; other: string[] } | { kind: 'message'; text: string } | null;

const rowText = (row: number, message: string) => (/^Row \d+/.test(message) ? message : `Row ${row}: ${message}`);

/**
 * A season's schedule pasted from a spreadsheet (date, opponent, location, time a line). Check asks the
 * server what it understood without writing; Add writes every row or none. The text stays on an error.
 */
export function PasteForm({ sportId, seasonId, onAdded }: { sportId: number; seasonId: number | null; onAdded: (count: number) => void }) {
  const { schedule } = useStudio();
  const [table, setTable] = useState('');
  const [answer, setAnswer] = useState<Answer>(null);
  const [busy, setBusy] = useState(false);

  const send = async (dryRun: boolean) => {
    setBusy(true);
    const outcome = await schedule.importGames(sportId, seasonId, table, dryRun);
    setBusy(false);
    if (outcome.kind === 'done') {
      if (dryRun) return setAnswer({ kind: 'checked', rows: outcome.value.rows });
      setTable('');
      setAnswer(null);
      return onAdded(outcome.value.created.length);
    }
    if (outcome.kind === 'invalid') {
      const found = importRowErrors(outcome.fields);
      return setAnswer(found.rows.length > 0 ? { kind: 'rows', ...found } : { kind: 'message', text: found.other.join(' ') || outcome.message });
    }
    setAnswer({ kind: 'message', text: refusal(outcome) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  const invalid = answer?.kind === 'rows' || answer?.kind === 'message';
  return (
    <form className={styles.form} noValidate aria-labelledby="paste-title" onSubmit={submit}>
      <h2 id="paste-title">Paste a schedule</h2>
      <div className={styles.field}>
        <label htmlFor="paste-table">Schedule rows</label>
        <p id="paste-table-hint" className={styles.hint}>
          One game a line: date, opponent, location, time, separated by tabs (as a spreadsheet copies them) or commas. For example: 2026-09-05, Lakeview, home, 18:30. Location is home, away or
          neutral (H, A, N); an empty time is TBA. Each opponent is one the school already has: add a new one from a game’s form first.
        </p>
        <textarea
          id="paste-table"
          className={styles.mine}
          rows={8}
          value={table}
          spellCheck={false}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`paste-table-hint${invalid ? ' paste-errors' : ''}`}
          onChange={(event) => setTable(event.target.value)}
        />
      </div>
      {answer?.kind === 'rows' && (
        <div id="paste-errors" role="alert" className={styles.notice}>
          <p>
            <strong>Nothing was added: {answer.rows.length === 1 ? 'one row needs' : `${answer.rows.length} rows need`} attention.</strong>
          </p>
          <ul>
            {answer.rows.map((entry) => (
              <li key={entry.row} className={styles.error}>
                {rowText(entry.row, entry.message)}
              </li>
            ))}
            {answer.other.map((message) => (
              <li key={message} className={styles.error}>
                {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer?.kind === 'message' && (
        <p id="paste-errors" role="alert" className={styles.error}>
          {answer.text}
        </p>
      )}
      {answer?.kind === 'checked' && <CheckedRows rows={answer.rows} />}
      <div className={styles.row}>
        <button type="button" className={styles.button} disabled={busy} onClick={() => void send(true)}>
          Check
        </button>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
          Add the games
        </button>
      </div>
    </form>
  );
}

function CheckedRows({ rows }: { rows: ImportedRow[] }) {
  return (
    <section role="status" aria-labelledby="paste-checked" className={styles.notice}>
      <h3 id="paste-checked">{rows.length === 1 ? 'One row understood' : `${rows.length} rows understood`}</h3>
      <ol className={styles.list}>
        {rows.map((row) => (
          <li key={row.row}>
            Row {row.row}: {row.date} · {row.time ?? 'TBA'} · {matchupText(row)}
            
          </li>
        ))}
      </ol>
    </section>
  );
}
