import { useLoaderData } from 'react-router-dom';
import { dateTimeAttribute, longDate } from '../../../core/editorial/content-dates';
import type { ClippingsPageData } from '../../../core/press-clips/clippings-page-data';
import { clippingsQueryFrom, clippingsQueryString } from '../../../core/press-clips/clippings-query';
import { FilterActions } from '../../editorial/filter-actions';
import { FilterSelect } from '../../editorial/filter-select';
import { PageHeader } from '../../editorial/page-header';
import { useSiteTitle } from '../../editorial/page-title';
import { Pagination } from '../../paging/pagination';
import { useQueryForm } from '../../editorial/use-query-form';
import { SmartLink } from '../../shell/smart-link';
import { usePageMeta } from '../../routing/page-meta';
import shared from '../../editorial/editorial.module.css';
import styles from './clippings-page.module.css';

/** spec 2.1 clippings: press clips, stories about the school in outside outlets, newest first. */
export default function ClippingsPage() {
  const { query, clips, seasons, sports } = useLoaderData() as ClippingsPageData;
  usePageMeta({ title: useSiteTitle('In the News'), description: 'What newspapers, broadcasters and websites are writing about our teams.' });
  const onSubmit = useQueryForm('/clippings', (fields) => clippingsQueryString(clippingsQueryFrom(fields)));
  const filtered = query.season !== null || query.sportId !== null;

  return (
    <>
      <PageHeader eyebrow="Press clippings" title="In the News">
        <p>What newspapers, broadcasters and websites are writing about our teams.</p>
      </PageHeader>
      <form method="get" action="/clippings" onSubmit={onSubmit} role="search" aria-label="Filter the clippings" className={shared.filters} key={clippingsQueryString(query)}>
        <FilterSelect id="clips-season" name="season" label="Season" allLabel="All seasons" options={seasons} value={query.season} />
        <FilterSelect id="clips-sport" name="sport" label="Sport" allLabel="All sports" options={sports} value={query.sportId} />
        <FilterActions submitLabel="Filter" link={filtered ? { to: '/clippings', label: 'Clear filters' } : null} />
      </form>
      <section aria-labelledby="clips-title">
        <h2 id="clips-title" className="visually-hidden">
          Clippings
        </h2>
        {clips.items.length === 0 ? (
          <p className={shared.empty}>{filtered ? 'No clippings match these filters.' : 'No clippings yet.'}</p>
        ) : (
          <ul role="list" className={styles.clips}>
            {clips.items.map((clip) => (
              <li key={clip.id} className={styles.clip}>
                <p className={styles.outlet}>{clip.outlet.title}</p>
                <h3 className={styles.title}>
                  <SmartLink href={clip.url} newWindow={clip.open_in_new_window}>
                    {clip.title}
                  </SmartLink>
                </h3>
                <p className={styles.meta}>
                  {clip.author && <span>By {clip.author}</span>}
                  <time dateTime={dateTimeAttribute(clip.date)}>{longDate(clip.date)}</time>
                  {clip.sport && <span>{clip.sport.title}</span>}
                </p>
                {clip.summary && <p className={styles.summary}>{clip.summary}</p>}
              </li>
            ))}
          </ul>
        )}
        <Pagination label="Clipping pages" page={clips.page} pages={clips.pages} hrefFor={(page) => `/clippings${clippingsQueryString({ ...query, page })}`} />
      </section>
    </>
  );
}
