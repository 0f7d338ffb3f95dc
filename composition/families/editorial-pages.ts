import type { PageContext } from '../page-family';
import { editorialLoaders } from './editorial-loaders';

// Loaded with the first editorial page, so the site's first load does not carry it (DESIGN 7).

/** The editorial family's pages and their loaders. */
export function editorialPages(context: PageContext) {
  const loaders = editorialLoaders(context);
  const archivesPage = () => import('../../ui/pages/archives/archives-page');
  const momentsPage = () => import('../../ui/pages/moments/moments-page');
  return {
    story: { load: () => import('../../ui/pages/story/story-page'), loader: loaders.story },
    archives: { load: archivesPage, loader: loaders.archives },
    archives_sport: { load: archivesPage, loader: loaders.archivesSport },
    tag_list: { load: () => import('../../ui/pages/tag-list/tag-list-page'), loader: loaders.tagList },
    tag: { load: () => import('../../ui/pages/tag/tag-page'), loader: loaders.tag },
    Search: { load: () => import('../../ui/pages/search/search-page'), loader: loaders.search },
    clippings: { load: () => import('../../ui/pages/clippings/clippings-page'), loader: loaders.clippings },
    coverage: { load: () => import('../../ui/pages/media-coverage/media-coverage-page'), loader: loaders.coverage },
    document: { load: () => import('../../ui/pages/document/document-page'), loader: loaders.document },
    rss_feeds: { load: () => import('../../ui/pages/rss-feeds/rss-feeds-page'), loader: loaders.rssFeeds },
    // The loader always redirects or 404s; the page only covers a router that renders anyway.
    sportfile: { load: () => import('../../ui/pages/sportfile/sportfile-page'), loader: loaders.sportfile },
    moments: { load: momentsPage, loader: loaders.moments },
    moments_sport: { load: momentsPage, loader: loaders.momentsSport },
  };
}
