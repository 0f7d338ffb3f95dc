import { useState } from 'react';
import { isImage } from '../../../core/studio/media/media';
import { usePageTitle } from '../../honours/use-page-title';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { useStudioLoad } from '../use-studio-load';
import { MediaAltEditor } from './media-alt-editor';
import { MediaUploadForm } from './media-upload-form';

/** /studio/media: upload, find and describe the school's photos and documents. */
export default function MediaPage() {
  const { repository } = useStudio();
  usePageTitle('Media · Studio');
  const [q, setQ] = useState('');
  const [words, setWords] = useState('');
  const media = useStudioLoad(() => repository.media({ q }), [repository, q]);
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
            <ul className={styles.grid}>
              {media.loaded.value.items.map((item) => (
                <li key={item.id}>
                  {isImage(item) ? <img src={item.url} alt={item.alt} loading="lazy" /> : <a href={item.url}>{item.name}</a>}
                  <p className={styles.hint}>
                    #{item.id} {item.name}
                  </p>
                  <MediaAltEditor item={item} onSaved={media.reload} />
                </li>
              ))}
            </ul>
          ))}
      </section>
    </>
  );
}
