import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { defaultStoryDirection, STATUS_LABELS, STORY_STATUSES, type StorySort, type StorySummary } from '../../../core/studio/stories/story';
import { storyListMessage, storyPath } from '../../../core/studio/studio-nav';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import { useShellData } from '../../shell/use-shell-data';
import { StudioTable, type TableColumn } from '../shell/studio-table';
import { oneOf, useListParams } from '../shell/use-list-params';
import { ListPager } from '../shell/list-pager';
import { useTicks } from '../shell/use-ticks';
import { ListSearch } from '../shell/list-search';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { studioTime, useStudioLoad } from '../use-studio-load';
import { StoryBulkBar } from './story-bulk-bar';

const SORTS: readonly StorySort[] = ['changed', 'title', 'status', 'publishAt'];

/** /studio/stories: the school's stories as a table: by status, sport, who changed them and words; sorted by a column; ticked for bulk actions. */
export default function StoryListPage() {
  const { repository } = useStudio();
  usePageTitle('Stories · Studio');
  const sports = useShellData().sports;
  const list = useListParams();
  const status = oneOf(STORY_STATUSES, list.text('status'));
  const sort = oneOf(SORTS, list.text('sort')) ?? 'changed';
  const dir = oneOf(['asc', 'desc'] as const, list.text('dir')) ?? defaultStoryDirection(sort);
  const query = { status, q: list.text('q'), sportId: list.id('sport'), changedBy: list.id('by'), sort, dir, page: list.page };
  // A message the editor handed over as it left (the story it deleted), then what a bulk action did.
  const handedOver = storyListMessage(useLocation().state);
  const [message, setMessage] = useState<string | null>(null);
  const stories = useStudioLoad(() => repository.stories(query), [repository, ...Object.values(query)]);
  const [ticked, setTicked] = useTicks(JSON.stringify(query));
  const sportTitle = (id: number | null) => sports.find((sport) => sport.id === id)?.title ?? '';

  const columns: Array<TableColumn<StorySummary>> = [
    { label: 'Headline', sort: 'title', main: true, cell: (story) => <Link to={storyPath(story.id)}>{story.title || 'Untitled story'}</Link> },
    { label: 'Sport', cell: (story) => sportTitle(story.sportId) || '—' },
    { label: 'Status', sort: 'status', cell: (story) => STATUS_LABELS[story.status] },
    { label: 'Publishing', sort: 'publishAt', cell: (story) => (story.publishAt ? studioTime(story.publishAt) : '—') },
    { label: 'Last change', sort: 'changed', cell: (story) => `${studioTime(story.updatedAt)}${story.updatedBy ? ` by ${story.updatedBy.name}` : ''}` },
  ];
  const page = stories.loaded.state === 'ready' ? stories.loaded.value : null;

  return (
    <>
      <h1>Stories</h1>
      {(message ?? handedOver) && (
        <p role="status" className={styles.notice}>
          {message ?? handedOver}
        </p>
      )}
      <p>
        <Link to={storyPath(null)} className={`${styles.button} ${styles.primary}`}>
          Write a story
        </Link>
      </p>
      <ListSearch label="Find stories" searchLabel="Words in the headline" value={list.text('q')} onSearch={(q) => list.change({ q })}>
        <div className={styles.field}>
          <label htmlFor="story-status">Status</label>
          <select id="story-status" value={status ?? ''} onChange={(event) => list.change({ status: event.target.value })}>
            <option value="">All</option>
            {STORY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="story-sport">Sport</label>
          <select id="story-sport" value={query.sportId ?? ''} onChange={(event) => list.change({ sport: event.target.value })}>
            <option value="">All</option>
            {sports.map((sport) => (
              <option key={sport.id} value={sport.id}>
                {sport.title}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="story-by">Changed by</label>
          <select id="story-by" value={query.changedBy ?? ''} onChange={(event) => list.change({ by: event.target.value })}>
            <option value="">Anyone</option>
            {(page?.changers ?? []).map((person) => (
              <option key={person.id} value={person.id ?? ''}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
      </ListSearch>
      {stories.loaded.state === 'loading' && <p role="status">Loading stories…</p>}
      {stories.loaded.state === 'failed' && <p role="alert">{stories.loaded.message}</p>}
      {page && (
        <>
          <p role="status">
            {page.total} {page.total === 1 ? 'story' : 'stories'}
          </p>
          {ticked.size > 0 && (
            <StoryBulkBar
              ticked={page.items.filter((story) => ticked.has(story.id))}
              onDone={(done) => {
                setMessage(done);
                setTicked(new Set());
                stories.reload();
              }}
            />
          )}
          {page.items.length > 0 && (
            <StudioTable
              caption="Stories"
              rows={page.items}
              columns={columns}
              rowKey={(story) => story.id}
              rowName={(story) => story.title || 'Untitled story'}
              sort={{ by: sort, dir, onSort: (by, next) => list.change({ sort: by === 'changed' ? null : by, dir: next }) }}
              selection={{ selected: ticked, onChange: setTicked }}
            />
          )}
          <ListPager label="Story pages" page={list.page} pageSize={page.pageSize} total={page.total} noun="stories" onPage={(next) => list.change({ page: next })} />
        </>
      )}
    </>
  );
}
