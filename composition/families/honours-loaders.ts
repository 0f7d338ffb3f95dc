import type { LoaderFunction } from 'react-router-dom';
import type { AllAmericanBioData, AllAmericansListData } from '../../core/all-americans/all-american-pages';
import { allAmericanGroupOrder, resolveAllAmericanGrouping } from '../../core/all-americans/all-american-rules';
import type { AllAmericansRepository } from '../../core/all-americans/all-americans-repository.port';
import { AllAmericansRepositoryToken } from '../../core/all-americans/all-americans.tokens';
import type { AwardBioData, AwardsListData } from '../../core/awards/award-pages';
import { awardsListQuery } from '../../core/awards/award-rules';
import type { AwardsRepository } from '../../core/awards/awards-repository.port';
import { AwardsRepositoryToken } from '../../core/awards/awards.tokens';
import type { FacilitiesRepository } from '../../core/facilities/facilities-repository.port';
import { FacilitiesRepositoryToken } from '../../core/facilities/facilities.tokens';
import type { FacilitiesListData, FacilityPageData } from '../../core/facilities/facility-pages';
import type { HofBioData, HofListData } from '../../core/hall-of-fame/hall-of-fame-pages';
import type { HallOfFameRepository } from '../../core/hall-of-fame/hall-of-fame-repository.port';
import { hofGroupOrder, hofListPath, resolveHofView } from '../../core/hall-of-fame/hall-of-fame-rules';
import { HallOfFameRepositoryToken } from '../../core/hall-of-fame/hall-of-fame.tokens';
import { orderedGroups } from '../../core/honours/groups';
import { idFromQuery } from '../../core/honours/paging';
import { pageIndexFrom } from '../../core/paging/paging';
import { DEFAULT_PAGINATION } from '../../core/constants';
import type { OnThisDayData } from '../../core/on-this-day/on-this-day-pages';
import type { OnThisDayRepository } from '../../core/on-this-day/on-this-day-repository.port';
import { parseCalendarDay } from '../../core/on-this-day/on-this-day-rules';
import { OnThisDayRepositoryToken } from '../../core/on-this-day/on-this-day.tokens';
import type { Clock } from '../../core/platform/clock.port';
import { ClockToken } from '../../core/platform/platform.tokens';
import type { PodcastListData, PodcastPlayerData } from '../../core/podcasts/podcast-pages';
import { podcastListQuery } from '../../core/podcasts/podcast-rules';
import type { PodcastsRepository } from '../../core/podcasts/podcasts-repository.port';
import { PodcastsRepositoryToken } from '../../core/podcasts/podcasts.tokens';
import type { PublicationPageData, PublicationsListData } from '../../core/publications/publication-pages';
import type { PublicationsRepository } from '../../core/publications/publications-repository.port';
import { PublicationsRepositoryToken } from '../../core/publications/publications.tokens';
import { realSports } from '../../core/sports/sports-state';
import { notFoundResponse } from '../loaders';
import type { PageContext } from '../page-family';

type Loader<T> = (args: Parameters<LoaderFunction>[0]) => Promise<T>;

/** More episodes shown under the player. */
const MORE_EPISODES = 4;

const pathOf = (request: Request) => new URL(request.url).pathname;
const searchOf = (request: Request) => new URL(request.url).searchParams;

/** A content id from the path, or the 404 response (spec 2.1 content-id routes). */
function contentId(raw: string | undefined, request: Request): number {
  const id = idFromQuery(raw);
  if (id === undefined) throw notFoundResponse(pathOf(request));
  return id;
}

function found<T>(value: T | undefined, request: Request): T {
  if (value === undefined) throw notFoundResponse(pathOf(request));
  return value;
}

