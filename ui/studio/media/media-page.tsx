import { useState } from 'react';
import { isUnused } from '../../../core/studio/media/media';
import { usePageTitle } from '../../honours/use-page-title';
import styles from '../studio.module.css';
import { ListPager } from '../shell/list-pager';
import { ListSearch } from '../shell/list-search';
import { useListParams } from '../shell/use-list-params';
import { useTicks } from '../shell/use-ticks';
import { useStudio } from '../studio-services';
import { useStudioLoad } from '../use-studio-load';
import { MediaBulkBar } from './media-bulk-bar';
import { MediaCard } from './media-card';
import { MediaUploadForm } from './media-upload-form';

/** /studio/media: upload many files at once, find, page through and describe the school's photos and documents, see where each is used, and delete those not used. */
export default function MediaPage() {
  const { repository } = useStudio();
  usePageTitle('Media · Studio');
  const list = useListParams();
  const query = { q: list.text('q'), page: list.page };
  const media = useStudioLoad(() => repository.media(query), [repository, query.q, query.page]);
  const [ticked, setTicked] = useTicks(JSON.stringify(query));
  const [message, setMessage] = useState<string | null>(null);
  const tick = (id: number) => {
    const next = new Set(ticked);
    if (!next.delete(id)) next.add(id);
    setTicked(next);
  };
  const page = media.loaded.state === 'ready' ? media.loaded.value : null;
  return (
    <>
      <h1>Media</h1>
      <MediaUploadForm onUploaded={media.reload} />
      <section aria-labelledby="media-library">
        <h2 id="media-library">Library</h2>
        <ListSearch label="Find media" searchLabel="Name or description" value={query.q} onSearch={(q) => list.change({ q })} />
        {message && (
          <p role="status" className={styles.notice}>
            {message}
          </p>
        )}
        {media.loaded.state === 'loading' && <p role="status">Loading media…</p>}
        {media.loaded.state === 'failed' && <p role="alert">{media.loaded.message}</p>}
        {page &&
          (page.items.length === 0 ? (
            <p>No media found.</p>
          ) : (
            <>
              {ticked.size > 0 && (
                <MediaBulkBar
                  ticked={page.items.filter((item) => ticked.has(item.id))}
                  onDone={(done) => {
                    setMessage(done);
                    setTicked(new Set());
                    media.reload();
                  }}
                />
              )}
              <ul className={styles.grid} aria-label="Library files">
                {page.items.map((item) => (
                  <MediaCard key={`${item.id}-${item.version}`} item={item} onSaved={media.reload} tick={isUnused(item) ? { ticked: ticked.has(item.id), onTick: () => tick(item.id) } : undefined} />
                ))}
              </ul>
              <ListPager label="Library pages" page={page.page} pageSize={page.pageSize} total={page.total} noun="files" onPage={(next) => list.change({ page: next })} />
            </>
          ))}
      </section>
    </>
  );
}
