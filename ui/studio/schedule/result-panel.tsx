import { useState, type FormEvent } from 'react';
import { DECISION_LABELS, decisionFromScores, resultDraftOf, resultFromDraft, resultLine, STATUS_LABELS, type ResultDraft } from '../../../core/studio/schedule/game-rules';
import { GAME_DECISIONS, type GameResult, type ResultDecision, type StudioGame } from '../../../core/studio/schedule/studio-game';
import type { VersionStamp } from '../../../core/studio/studio-types';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { ConflictNotice } from '../stories/story-conflict';
import local from './schedule.module.css';
import { Field, refusal } from '../shell/studio-field';

const FORM = 'result';

/**
 * The final score, posted or corrected (PUT /games/{id}/result over the game's version). While a stat
 * crew's feed runs the game it owns the score, so the panel is closed; once the studio posts it, it is final.
 */
export function ResultPanel({ game, onPosted, onReload }: { game: StudioGame; onPosted: (game: StudioGame) => void; onReload: () => void }) {
  const { schedule } = useStudio();
  const [draft, setDraft] = useState<ResultDraft>(() => resultDraftOf(game.result));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; current: VersionStamp | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const derived = decisionFromScores(draft.teamScore, draft.opponentScore);
  const placing = draft.decision === 'placing';
  const change = (part: Partial<ResultDraft>) => setDraft((current) => ({ ...current, ...part }));

  const send = async (result: GameResult | null) => {
    setBusy(true);
    setDone(null);
    const outcome = await schedule.postResult(game.id, game.version, result);
    setBusy(false);
    if (outcome.kind === 'done') {
      setMessage(null);
      setErrors({});
      setDone(outcome.value.result ? `Posted: ${resultLine(outcome.value.result)}.` : 'The result is cleared.');
      return onPosted(outcome.value);
    }
    if (outcome.kind === 'conflict') return setConflict({ message: outcome.message, current: outcome.current });
    if (outcome.kind === 'invalid') setErrors(outcome.fields);
    setMessage(outcome.kind === 'invalid' ? 'Check the result.' : refusal(outcome));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = resultFromDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return setMessage('Check the result.');
    }
    void send(checked.result);
  };

  return (
    <form className={styles.form} noValidate aria-labelledby="result-title" onSubmit={submit}>
      <h2 id="result-title">Result</h2>
      <p data-result-now>
        {game.result ? `Now: ${resultLine(game.result)}` : 'No result yet.'}
        {game.status !== 'scheduled' ? ` Status: ${STATUS_LABELS[game.status]}.` : ''}
      </p>
      {game.live && (
        <p role="note" className={styles.notice}>
          This game is live: the stat crew’s feed keeps its score until the game ends. Post or correct the final result here after that.
        </p>
      )}
      {!game.live && game.resultFinal && (
        <p role="note" className={styles.notice}>
          The studio’s result is final: the stat crew’s feed can no longer change it. A correction here replaces it.
        </p>
      )}
      {message && <p role="alert">{message}</p>}
      {conflict && (
        <ConflictNotice message={conflict.message} current={conflict.current} note="The result was not posted. Load the latest version, then post it again." onReload={onReload} />
      )}
      <fieldset className={local.fieldset} disabled={game.live || busy}>
        <legend>Final score</legend>
        <div className={local.scores}>
          <Field form={FORM} name="teamScore" label={placing ? 'Our place' : 'Our score'} error={errors.teamScore}>
            {(props) => <input {...props} inputMode="numeric" autoComplete="off" value={draft.teamScore} onChange={(event) => change({ teamScore: event.target.value })} />}
          </Field>
          <Field form={FORM} name="opponentScore" label={placing ? 'Teams in the field' : `${game.opponent}’s score`} error={errors.opponentScore}>
            {(props) => <input {...props} inputMode="numeric" autoComplete="off" value={draft.opponentScore} onChange={(event) => change({ opponentScore: event.target.value })} />}
          </Field>
        </div>
        <Field form={FORM} name="decision" label="Win, loss, tie or placing" hint={placing ? 'A meet: our place among the teams in the field.' : derived ? `By the score: ${DECISION_LABELS[derived]}.` : 'Follows the score unless you choose.'} error={errors.decision}>
          {(props) => (
            <select {...props} value={draft.decision ?? ''} onChange={(event) => change({ decision: (event.target.value || null) as ResultDecision | null })}>
              <option value="">By the score{derived ? ` (${DECISION_LABELS[derived]})` : ''}</option>
              {GAME_DECISIONS.map((decision) => (
                <option key={decision} value={decision}>
                  {DECISION_LABELS[decision]} ({decision})
                </option>
              ))}
              <option value="placing">Placing in a meet</option>
            </select>
          )}
        </Field>
        <Field form={FORM} name="postscore" label="After the score" hint="Like OT, 2OT or F/10; leave empty for none." error={errors.postscore}>
          {(props) => <input {...props} autoComplete="off" value={draft.postscore} onChange={(event) => change({ postscore: event.target.value })} />}
        </Field>
        <div className={styles.row}>
          <button type="submit" className={`${styles.button} ${styles.primary}`}>
            {game.result ? 'Correct the result' : 'Post the result'}
          </button>
          {game.result && (
            <button type="button" className={styles.button} onClick={() => void send(null)}>
              Clear the result
            </button>
          )}
        </div>
      </fieldset>
      <p role="status" className={styles.status}>
        {busy ? 'Posting…' : (done ?? '')}
      </p>
    </form>
  );
}
