import { ConflictNotice } from '../stories/story-conflict';
import type { Conflict } from './use-roster-form';

/** A form's message at the top, and a 412: who changed it, and loading theirs without losing what was typed. */
export function FormProblems({ message, conflict, onLoadLatest }: { message: string | null; conflict: Conflict | null; onLoadLatest: () => void }) {
  return (
    <>
      {message && <p role="alert">{message}</p>}
      {conflict && (
        <ConflictNotice message={conflict.message} current={conflict.current} note="Nothing was overwritten. Load their version; what you typed stays in the form." onReload={onLoadLatest} />
      )}
    </>
  );
}
