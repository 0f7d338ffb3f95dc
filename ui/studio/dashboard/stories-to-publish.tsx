import { storyPath, STORY_LIST_PATH } from '../../../core/studio/studio-nav';
import type { StorySummary } from '../../../core/studio/stories/story';
import { Link } from '../../routing/link';
import { useStudio } from '../studio-services';
import { mapLoaded, studioTime, useStudioLoad } from '../use-studio-load';
import local from './dashboard.module.css';
import { LoadedList } from './loaded-list';

const SHOWN = 6;

const firstOf = <T,>(page: { items: T[] }) => page.items.slice(0, SHOWN);

/** Issue 48: the stories scheduled to go out (the soonest first) and the signed-in account's drafts (the latest first). */
export function StoriesToPublish() {
  const { repository } = useStudio();
  const scheduled = useStudioLoad(() => repository.stories({ status: 'scheduled', sort: 'publishAt', dir: 'asc' }), [repository]);
  const drafts = useStudioLoad(() => repository.stories({ status: 'draft', mine: true }), [repository]);
  const title = (story: StorySummary) => <Link to={storyPath(story.id)}>{story.title || 'Untitled story'}</Link>;
  return (
    <div className={local.pair}>
      <section aria-labelledby="scheduled-stories">
        <h2 id="scheduled-stories">Scheduled stories</h2>
        <LoadedList loaded={mapLoaded(scheduled.loaded, firstOf)} loading="Loading the scheduled stories…" empty="No story is scheduled." keyOf={(story) => story.id}>
          {(story) => (
            <>
              {title(story)} — goes out {studioTime(story.publishAt)}
            </>
          )}
        </LoadedList>
        <p>
          <Link to={`${STORY_LIST_PATH}?status=scheduled&sort=publishAt&dir=asc`}>Every scheduled story</Link>
        </p>
      </section>
      <section aria-labelledby="my-drafts">
        <h2 id="my-drafts">Your drafts</h2>
        <LoadedList loaded={mapLoaded(drafts.loaded, firstOf)} loading="Loading your drafts…" empty="You have no drafts." keyOf={(story) => story.id}>
          {(story) => (
            <>
              {title(story)} — changed {studioTime(story.updatedAt)}
            </>
          )}
        </LoadedList>
        <p>
          <Link to={`${STORY_LIST_PATH}?status=draft`}>Every draft</Link>
        </p>
      </section>
    </div>
  );
}
