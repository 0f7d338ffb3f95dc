import { AllAmericansRepositoryToken } from '../../core/all-americans/all-americans.tokens';
import { AwardsRepositoryToken } from '../../core/awards/awards.tokens';
import { FacilitiesRepositoryToken } from '../../core/facilities/facilities.tokens';
import { HallOfFameRepositoryToken } from '../../core/hall-of-fame/hall-of-fame.tokens';
import { OnThisDayRepositoryToken } from '../../core/on-this-day/on-this-day.tokens';
import { PodcastsRepositoryToken } from '../../core/podcasts/podcasts.tokens';
import { PublicationsRepositoryToken } from '../../core/publications/publications.tokens';
import { lazyPages } from '../lazy-pages';
import type { PageFamily } from '../page-family';

const PAGES = [
  'facilities_list',
  'facilities_page',
  'podcast_list',
  'podcast_player',
  'publications_list',
  'publications_page',
  'hof_list',
  'hof_bio',
  'awards_list',
  'awards_bio',
  'all-americans',
  'all-americans_bio',
  'on_this_day',
] as const;

/** The honours pages: facilities, podcasts, publications, hall of fame, awards, All-Americans, on this day. */
export const honoursFamily: PageFamily = {
  bind(repository) {
    repository(FacilitiesRepositoryToken, () => import('../../adapters/api/api-facilities-repository').then((m) => m.ApiFacilitiesRepository));
    repository(PodcastsRepositoryToken, () => import('../../adapters/api/api-podcasts-repository').then((m) => m.ApiPodcastsRepository));
    repository(PublicationsRepositoryToken, () => import('../../adapters/api/api-publications-repository').then((m) => m.ApiPublicationsRepository));
    repository(HallOfFameRepositoryToken, () => import('../../adapters/api/api-hall-of-fame-repository').then((m) => m.ApiHallOfFameRepository));
    repository(AwardsRepositoryToken, () => import('../../adapters/api/api-awards-repository').then((m) => m.ApiAwardsRepository));
    repository(AllAmericansRepositoryToken, () => import('../../adapters/api/api-all-americans-repository').then((m) => m.ApiAllAmericansRepository));
    repository(OnThisDayRepositoryToken, () => import('../../adapters/api/api-on-this-day-repository').then((m) => m.ApiOnThisDayRepository));
  },
  pages: (context) => lazyPages(PAGES, () => import('./honours-pages').then((m) => m.honoursPages(context))),
};
