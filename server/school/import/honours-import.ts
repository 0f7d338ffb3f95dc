import type { SportWire } from '../../../contract/sports';
import { importAllAmericans } from './all-americans-import';
import { importAwards } from './awards-import';
import { importFacilities } from './facilities-import';
import { importGalleries, readGalleries } from './galleries-import';
import { importHallOfFame } from './hall-of-fame-import';
import { importHonoursSettings } from './honours-settings-import';
import type { ImportReport } from './import-report';
import type { ImportContext } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';
import { importPodcasts } from './podcasts-import';
import { importPromotions, readPromotions } from './promotions-import';

/** A read started early; marked handled so a failure surfaces where it is awaited, not as an unhandled rejection. */
function early<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

/**
 * Honours and features: the settings of their pages, facilities, awards, All-Americans, the hall of fame, photo
 * galleries, podcasts and promotions, each with the media files it names. The reads that take one request per
 * item (gallery photos, promotion locations per sport) start first and run while the others are written.
 */
export async function importHonours(context: ImportContext, origin: OriginClient, names: MediaNames, report: ImportReport, sportList: readonly SportWire[]): Promise<void> {
  const galleries = early(readGalleries(origin));
  const promotions = early(readPromotions(origin, sportList));
  await importHonoursSettings(context, origin, names);
  await importFacilities(context, origin, names);
  await importAwards(context, origin, names, report);
  await importAllAmericans(context, origin, names, report);
  await importHallOfFame(context, origin, names);
  await importPodcasts(context, origin, names, report);
  await importGalleries(context, await galleries, names, report);
  await importPromotions(context, await promotions, names);
}
