import { ApiAllAmericansRepository } from '../../adapters/api/api-all-americans-repository';
import { ApiAwardsRepository } from '../../adapters/api/api-awards-repository';
import { ApiFacilitiesRepository } from '../../adapters/api/api-facilities-repository';
import { ApiHallOfFameRepository } from '../../adapters/api/api-hall-of-fame-repository';
import { ApiOnThisDayRepository } from '../../adapters/api/api-on-this-day-repository';
import { ApiPodcastsRepository } from '../../adapters/api/api-podcasts-repository';
import { ApiPublicationsRepository } from '../../adapters/api/api-publications-repository';
import { AllAmericansRepositoryToken } from '../../core/all-americans/all-americans.tokens';
import { AwardsRepositoryToken } from '../../core/awards/awards.tokens';
import { FacilitiesRepositoryToken } from '../../core/facilities/facilities.tokens';
import { HallOfFameRepositoryToken } from '../../core/hall-of-fame/hall-of-fame.tokens';
import { OnThisDayRepositoryToken } from '../../core/on-this-day/on-this-day.tokens';
import { PodcastsRepositoryToken } from '../../core/podcasts/podcasts.tokens';
import { PublicationsRepositoryToken } from '../../core/publications/publications.tokens';
import type { PageFamily } from '../page-family';
import { honoursLoaders } from './honours-loaders';

/** The honours pages: facilities, podcasts, publications, hall of fame, awards, All-Americans, on this day. */
export const honoursFamily: PageFamily = {
  bind(repository) {
    repository(FacilitiesRepositoryToken, ApiFacilitiesRepository);
    repository(PodcastsRepositoryToken, ApiPodcastsRepository);
    repository(PublicationsRepositoryToken, ApiPublicationsRepository);
    repository(HallOfFameRepositoryToken, ApiHallOfFameRepository);
    repository(AwardsRepositoryToken, ApiAwardsRepository);
    repository(AllAmericansRepositoryToken, ApiAllAmericansRepository);
    repository(OnThisDayRepositoryToken, ApiOnThisDayRepository);
  },
  pages: (context) => {
    const loaders = honoursLoaders(context);
    return {
      facilities_list: { load: () => import('../../ui/pages/facilities-list/facilities-list-page'), loader: loaders.facilitiesList },
      facilities_page: { load: () => import('../../ui/pages/facility/facility-page'), loader: loaders.facilityPage },
      podcast_list: { load: () => import('../../ui/pages/podcast-list/podcast-list-page'), loader: loaders.podcastList },
      podcast_player: { load: () => import('../../ui/pages/podcast-player/podcast-player-page'), loader: loaders.podcastPlayer },
      publications_list: { load: () => import('../../ui/pages/publications-list/publications-list-page'), loader: loaders.publicationsList },
      publications_page: { load: () => import('../../ui/pages/publication/publication-page'), loader: loaders.publicationPage },
      hof_list: { load: () => import('../../ui/pages/hof-list/hof-list-page'), loader: loaders.hofList },
      hof_bio: { load: () => import('../../ui/pages/hof-bio/hof-bio-page'), loader: loaders.hofBio },
      awards_list: { load: () => import('../../ui/pages/awards-list/awards-list-page'), loader: loaders.awardsList },
      awards_bio: { load: () => import('../../ui/pages/award-bio/award-bio-page'), loader: loaders.awardBio },
      'all-americans': { load: () => import('../../ui/pages/all-americans-list/all-americans-list-page'), loader: loaders.allAmericansList },
      'all-americans_bio': { load: () => import('../../ui/pages/all-american-bio/all-american-bio-page'), loader: loaders.allAmericanBio },
      on_this_day: { load: () => import('../../ui/pages/on-this-day/on-this-day-page'), loader: loaders.onThisDay },
    };
  },
};
