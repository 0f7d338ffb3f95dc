import type { ReactNode } from 'react';
import type { VersionStamp } from '../../../core/studio/studio-types';
import { FormButtons } from '../shell/form-buttons';
import styles from '../studio.module.css';
import { ConflictNotice } from '../stories/story-conflict';

export interface FrameState {
  message: string | null;
  conflict: { message: string; current: VersionStamp | null } | null;
  /** What this user had typed before loading the latest version after a 412. */
  mine: { title: string; text: string } | null;
  saving: boolean;
  submit: (event: React.FormEvent) => void | Promise<void>;
  loadLatest: () => void | Promise<void>;
  putMineBack: () => void;
  dismissMine: () => void;
}

/** A notice form's frame: heading, its messages, a 412's way on, the fields, and Save / Cancel. */
export function NoticeFormFrame({ form, heading, saveLabel, state, onCancel, children }: { form: string; heading: string; saveLabel: string; state: FrameState; onCancel: () => void; children: ReactNode }) {
  const { message, conflict, mine } = state;
  return (
    <form className={`${styles.form} ${styles.formGrid}`} noValidate aria-labelledby={`${form}-form`} onSubmit={(event) => void state.submit(event)}>
      <h2 id={`${form}-form`}>{heading}</h2>
      {message && <p role="alert">{message}</p>}
      {conflict && (
        <ConflictNotice message={conflict.message} current={conflict.current} note="Nothing was overwritten. Load the latest version to see their changes; what you typed stays beside it." onReload={() => void state.loadLatest()} />
      )}
      {mine && (
        <section aria-labelledby={`${form}-mine`} className={styles.notice}>
          <h3 id={`${form}-mine`}>What you typed</h3>
          <div className={styles.field}>
            <label htmlFor={`${form}-mine-title`}>Your title</label>
            <input id={`${form}-mine-title`} readOnly value={mine.title} />
          </div>
          {mine.text && (
            <div className={styles.field}>
              <label htmlFor={`${form}-mine-text`}>Your text</label>
              <textarea id={`${form}-mine-text`} readOnly className={styles.mine} value={mine.text} />
            </div>
          )}
          <div className={styles.row}>
            <button type="button" className={styles.button} onClick={state.putMineBack}>
              Use what I typed
            </button>
            <button type="button" className={styles.button} onClick={state.dismissMine}>
              Keep the latest version
            </button>
          </div>
        </section>
      )}
      {children}
      <FormButtons saveLabel={saveLabel} busy={state.saving} onCancel={onCancel} />
    </form>
  );
}
