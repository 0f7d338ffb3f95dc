import type { ActivityEntry } from '../../../core/studio/studio-types';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { studioTime, useStudioLoad } from '../use-studio-load';

/** One change in words: "Nov 27, 14:32 — Dana updated story: Rams top Lakeview". */
export function ActivityLine({ entry }: { entry: ActivityEntry }) {
  return (
    <>
      <time dateTime={entry.at}>{studioTime(entry.at)}</time> — {entry.by?.name ?? 'Someone'} {entry.action} {entry.kind}
      {entry.summary ? `: ${entry.summary}` : ''}
    </>
  );
}

/** The dashboard's latest changes: who changed what, newest first (the whole log is at /studio/activity). */
export function ActivityList() {
  const { repository } = useStudio();
  const activity = useStudioLoad(() => repository.activity({ page: 1 }), [repository]);
  if (activity.loaded.state === 'loading') return <p role="status">Loading activity…</p>;
  if (activity.loaded.state === 'failed') return <p role="alert">{activity.loaded.message}</p>;
  const { items } = activity.loaded.value;
  if (items.length === 0) return <p>Nothing has changed yet.</p>;
  return (
    <ul className={styles.list}>
      {items.map((entry) => (
        <li key={entry.id}>
          <ActivityLine entry={entry} />
        </li>
      ))}
    </ul>
  );
}
