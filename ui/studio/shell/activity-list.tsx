import type { ActivityEntry } from '../../../core/studio/studio-types';
import { LoadedList } from '../dashboard/loaded-list';
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
  const activity = useStudioLoad(() => repository.activity({ page: 1 }).then((page) => page.items), [repository]);
  return (
    <LoadedList loaded={activity.loaded} loading="Loading activity…" empty="Nothing has changed yet." keyOf={(entry) => entry.id}>
      {(entry) => <ActivityLine entry={entry} />}
    </LoadedList>
  );
}
