import type { StoryDraft } from '../../../core/studio/stories/story';
import type { VersionStamp } from '../../../core/studio/studio-types';
import { MinePanel } from '../shell/mine-panel';
import styles from '../studio.module.css';
import { studioTime } from '../use-studio-load';

/** Who saved the version a write clashed with, and when (a 412's `current`). */
export function ConflictWho({ current }: { current: VersionStamp | null }) {
  if (!current) return null;
  return (
    <p>
      {current.updatedBy?.name ?? 'Someone'} saved version {current.version}
      {current.updatedAt ? ` at ${studioTime(current.updatedAt)}` : ''}.
    </p>
  );
}

/** A 412: who saved in between and when, and the way on (nothing is overwritten without asking); `note` says what became of this edit. */
export function ConflictNotice({ message, current, onReload, note = 'Your text is kept on this device. Load the latest version to see their changes; your own text stays beside it to copy back.', reloadLabel = 'Load the latest version' }: { message: string; current: VersionStamp | null; onReload: () => void; note?: string; reloadLabel?: string }) {
  return (
    <div role="alert" className={styles.notice}>
      <p>
        <strong>{message}</strong>
      </p>
      <ConflictWho current={current} />
      <p>{note}</p>
      <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onReload}>
        {reloadLabel}
      </button>
    </div>
  );
}

/** The user's own text after a conflict, to copy from or put back over the latest version. */
export function MyTextPanel({ mine, onPutBack, onDismiss }: { mine: StoryDraft; onPutBack: () => void; onDismiss: () => void }) {
  return (
    <MinePanel
      id="my-text"
      heading="Your text"
      intro="The editor now shows the latest version. This is what you had written:"
      line={{ id: 'my-title', label: 'Your headline', value: mine.title }}
      text={{ id: 'my-body', label: 'Your body (HTML)', value: mine.body }}
      putBackLabel="Use my text instead"
      onPutBack={onPutBack}
      onDismiss={onDismiss}
    />
  );
}
