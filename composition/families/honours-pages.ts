import type { PageContext } from '../page-family';
import { honoursLoaders } from './honours-loaders';

// Loaded with the first honours page, so the site's first load does not carry it (DESIGN 7).

/** The honours family's pages and their loaders. */
export function honoursPages(context: PageContext) {
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
}
