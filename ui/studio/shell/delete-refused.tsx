import type { ReactNode } from 'react';
import type { VersionStamp, WriteOutcome } from '../../../core/studio/studio-types';
import { ConflictWho } from '../stories/story-conflict';
import styles from '../studio.module.css';

/** Why a delete did not happen; `conflict` when it was a 412 (someone saved since), with who in `current`. */
export type DeleteProblem = { message: string; current: VersionStamp | null; conflict: boolean };

/** The problem a delete's outcome other than done reports. */
export function deleteProblem(outcome: Exclude<WriteOutcome<null>, { kind: 'done' }>): DeleteProblem {
  if (outcome.kind === 'conflict') return { message: outcome.message, current: outcome.current, conflict: true };
  return { message: outcome.kind === 'offline' ? 'Not deleted: the studio cannot reach the server.' : outcome.message, current: null, conflict: false };
}

/** A refused delete: the reason, after a 412 who saved since and `conflictNote` (the way on), then `children` (its button). */
export function DeleteRefused({ problem, conflictNote, children }: { problem: DeleteProblem; conflictNote: string; children?: ReactNode }) {
  return (
    <div role="alert" className={styles.notice}>
      <p>
        <strong>{problem.message}</strong>
      </p>
      {problem.conflict && (
        <>
          <ConflictWho current={problem.current} />
          <p>Nothing was deleted. {conflictNote}</p>
        </>
      )}
      {children}
    </div>
  );
}
