import { useStudio } from '../studio-services';
import styles from '../studio.module.css';
import { useStudioLoad } from '../use-studio-load';
import { ActivityLine } from './activity-list';
import { ListPager } from './list-pager';
import { useListParams } from './use-list-params';

/** /studio/activity: the school's whole log, newest first, a page at a time, of one kind of item if chosen; the view in the address. */
export function ActivityLog() {
  const { repository } = useStudio();
  const list = useListParams();
  const kind = list.text('kind') || null;
  const activity = useStudioLoad(() => repository.activity({ page: list.page, kind }), [repository, list.page, kind]);
  const loaded = activity.loaded.state === 'ready' ? activity.loaded.value : null;
  return (
    <>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor="activity-kind">Kind of item</label>
          <select id="activity-kind" value={kind ?? ''} onChange={(event) => list.change({ kind: event.target.value })}>
            <option value="">Everything</option>
            {(loaded?.kinds ?? (kind ? [kind] : [])).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </div>
      {activity.loaded.state === 'loading' && <p role="status">Loading activity…</p>}
      {activity.loaded.state === 'failed' && <p role="alert">{activity.loaded.message}</p>}
      {loaded && (
        <>
          <p role="status">{`${loaded.total} ${loaded.total === 1 ? 'change' : 'changes'}, page ${loaded.page} of ${Math.max(1, Math.ceil(loaded.total / loaded.pageSize))}`}</p>
          {loaded.items.length === 0 ? (
            <p>Nothing has changed yet.</p>
          ) : (
            <ol className={styles.list}>
              {loaded.items.map((entry) => (
                <li key={entry.id}>
                  <ActivityLine entry={entry} />
                </li>
              ))}
            </ol>
          )}
          <ListPager label="Activity pages" page={list.page} pageSize={loaded.pageSize} total={loaded.total} noun="changes" buttons={['Newer changes', 'Older changes']} onPage={(next) => list.change({ page: next })} />
        </>
      )}
    </>
  );
}
