import { useLoaderData } from 'react-router-dom';
import type { GalleryListData } from '../../core/galleries/gallery-pages';
import { galleryListHref } from '../../core/galleries/gallery-rules';
import shared from '../editorial/editorial.module.css';
import { FilterActions } from '../editorial/filter-actions';
import { FilterSelect } from '../editorial/filter-select';
import { PageHeader } from '../editorial/page-header';
import { useSiteTitle } from '../editorial/page-title';
import { usePageMeta } from '../routing/page-meta';
import { SmartLink } from '../shell/smart-link';
import { GalleryCard } from './gallery-card';
import styles from './galleries.module.css';

const TITLE = 'Photo Galleries';

/** The photo galleries, newest first, optionally of one sport (spec 1: galleries; page type photo-galleries). */
export default function GalleryListPage() {
  const { query, galleries, hasOlder, sports } = useLoaderData() as GalleryListData;
  const sport = sports.find((option) => option.value === query.sportId);
  const { pageIndex } = query.page;
  const heading = sport ? `${sport.label} ${TITLE}` : TITLE;
  usePageMeta({ title: useSiteTitle(pageIndex > 0 ? `${heading} (page ${pageIndex + 1})` : heading), description: `${heading}: pictures from games, practices and events.` });

  return (
    <>
      <PageHeader title={heading} eyebrow="Athletics" />
      {/* A plain GET form: the filter lives in the URL and, /galleries being an external path (spec 2.2), loads in full. */}
      <form method="get" action="/galleries" role="search" aria-label="Filter the galleries" className={shared.filters}>
        <FilterSelect id="gallery-sport" name="sport" label="Sport" allLabel="All sports" options={sports} value={query.sportId} />
        <FilterActions submitLabel="Show galleries" />
      </form>
      {galleries.length === 0 ? (
        <p className={styles.empty}>{pageIndex > 0 ? 'No older galleries.' : 'No photo galleries yet.'}</p>
      ) : (
        <ul role="list" className={styles.grid} aria-label={heading}>
          {galleries.map((gallery) => (
            <li key={gallery.id}>
              <GalleryCard gallery={gallery} />
            </li>
          ))}
        </ul>
      )}
      {(pageIndex > 0 || hasOlder) && (
        <nav aria-label="Gallery pages" className={styles.pager}>
          {pageIndex > 0 ? (
            <SmartLink href={galleryListHref(query.sportId, pageIndex - 1)} className={styles.button}>
              Newer galleries
            </SmartLink>
          ) : (
            <span />
          )}
          {hasOlder && (
            <SmartLink href={galleryListHref(query.sportId, pageIndex + 1)} className={styles.button}>
              Older galleries
            </SmartLink>
          )}
        </nav>
      )}
    </>
  );
}
