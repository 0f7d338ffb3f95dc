import { AD_SLOT_FAMILIES, NAVIGATION_DROPDOWN_AD_SLOT } from '../../../../core/ads/ad-slots';
import type { ComparedFamily } from './family';

/** The home page's features and ticketing: rotators, takeovers, splash pages, countdown, alerts, house ads, tickets. */
export const featuresAnswers: ComparedFamily = async (pairs) => {
  const sports = [{ source: 0, local: 0 }, ...(await pairs('sports'))];
  const splashes = await pairs('splash-pages');
  const perSport = (path: (sportId: number) => string) => sports.map(({ source, local }): [string, string] => [path(source), path(local)]);
  const slots = AD_SLOT_FAMILIES.map((family) => (family === NAVIGATION_DROPDOWN_AD_SLOT ? `${family}1` : family));
  return [
    ['/Slideshows', '/Slideshows'],
    ['/Slideshows/campaigns', '/Slideshows/campaigns'],
    ...perSport((id) => `/Slideshows?sportId=${id}`),
    ...perSport((id) => `/Slideshows/campaigns?sportId=${id}`),
    ['/Takeovers', '/Takeovers'],
    ...perSport((id) => `/Takeovers?sportId=${id}`),
    ['/Splash', '/Splash'],
    ...perSport((id) => `/Splash/${id}`),
    ...splashes.map(({ source, local }): [string, string] => [`/Splash?splashId=${source}`, `/Splash?splashId=${local}`]),
    ['/Countdown/homepage', '/Countdown/homepage'],
    ['/Alert/active', '/Alert/active'],
    ...slots.map((slot): [string, string] => [`/HouseAds?slot=${slot}`, `/HouseAds?slot=${slot}`]),
    ...slots.flatMap((slot) => perSport((id) => `/HouseAds?slot=${slot}&sportId=${id}`)),
    ['/Ticketing', '/Ticketing'],
    ['/Ticketing/info', '/Ticketing/info'],
    ['/Ticketing/next-events', '/Ticketing/next-events'],
    ...perSport((id) => `/Ticketing/next-events?sportId=${id}`),
    ['/Ticketing/settings/page-location', '/Ticketing/settings/page-location'],
    ['/TicketingExperience', '/TicketingExperience'],
  ];
};
