import { CoverageRepositoryToken } from '../../core/media-coverage/coverage.tokens';
import { DocumentsRepositoryToken } from '../../core/documents/documents.tokens';
import { MomentsRepositoryToken } from '../../core/moments/moments.tokens';
import { PressClipsRepositoryToken } from '../../core/press-clips/press-clips.tokens';
import { RssRepositoryToken } from '../../core/rss/rss.tokens';
import { SearchResultsRepositoryToken } from '../../core/search-results/search-results.tokens';
import { StoriesRepositoryToken } from '../../core/stories/stories.tokens';
import { TagsRepositoryToken } from '../../core/tags/tags.tokens';
import { lazyPages } from '../lazy-pages';
import type { PageFamily } from '../page-family';

const PAGES = [
  'story',
  'archives',
  'archives_sport',
  'tag_list',
  'tag',
  'Search',
  'clippings',
  'coverage',
  'document',
  'rss_feeds',
  'sportfile',
  'moments',
  'moments_sport',
] as const;

/** The editorial pages. */
export const editorialFamily: PageFamily = {
  bind(repository) {
    repository(StoriesRepositoryToken, () => import('../../adapters/api/api-stories-repository').then((m) => m.ApiStoriesRepository));
    repository(TagsRepositoryToken, () => import('../../adapters/api/api-tags-repository').then((m) => m.ApiTagsRepository));
    repository(SearchResultsRepositoryToken, () => import('../../adapters/api/api-search-results-repository').then((m) => m.ApiSearchResultsRepository));
    repository(DocumentsRepositoryToken, () => import('../../adapters/api/api-documents-repository').then((m) => m.ApiDocumentsRepository));
    repository(PressClipsRepositoryToken, () => import('../../adapters/api/api-press-clips-repository').then((m) => m.ApiPressClipsRepository));
    repository(CoverageRepositoryToken, () => import('../../adapters/api/api-coverage-repository').then((m) => m.ApiCoverageRepository));
    repository(RssRepositoryToken, () => import('../../adapters/api/api-rss-repository').then((m) => m.ApiRssRepository));
    repository(MomentsRepositoryToken, () => import('../../adapters/api/api-moments-repository').then((m) => m.ApiMomentsRepository));
  },
  pages: (context) => lazyPages(PAGES, () => import('./editorial-pages').then((m) => m.editorialPages(context))),
};
