import { useState } from 'react';
import { usePageTitle } from '../../honours/use-page-title';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { useStudioLoad } from '../use-studio-load';
import { MediaCard } from './media-card';
import { MediaPager } from './media-pager';
import { MediaUploadForm } from './media-upload-form';

/** /studio/media: upload many files at once, find, page through and describe the school's photos and documents, and see where each is used. */
export default function MediaPage() {
  const { repository } = useStudio();
  usePageTitle('Media · Studio');
  const [q, setQ] = useState('');
  const [words, setWords] = useState('');
  const [page, setPage] = useState(1);
  const media = useStudioLoad(() => repository.media({ q, page }), [repository, q, page]);
  return (
    <>
      <h1>Media</h1>
      <MediaUploadForm onUploaded={media.reload} />
      <section aria-labelledby="media-library">
        <h2 id="media-library">Library</h2>
        <form
          role="search"
          aria-label="Find media"
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            setQ(words.trim());
            setPage(1);
          }}
        >
          <label htmlFor="media-search">Name or description</label>
          <input id="media-search" type="search" value={words} onChange={(event) => setWords(event.target.value)} />
          <button type="submit" className={styles.button}>
            Search
          </button>
        </form>
        {media.loaded.state === 'loading' && <p role="status">Loading media…</p>}
        {media.loaded.state === 'failed' && <p role="alert">{media.loaded.message}</p>}
        {media.loaded.state === 'ready' &&
          (media.loaded.value.items.length === 0 ? (
            <p>No media found.</p>
          ) : (
            <>
              <ul className={styles.grid} aria-label="Library files">
                {media.loaded.value.items.map((item) => (
                  <MediaCard key={item.id} item={item} onSaved={media.reload} />
                ))}
              </ul>
              <MediaPager page={media.loaded.value} onPage={setPage} />
            </>
          ))}
      </section>
    </>
  );
}
