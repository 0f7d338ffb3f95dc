import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { storyIdParam } from '../../../core/studio/studio-nav';
import type { Story } from '../../../core/studio/stories/story';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import { useStudio } from '../studio-services';
import { StoryEditor } from './story-editor';

type Loaded = { state: 'ready'; story: Story } | { state: 'missing' } | { state: 'failed'; message: string };

/**
 * /studio/stories/new and /studio/stories/{id}. After a new story's first save the URL becomes the
 * story's own; the editor stays as it is (same route, nothing typed is reloaded).
 */
export default function StoryEditorPage() {
  const { repository } = useStudio();
  const param = storyIdParam(useParams().storyId);
  usePageTitle(param === 'new' ? 'New story · Studio' : 'Edit story · Studio');
  // The id a new story got from its first save: the editor that made it stays.
  const [created, setCreated] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<{ id: number; result: Loaded } | null>(null);
  const [turn, setTurn] = useState(0);
  const isNew = param === 'new' || (param !== null && param === created);

  useEffect(() => {
    if (typeof param !== 'number' || param === created) return;
    let live = true;
    repository.story(param).then(
      (story) => live && setLoaded({ id: param, result: story ? { state: 'ready', story } : { state: 'missing' } }),
      (error: unknown) => live && setLoaded({ id: param, result: { state: 'failed', message: error instanceof Error ? error.message : 'The story could not be loaded.' } }),
    );
    return () => {
      live = false;
    };
  }, [param, created, repository, turn]);

  const result = param === null ? { state: 'missing' as const } : isNew ? null : loaded?.id === param ? loaded.result : undefined;
  if (result === undefined) return <p role="status">Loading the story…</p>;
  if (result?.state === 'missing')
    return (
      <>
        <h1>Story not found</h1>
        <p>
          <Link to="/studio/stories">Back to the stories</Link>
        </p>
      </>
    );
  if (result?.state === 'failed')
    return (
      <>
        <h1>Edit story</h1>
        <p role="alert">{result.message}</p>
        <button
          type="button"
          onClick={() => {
            setLoaded(null);
            setTurn((n) => n + 1);
          }}
        >
          Try again
        </button>
      </>
    );
  return <StoryEditor key={result ? `story-${result.story.id}` : 'new'} story={result?.story ?? null} onCreated={setCreated} />;
}
