import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { STATUS_LABELS, STORY_STATUSES, type StoryStatus } from '../../../core/studio/stories/story';
import { storyListMessage, storyPath } from '../../../core/studio/studio-nav';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { studioTime, useStudioLoad } from '../use-studio-load';

/** /studio/stories: every story of the school, newest change first, by status and words. */
export default function StoryListPage() {
  const { repository } = useStudio();
  usePageTitle('Stories · Studio');
  const [params, setParams] = useSearchParams();
  const status = (STORY_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as StoryStatus) : null;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [words, setWords] = useState(q);
  // A message the editor handed over as it left (the story it deleted).
  const handedOver = storyListMessage(useLocation().state);
  const stories = useStudioLoad(() => repository.stories({ status, q, page }), [repository, status, q, page]);

  const filter = (next: { status?: string | null; q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status === undefined ? status : next.status;
    const nextQ = next.q ?? q;
    if (nextStatus) search.set('status', nextStatus);
    if (nextQ) search.set('q', nextQ);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filter({ q: words.trim() });
  };

  return (
    <>
      <h1>Stories</h1>
      {handedOver && (
        <p role="status" className={styles.notice}>
          {handedOver}
        </p>
      )}
      <p>
        <Link to={storyPath(null)} className={`${styles.button} ${styles.primary}`}>
          Write a story
        </Link>
      </p>
      <form className={styles.row} role="search" aria-label="Find stories" onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor="story-status">Status</label>
          <select id="story-status" value={status ?? ''} onChange={(event) => filter({ status: event.target.value || null })}>
            <option value="">All</option>
            {STORY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="story-search">Words in the headline</label>
          <input id="story-search" type="search" value={words} onChange={(event) => setWords(event.target.value)} />
        </div>
        <button type="submit" className={styles.button}>
          Search
        </button>
      </form>
      {stories.loaded.state === 'loading' && <p role="status">Loading stories…</p>}
      {stories.loaded.state === 'failed' && <p role="alert">{stories.loaded.message}</p>}
      {stories.loaded.state === 'ready' && (
        <>
          <p role="status">
            {stories.loaded.value.total} {stories.loaded.value.total === 1 ? 'story' : 'stories'}
          </p>
          {stories.loaded.value.items.length > 0 && (
            <table className={styles.table}>
              <caption className={styles.visuallyHidden}>Stories, newest change first</caption>
              <thead>
                <tr>
                  <th scope="col">Headline</th>
                  <th scope="col">Status</th>
                  <th scope="col">Last change</th>
                </tr>
              </thead>
              <tbody>
                {stories.loaded.value.items.map((story) => (
                  <tr key={story.id}>
                    <td>
                      <Link to={storyPath(story.id)}>{story.title || 'Untitled story'}</Link>
                    </td>
                    <td>
                      {STATUS_LABELS[story.status]}
                      {story.status === 'scheduled' && story.publishAt ? ` for ${studioTime(story.publishAt)}` : ''}
                    </td>
                    <td>
                      {studioTime(story.updatedAt)}
                      {story.updatedBy ? ` by ${story.updatedBy.name}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <nav aria-label="Story pages" className={styles.row}>
            {page > 1 && (
              <button type="button" className={styles.button} onClick={() => filter({ page: page - 1 })}>
                Newer stories
              </button>
            )}
            {page * stories.loaded.value.pageSize < stories.loaded.value.total && (
              <button type="button" className={styles.button} onClick={() => filter({ page: page + 1 })}>
                Older stories
              </button>
            )}
          </nav>
        </>
      )}
    </>
  );
}
