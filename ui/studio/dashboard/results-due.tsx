import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DECISION_LABELS, decisionFromScores, gamePath, resultFromDraft, resultLine } from '../../../core/studio/schedule/game-rules';
import type { ResultDueGame, ResultsDue } from '../../../core/studio/schedule/studio-game';
import type { VersionStamp } from '../../../core/studio/studio-types';
import { Link } from '../../routing/link';
import { Field, refusal } from '../shell/studio-field';
import { ConflictNotice } from '../stories/story-conflict';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { useStudioLoad } from '../use-studio-load';
import local from './results-due.module.css';

// The studio shows a game's day and time on the school's wall clock (the server's date and time), as the schedule list does.
const dayText = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : day.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
};
const whenText = (game: ResultDueGame) => `${game.today ? 'Today' : dayText(game.date)}, ${game.time ?? 'TBA'}`;
const SIDE: Record<ResultDueGame['location'], string> = { home: 'Home', away: 'Away', neutral: 'Neutral site' };
/** "Men's Basketball at Lakeview, Sat, Dec 5": the game as buttons and messages name it. */
const gameName = (game: ResultDueGame) => `${game.sport} ${game.location === 'away' ? 'at' : 'vs.'} ${game.opponent}, ${whenText(game)}`;

/** Issue 48: the dashboard's "Results due": every started game without a final score, its score typed and saved in place. */
export function ResultsDueSection() {
  const { schedule } = useStudio();
  const due = useStudioLoad(() => schedule.resultsDue(), [schedule]);
  return (
    <section aria-labelledby="results-due" data-results-due>
      <h2 id="results-due">Results due</h2>
      {due.loaded.state === 'loading' && <p role="status">Loading the games without a result…</p>}
      {due.loaded.state === 'failed' && <p role="alert">{due.loaded.message}</p>}
      {due.loaded.state === 'ready' && <DueList due={due.loaded.value} onReload={due.reload} />}
    </section>
  );
}

function DueList({ due, onReload }: { due: ResultsDue; onReload: () => void }) {
  if (due.games.length === 0) return <p>Every game of the last {due.days} days that has started has its result.</p>;
  return (
    <>
      <p className={styles.hint}>Games that have started in the last {due.days} days and have no final score, today’s first.</p>
      <ul className={local.list}>
        {due.games.map((game) => (
          <DueRow key={`${game.id}-${game.version}`} game={game} onReload={onReload} />
        ))}
      </ul>
    </>
  );
}

function DueRow({ game, onReload }: { game: ResultDueGame; onReload: () => void }) {
  const { schedule } = useStudio();
  const [teamScore, setTeamScore] = useState('');
  const [opponentScore, setOpponentScore] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [conflict, setConflict] = useState<{ message: string; current: VersionStamp | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const form = `due-${game.id}`;
  const titleId = `${form}-title`;
  const derived = decisionFromScores(teamScore, opponentScore);
  // The Save button goes with the form once saved: keyboard focus moves to what replaced it, not to the page's top.
  const savedLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (saved !== null) savedLine.current?.focus();
  }, [saved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = resultFromDraft({ teamScore, opponentScore, decision: null, postscore: '' });
    if ('errors' in checked) {
      setErrors(checked.errors);
      return setStatus(`Not saved: check the scores of ${gameName(game)}.`);
    }
    setBusy(true);
    setErrors({});
    setStatus('Saving…');
    const outcome = await schedule.postResult(game.id, game.version, checked.result);
    setBusy(false);
    if (outcome.kind === 'done') {
      const line = outcome.value.result ? resultLine(outcome.value.result) : '';
      setSaved(line);
      return setStatus(`Saved: ${gameName(game)}, ${line}.`);
    }
    if (outcome.kind === 'conflict') {
      setConflict({ message: outcome.message, current: outcome.current });
      return setStatus(`Not saved: ${gameName(game)} was changed by someone else.`);
    }
    if (outcome.kind === 'invalid') setErrors(outcome.fields);
    setStatus(outcome.kind === 'invalid' ? `Not saved: ${outcome.message}` : refusal(outcome));
  };

  return (
    <li className={local.row} data-game-id={game.id}>
      <div className={local.game}>
        <p id={titleId} className={local.title}>
          <strong>{game.sport}</strong> {game.location === 'away' ? 'at' : 'vs.'} {game.opponent}
        </p>
        <p className={local.meta}>
          {whenText(game)} · {SIDE[game.location]}
        </p>
      </div>
      {saved !== null ? (
        <p className={local.saved} ref={savedLine} tabIndex={-1}>
          Saved: {saved}.{' '}
          <Link to={gamePath(game.id)}>
            Open <span className={styles.visuallyHidden}>{gameName(game)}</span>
          </Link>
        </p>
      ) : game.live ? (
        <p className={local.saved}>Live: the stat crew’s feed keeps the score until the game ends.</p>
      ) : (
        <form className={local.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
          <Field form={form} name="teamScore" label="Our score" error={errors.teamScore}>
            {(props) => <input {...props} className={local.score} inputMode="numeric" autoComplete="off" value={teamScore} disabled={busy} onChange={(event) => setTeamScore(event.target.value)} />}
          </Field>
          <Field form={form} name="opponentScore" label="Their score" error={errors.opponentScore}>
            {(props) => <input {...props} className={local.score} inputMode="numeric" autoComplete="off" value={opponentScore} disabled={busy} onChange={(event) => setOpponentScore(event.target.value)} />}
          </Field>
          <p className={local.decision} data-decision={derived ?? ''}>
            <span className={local.decisionLabel}>Result</span>
            <span className={local.decisionValue}>{derived ? `${derived} · ${DECISION_LABELS[derived]}` : '—'}</span>
            {errors.decision && <span className={styles.error}>{errors.decision}</span>}
          </p>
          <button type="submit" className={`${styles.button} ${styles.primary} ${local.save}`} disabled={busy}>
            Save <span className={styles.visuallyHidden}>the result of {gameName(game)}</span>
          </button>
        </form>
      )}
      {conflict && <ConflictNotice message={conflict.message} current={conflict.current} note="The result was not saved. Load the latest list, then type it again." reloadLabel="Load the latest list" onReload={onReload} />}
      {/* Once saved, the line above shows it: the status stays for screen readers only. */}
      <p role="status" className={saved !== null ? styles.visuallyHidden : `${styles.status} ${local.status}`}>
        {status}
      </p>
    </li>
  );
}
