import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { CoveragePageData } from '../../core/media-coverage/coverage-page-data';
import type { CoverageRepository } from '../../core/media-coverage/coverage-repository.port';
import { coverageWindow } from '../../core/media-coverage/coverage-rules';
import { CoverageRepositoryToken } from '../../core/media-coverage/coverage.tokens';
import type { DocumentPageData } from '../../core/documents/document-page-data';
import { documentPagePath, documentPathFrom } from '../../core/documents/document-rules';
import type { DocumentsRepository } from '../../core/documents/documents-repository.port';
import { DocumentsRepositoryToken } from '../../core/documents/documents.tokens';
import type { GalleriesRepository } from '../../core/galleries/galleries-repository.port';
import { GalleriesRepositoryToken } from '../../core/galleries/galleries.tokens';
import { pageIndexFrom } from '../../core/paging/paging';
import { sportFilterOptions } from '../../core/editorial/sport-options';
import type { MomentsPageData } from '../../core/moments/moments-page-data';
import type { MomentsRepository } from '../../core/moments/moments-repository.port';
import { MomentsRepositoryToken } from '../../core/moments/moments.tokens';
import type { Clock } from '../../core/platform/clock.port';
import { ClockToken } from '../../core/platform/platform.tokens';
import type { ClippingsPageData } from '../../core/press-clips/clippings-page-data';
import { clippingsQueryFrom } from '../../core/press-clips/clippings-query';
import type { PressClipsRepository } from '../../core/press-clips/press-clips-repository.port';
import { PressClipsRepositoryToken } from '../../core/press-clips/press-clips.tokens';
import type { RssPageData } from '../../core/rss/rss-page-data';
import type { RssRepository } from '../../core/rss/rss-repository.port';
import { RssRepositoryToken } from '../../core/rss/rss.tokens';
import type { SearchPageData } from '../../core/search-results/search-page-data';
import { searchQueryFrom } from '../../core/search-results/search-query';
import type { SearchResultsRepository } from '../../core/search-results/search-results-repository.port';
import { SearchResultsRepositoryToken } from '../../core/search-results/search-results.tokens';
import { archiveQueryFrom } from '../../core/stories/archive-query';
import type { StoriesRepository } from '../../core/stories/stories-repository.port';
import { StoriesRepositoryToken } from '../../core/stories/stories.tokens';
import type { ArchivePageData, StoryPageData } from '../../core/stories/story-page-data';
import { sportfileCandidates, storyKeyFrom } from '../../core/stories/story-route';
import type { TagListPageData, TagPageData } from '../../core/tags/tag-page-data';
import { findTag } from '../../core/tags/tag-rules';
import type { TagsRepository } from '../../core/tags/tags-repository.port';
import { TagsRepositoryToken } from '../../core/tags/tags.tokens';
import { realSports } from '../../core/sports/sports-state';
import { notFoundResponse } from '../loaders';
import type { PageContext } from '../page-family';

// Loaded with the first editorial page, so the site's first load does not carry it (DESIGN 7).

/** How many related stories the story page lists. */
const RELATED_STORIES = 4;

function notFound(request: Request): Response {
  return notFoundResponse(new URL(request.url).pathname);
}

