import { useLoaderData, useNavigate } from 'react-router-dom';
import type { FormEvent } from 'react';
import { pageHref } from '../../../core/paging/paging';
import type { SportPageData } from '../../../core/shell/sport-page-data';
import type { TagPageData } from '../../../core/tags/tag-page-data';
import { storyCount, tagPath } from '../../../core/tags/tag-rules';
import { FilterActions } from '../../editorial/filter-actions';
import { PageHeader } from '../../editorial/page-header';
import { useSiteTitle } from '../../editorial/page-title';
import { Pagination } from '../../paging/pagination';
import { StoryList } from '../../editorial/story-list';
import { usePageMeta } from '../../routing/page-meta';
import shared from '../../editorial/editorial.module.css';

/** spec 2.1 tag: the stories with a tag, optionally of one sport (/tags/{tagSlug}/{sportSlug?}). */
export default function TagPage() {
  const { tag, filterSport, sports, stories } = useLoaderData() as TagPageData & Partial<SportPageData>;
  const navigate = useNavigate();
  const title = filterSport ? `${tag.name}: ${filterSport.title}` : tag.name;
  usePageMeta({ title: useSiteTitle(title, 'Tags'), description: tag.description ?? undefined, tokens: { tag_name: tag.name, sport_title: filterSport?.title } });
  const basePath = tagPath(tag.slug, filterSport ? { slug: filterSport.global_sport_name_slug } : null);

  // The sport is a path segment, so the choice navigates rather than submitting a query.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const slug = new FormData(event.currentTarget).get('sport');
    navigate(tagPath(tag.slug, typeof slug === 'string' && slug ? { slug } : null));
  };

  return (
    <>
      <PageHeader eyebrow="Tag" title={title}>
        {tag.description && <p>{tag.description}</p>}
      </PageHeader>
      {sports.length > 0 && (
        <form onSubmit={onSubmit} role="search" aria-label={`Filter ${tag.name} stories by sport`} className={shared.filters} key={basePath}>
          <div className={shared.field}>
            <label htmlFor="tag-sport" className={shared.label}>
              Sport
            </label>
            <select id="tag-sport" name="sport" defaultValue={filterSport?.global_sport_name_slug ?? ''} className={shared.control}>
              <option value="">All sports</option>
              {sports.map((sport) => (
                <option key={sport.id} value={sport.global_sport_name_slug}>
                  {sport.title}
                </option>
              ))}
            </select>
          </div>
          <FilterActions submitLabel="Show" link={{ to: '/tags', label: 'All tags' }} />
        </form>
      )}
      <section aria-labelledby="tag-stories-title">
        <h2 id="tag-stories-title" className="visually-hidden">
          Stories
        </h2>
        {stories.total > 0 && <p className={shared.count}>{storyCount(stories.total)}</p>}
        <StoryList stories={stories.items} headingLevel={3} emptyText={filterSport ? `No ${filterSport.title} stories with this tag yet.` : 'No stories with this tag yet.'} />
        <Pagination label={`${tag.name} pages`} page={stories.page} pages={stories.pages} hrefFor={(page) => pageHref(basePath, page)} />
      </section>
    </>
  );
}
