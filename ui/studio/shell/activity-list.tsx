import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { studioTime, useStudioLoad } from '../use-studio-load';

/** The studio's activity feed: who changed what, newest first. */
export function ActivityList({ page }: { page: number }) {
  const { repository } = useStudio();
  const activity = useStudioLoad(() => repository.activity(page), [repository, page]);
  if (activity.loaded.state === 'loading') return <p role="status">Loading activity…</p>;
  if (activity.loaded.state === 'failed') return <p role="alert">{activity.loaded.message}</p>;
  const { items } = activity.loaded.value;
  if (items.length === 0) return <p>Nothing has changed yet.</p>;
  return (
    <ul className={styles.list}>
      {items.map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.at}>{studioTime(entry.at)}</time> — {entry.by?.name ?? 'Someone'} {entry.action} {entry.kind}
          {entry.summary ? `: ${entry.summary}` : ''}
        </li>
      ))}
    </ul>
  );
}
