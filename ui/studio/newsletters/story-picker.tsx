import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { moveItem } from '../../../core/studio/newsletters/newsletter-rules';
import studio from '../studio.module.css';
import { useStudio } from '../studio-services';
import { useStudioLoad } from '../use-studio-load';
import styles from './newsletters.module.css';
import { FieldMessage } from '../shell/studio-field';
import { useHeadlines } from './use-headlines';

interface StoryPickerProps {
  storyIds: number[];
  error?: string;
  onChange: (storyIds: number[]) => void;
}

/** The newsletter's stories: find published ones by headline, add them, put them in order with buttons. */
export function StoryPicker({ storyIds, error, onChange }: StoryPickerProps) {
  const { repository } = useStudio();
  const [words, setWords] = useState('');
  const [q, setQ] = useState('');
  const found = useStudioLoad(() => repository.stories({ status: 'published', onSite: true, q }), [repository, q]);
  const [headlines, remember] = useHeadlines(storyIds);
  // After a move the moved story's button keeps the focus (React moves its row, which would drop it).
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    if (focusAfterMove.current === null) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  const move = (index: number, delta: -1 | 1) => {
    const id = storyIds[index]!;
    const to = index + delta;
    if (to < 0 || to >= storyIds.length) return;
    onChange(moveItem(storyIds, index, delta));
    // At an end the other button is the one that can still act.
    const atEnd = to === 0 || to === storyIds.length - 1;
    focusAfterMove.current = `pick-${id}-${atEnd ? (delta < 0 ? 'down' : 'up') : delta < 0 ? 'up' : 'down'}`;
  };
  const search = () => setQ(words.trim());
  const enter = (event: KeyboardEvent) => {
    // The picker sits inside the newsletter's form: Enter finds stories rather than saving.
    if (event.key === 'Enter') {
      event.preventDefault();
      search();
    }
  };

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'newsletter-storyIds-error' : undefined}>
      <legend>Stories</legend>
      <FieldMessage id="newsletter-storyIds" error={error} />
      <ol className={styles.items} aria-label="Stories in the newsletter">
        {storyIds.map((id, index) => {
          const title = headlines.get(id) ?? `Story ${id}`;
          return (
            <li key={id} className={`${styles.item} ${styles.pick}`}>
              <p>
                {index + 1}. {title}
              </p>
              <div className={studio.row}>
                <button id={`pick-${id}-up`} type="button" className={studio.button} aria-disabled={index === 0 || undefined} onClick={() => move(index, -1)}>
                  Move up <span className={studio.visuallyHidden}>{title}</span>
                </button>
                <button id={`pick-${id}-down`} type="button" className={studio.button} aria-disabled={index === storyIds.length - 1 || undefined} onClick={() => move(index, 1)}>
                  Move down <span className={studio.visuallyHidden}>{title}</span>
                </button>
                <button type="button" className={studio.button} onClick={() => onChange(storyIds.filter((other) => other !== id))}>
                  Remove <span className={studio.visuallyHidden}>{title}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {storyIds.length === 0 && <p className={studio.hint}>No stories yet. Add published stories from the list below.</p>}
      <div className={styles.search}>
        <div className={studio.field}>
          <label htmlFor="newsletter-story-search">Find published stories by headline</label>
          <input id="newsletter-story-search" type="search" value={words} onChange={(event) => setWords(event.target.value)} onKeyDown={enter} />
        </div>
        <button type="button" className={studio.button} onClick={search}>
          Find
        </button>
      </div>
      {found.loaded.state === 'loading' && <p role="status">Loading published stories…</p>}
      {found.loaded.state === 'failed' && <p role="alert">{found.loaded.message}</p>}
      {found.loaded.state === 'ready' && (
        <>
          <p role="status" className={studio.hint}>
            {found.loaded.value.items.length === 0 ? 'No published story has those words in its headline.' : `${found.loaded.value.total} published ${found.loaded.value.total === 1 ? 'story' : 'stories'}${q ? ` with “${q}”` : ''}, newest first.`}
          </p>
          <ul className={styles.items} aria-label="Published stories found">
            {found.loaded.value.items.map((story) => {
              const picked = storyIds.includes(story.id);
              return (
                <li key={story.id} className={`${styles.item} ${styles.pick}`}>
                  <p>{story.title || 'Untitled story'}</p>
                  <div className={studio.row}>
                    <button type="button" className={studio.button} disabled={picked} onClick={() => (remember(story.id, story.title), onChange([...storyIds, story.id]))}>
                      {picked ? 'Added' : 'Add'} <span className={studio.visuallyHidden}>{story.title}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </fieldset>
  );
}