/** The editorial loaders: stories, archives, tags, search, press clips, coverage, documents, RSS and moments. */
export function editorialLoaders(context: PageContext) {
  const get = <T>(token: symbol) => context.container.get<T>(token);
  const stories = () => get<StoriesRepository>(StoriesRepositoryToken);
  const tags = () => get<TagsRepository>(TagsRepositoryToken);
  const documents = () => get<DocumentsRepository>(DocumentsRepositoryToken);
  const moments = () => get<MomentsRepository>(MomentsRepositoryToken);
  const searchParams = (request: Request) => new URL(request.url).searchParams;

  return {
    async story({ params, request }: LoaderFunctionArgs): Promise<StoryPageData> {
      const key = storyKeyFrom(params);
      const story = key ? await stories().story(key.day, key.slug) : undefined;
      if (!story) throw notFound(request);
      const url = new URL(request.url);
      const [related, gallery] = await Promise.all([
        stories().related(story.id, RELATED_STORIES),
        story.gallery_id === null ? null : get<GalleriesRepository>(GalleriesRepositoryToken).summary(story.gallery_id),
      ]);
      return { story, related, pageUrl: `${url.origin}${url.pathname}`, origin: url.origin, gallery: gallery ?? null };
    },

    async archives({ request }: LoaderFunctionArgs): Promise<ArchivePageData> {
      const query = archiveQueryFrom(searchParams(request));
      const [list, seasons, sports] = await Promise.all([stories().archive(query), stories().archiveSeasons(), stories().archiveSports()]);
      return { query, stories: list, seasons, sports };
    },

    async archivesSport({ params, request }: LoaderFunctionArgs) {
      const sportPage = await context.sportPage(params, request);
      const query = archiveQueryFrom(searchParams(request), sportPage.sport.id);
      const [list, seasons] = await Promise.all([stories().archive(query), stories().archiveSeasons()]);
      const data: ArchivePageData = { query, stories: list, seasons, sports: [] };
      return { ...sportPage, ...data };
    },

    async tagList(): Promise<TagListPageData> {
      return { tags: await tags().list() };
    },

    async tag({ params, request }: LoaderFunctionArgs) {
      const tag = findTag(await tags().list(), params.tagSlug ?? '');
      if (!tag) throw notFound(request);
      const sportPage = params.sportSlug ? await context.sportPage({ slug: params.sportSlug }, request) : null;
      const page = pageIndexFrom(searchParams(request).get('page'));
      const [list, sports] = await Promise.all([tags().stories(tag.slug, { sportSlug: sportPage?.sport.global_sport_name_slug ?? null, page }), context.sports()]);
      const data: TagPageData = { tag, filterSport: sportPage?.sport ?? null, sports: realSports(sports), stories: list };
      return { ...sportPage, ...data };
    },

    async search({ request }: LoaderFunctionArgs): Promise<SearchPageData> {
      const query = searchQueryFrom(searchParams(request));
      return { query, results: query.q ? await get<SearchResultsRepository>(SearchResultsRepositoryToken).search(query) : null };
    },

    async clippings({ request }: LoaderFunctionArgs): Promise<ClippingsPageData> {
      const repository = get<PressClipsRepository>(PressClipsRepositoryToken);
      const query = clippingsQueryFrom(searchParams(request));
      const [clips, seasons, sports] = await Promise.all([repository.list(query), repository.seasons(), context.sports()]);
      return { query, clips, seasons, sports: sportFilterOptions(sports) };
    },

    async coverage({ request }: LoaderFunctionArgs): Promise<CoveragePageData> {
      const window = coverageWindow(get<Clock>(ClockToken).now());
      const page = pageIndexFrom(searchParams(request).get('page'));
      return { window, days: await get<CoverageRepository>(CoverageRepositoryToken).days(window, page) };
    },

    async document({ params, request }: LoaderFunctionArgs): Promise<DocumentPageData> {
      const path = documentPathFrom(params['*']);
      const document = path ? await documents().byPath(path) : undefined;
      if (!document) throw notFound(request);
      return { document };
    },

    async rssFeeds({ request }: LoaderFunctionArgs): Promise<RssPageData> {
      return { feeds: await get<RssRepository>(RssRepositoryToken).feeds(), origin: new URL(request.url).origin };
    },

    // spec 2.2: url-cleanup of sport files; a legacy file page goes to the story or document it names.
    async sportfile({ params, request }: LoaderFunctionArgs): Promise<Response> {
      const candidates = sportfileCandidates(params);
      if (!candidates) throw notFound(request);
      const story = await stories().story(candidates.story.day, candidates.story.slug);
      if (story) return redirect(story.url);
      for (const path of candidates.documentPaths) {
        const document = await documents().byPath(path);
        if (document) return redirect(documentPagePath(document.path));
      }
      throw notFound(request);
    },

    async moments({ request }: LoaderFunctionArgs): Promise<MomentsPageData> {
      const page = pageIndexFrom(searchParams(request).get('page'));
      return { videos: await moments().videos({ sportId: null, page }) };
    },

    async momentsSport({ params, request }: LoaderFunctionArgs) {
      const sportPage = await context.sportPage(params, request);
      const page = pageIndexFrom(searchParams(request).get('page'));
      const data: MomentsPageData = { videos: await moments().videos({ sportId: sportPage.sport.id, page }) };
      return { ...sportPage, ...data };
    },
  };
}