/** The honours family's loaders: each gets its repositories from the container. */
export function honoursLoaders(context: PageContext) {
  const get = <T>(token: symbol) => context.container.get<T>(token);

  const facilitiesList: Loader<FacilitiesListData> = async ({ request }) => {
    const repository = get<FacilitiesRepository>(FacilitiesRepositoryToken);
    const page = { pageIndex: pageIndexFrom(searchOf(request).get('page')), pageSize: DEFAULT_PAGINATION.count };
    const [settings, facilities] = await Promise.all([repository.settings(), repository.list(page)]);
    return { settings, facilities };
  };

  const facilityPage: Loader<FacilityPageData> = async ({ params, request }) => {
    const repository = get<FacilitiesRepository>(FacilitiesRepositoryToken);
    const id = contentId(params.facilityId, request);
    const [facility, settings] = await Promise.all([repository.byId(id), repository.settings()]);
    return { facility: found(facility, request), settings };
  };

  const podcastList: Loader<PodcastListData> = async ({ request }) => {
    const repository = get<PodcastsRepository>(PodcastsRepositoryToken);
    const search = searchOf(request);
    const query = podcastListQuery((name) => search.get(name));
    const [settings, shows, sports, episodes] = await Promise.all([repository.settings(), repository.shows(), context.sports(), repository.episodes(query)]);
    return { settings, shows, sports: realSports(sports), query, episodes };
  };

  const podcastPlayer: Loader<PodcastPlayerData> = async ({ params, request }) => {
    const repository = get<PodcastsRepository>(PodcastsRepositoryToken);
    const episode = found(await repository.episode(contentId(params.podcastId, request)), request);
    const [shows, sameShow] = await Promise.all([repository.shows(), repository.episodes({ pageIndex: 0, pageSize: MORE_EPISODES + 1, categoryId: episode.show.id })]);
    const more = sameShow.items.filter((item) => item.id !== episode.id).slice(0, MORE_EPISODES);
    return { episode, show: shows.find((show) => show.id === episode.show.id) ?? null, more };
  };

  const publicationsList: Loader<PublicationsListData> = async () => ({ shelf: await get<PublicationsRepository>(PublicationsRepositoryToken).shelf() });

  const publicationPage: Loader<PublicationPageData> = async ({ params, request }) => {
    const lookup = await get<PublicationsRepository>(PublicationsRepositoryToken).bySlug(params.publicationSlug ?? '');
    // A school without publications shows its empty shelf; an unknown publication is a 404.
    if (lookup.kind === 'missing') throw notFoundResponse(pathOf(request));
    return lookup;
  };

  const hofList: Loader<HofListData> = async ({ params, request }) => {
    const repository = get<HallOfFameRepository>(HallOfFameRepositoryToken);
    const [settings, groupings] = await Promise.all([repository.settings(), repository.groupings()]);
    const view = resolveHofView({ slug: params.slug, grouping: params.grouping }, settings, groupings);
    if (view.kind === 'not-found') throw notFoundResponse(pathOf(request));
    const list = await repository.list(view.grouping);
    return { settings, slug: view.slug, grouping: view.grouping, groupings, groups: orderedGroups(list.groups, hofGroupOrder(view.grouping)), total: list.members.length };
  };

  const hofBio: Loader<HofBioData> = async ({ params, request }) => {
    const repository = get<HallOfFameRepository>(HallOfFameRepositoryToken);
    const id = contentId(params.inducteeId, request);
    const [inductee, settings] = await Promise.all([repository.byId(id), repository.settings()]);
    const slug = settings?.slug ?? params.slug ?? '';
    return { inductee: found(inductee, request), settings, listPath: hofListPath(slug, settings?.defaultGrouping ?? 'alphabetical') };
  };

  const awardsList: Loader<AwardsListData> = async ({ request }) => {
    const repository = get<AwardsRepository>(AwardsRepositoryToken);
    const search = searchOf(request);
    const query = awardsListQuery((name) => search.get(name));
    const [types, awards] = await Promise.all([repository.types(), repository.list(query)]);
    return { types, query, awards };
  };

  const awardBio: Loader<AwardBioData> = async ({ params, request }) => ({
    award: found(await get<AwardsRepository>(AwardsRepositoryToken).byId(contentId(params.id, request)), request),
  });

  const allAmericansList: Loader<AllAmericansListData> = async ({ request }) => {
    const repository = get<AllAmericansRepository>(AllAmericansRepositoryToken);
    const [settings, groupings] = await Promise.all([repository.settings(), repository.groupings()]);
    const grouping = resolveAllAmericanGrouping(searchOf(request).get('grouping'), groupings, settings?.defaultGrouping);
    const list = await repository.list(grouping);
    return { settings, grouping, groupings, groups: orderedGroups(list.groups, allAmericanGroupOrder(grouping)), total: list.members.length };
  };

  const allAmericanBio: Loader<AllAmericanBioData> = async ({ params, request }) => ({
    honoree: found(await get<AllAmericansRepository>(AllAmericansRepositoryToken).byId(contentId(params.id, request)), request),
  });

  const onThisDay: Loader<OnThisDayData> = async ({ request }) => {
    const raw = searchOf(request).get('date');
    const asked = parseCalendarDay(raw);
    const day = await get<OnThisDayRepository>(OnThisDayRepositoryToken).forDay(asked);
    const year = new Date(get<Clock>(ClockToken).now()).getUTCFullYear();
    return { day, year, invalidRequest: raw !== null && raw !== '' && asked === undefined };
  };

  return { facilitiesList, facilityPage, podcastList, podcastPlayer, publicationsList, publicationPage, hofList, hofBio, awardsList, awardBio, allAmericansList, allAmericanBio, onThisDay };
}
