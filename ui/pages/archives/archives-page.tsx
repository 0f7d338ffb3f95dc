import { useLoaderData } from 'react-router-dom';
import type { SportPageData } from '../../../core/shell/sport-page-data';
import { archiveQueryFrom, archiveQueryString, isFiltered } from '../../../core/stories/archive-query';
import type { ArchivePageData } from '../../../core/stories/story-page-data';
import { FilterActions } from '../../editorial/filter-actions';
import { FilterSelect } from '../../editorial/filter-select';
import { PageHeader } from '../../editorial/page-header';
import { useSiteTitle } from '../../editorial/page-title';
import { Pagination } from '../../paging/pagination';
import { StoryList } from '../../editorial/story-list';
import { useQueryForm } from '../../editorial/use-query-form';
import { usePageMeta } from '../../routing/page-meta';
import { useShellData } from '../../shell/use-shell-data';
import shared from '../../editorial/editorial.module.css';

/** spec 2.1 archives and archives_sport: the story archive with search, season and sport filters in the URL. */
export default function ArchivesPage() {
  const data = useLoaderData() as ArchivePageData & Partial<SportPageData>;
  const { query, stories, seasons, sports } = data;
  const sport = data.sport ?? null;
  const { setup } = useShellData();
  const title = sport ? `${sport.title} News Archive` : 'News Archive';
  usePageMeta({
    title: useSiteTitle(title),
    description: sport ? `Every ${sport.title} story, searchable by headline and year.` : 'Every story, searchable by headline, year and sport.',
    tokens: { sport_title: sport?.title },
  });
  const options = { sportInPath: sport !== null };
  const basePath = sport ? `/sports/${sport.global_sport_name_slug}/archives` : '/archives';
  const filtered = isFiltered(query, options);
  const onSubmit = useQueryForm(basePath, (fields) => archiveQueryString(archiveQueryFrom(fields, sport?.id ?? null), options));

  return (
    <>
      <PageHeader eyebrow={sport?.title ?? setup?.identity.schoolName} title={title} />
      {/* A GET form: the filters live in the URL, so a filtered archive can be shared and works without script. */}
      <form method="get" action={basePath} onSubmit={onSubmit} role="search" aria-label="Filter the archive" className={shared.filters} key={archiveQueryString(query, options)}>
        <div className={`${shared.field} ${shared.fieldWide}`}>
          <label htmlFor="archive-search" className={shared.label}>
            Search headlines
          </label>
          <input id="archive-search" type="search" name="search" defaultValue={query.search} maxLength={200} className={shared.control} />
        </div>
        <FilterSelect id="archive-season" name="season" label="Season" allLabel="All seasons" options={seasons} value={query.seasonYear} />
        {!sport && <FilterSelect id="archive-sport" name="sport" label="Sport" allLabel="All sports" options={sports} value={query.sportId} />}
        <FilterActions submitLabel="Filter" link={filtered ? { to: basePath, label: 'Clear filters' } : null} />
      </form>
      <section aria-labelledby="archive-results-title">
        <h2 id="archive-results-title" className="visually-hidden">
          Stories
        </h2>
        {stories.total > 0 && (
          <p className={shared.count} aria-live="polite">
            {stories.total} {stories.total === 1 ? 'story' : 'stories'}
            {stories.pages > 1 && ` · page ${stories.page + 1} of ${stories.pages}`}
          </p>
        )}
        <StoryList stories={stories.items} headingLevel={3} emptyText={filtered ? 'No stories match these filters.' : 'No stories yet.'} />
        <Pagination label="Archive pages" page={stories.page} pages={stories.pages} hrefFor={(page) => `${basePath}${archiveQueryString({ ...query, page }, options)}`} />
      </section>
    </>
  );
}
