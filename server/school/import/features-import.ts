import type { SportWire } from '../../../contract/sports';
import { importAlerts } from './alerts-import';
import { featureScopes } from './feature-scopes';
import { importHouseAds } from './house-ads-import';
import type { ImportReport } from './import-report';
import type { ImportContext } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';
import { importSlideshows } from './slideshows-import';
import { importSplashPages } from './splash-import';
import { importTakeovers } from './takeovers-import';
import { importTicketing } from './ticketing-import';

/**
 * The home page's features and ticketing: rotators, takeovers, splash pages, alerts, house ads and the ticket
 * office. Public answers carry only what runs now, so that is what is brought. The home page countdown is derived
 * from the games (nothing to import); tracking tags cannot be listed through the public API (GET
 * /TrackingTag/search answers only the tags targeted at the page it is asked for) and are left out.
 */
export async function importFeatures(context: ImportContext, origin: OriginClient, names: MediaNames, report: ImportReport, sportList: readonly SportWire[]): Promise<void> {
  const scopes = featureScopes(context, sportList);
  await importSlideshows(context, origin, names, sportList);
  await importTakeovers(context, origin, scopes);
  await importSplashPages(context, origin, names, scopes);
  await importAlerts(context, origin);
  await importHouseAds(context, origin, names, scopes);
  await importTicketing(context, origin, names, report);
}
