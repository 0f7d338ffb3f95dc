import type { SportWire } from '../../../contract/sports';
import type { ImportReport } from './import-report';
import type { ImportContext } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';
import { importPressClips } from './press-clips-import';
import { importPublications } from './publications-import';
import { importVideoFamily } from './videos-import';

/**
 * Videos and live streams, press clips and publications. GET /Archives needs nothing of its own: it lists the
 * published stories (the 'stories' resource). Hidden (unlisted) stories (/Hidden/archives) are not public and are
 * not read. On-this-day notes are not imported: no list holds them, and asking for each of the 366 days is
 * beyond the import's time budget.
 */
export async function importMediaContent(context: ImportContext, origin: OriginClient, names: MediaNames, sportList: readonly SportWire[], report: ImportReport): Promise<void> {
  await importVideoFamily(context, origin, names, sportList, report);
  await importPressClips(context, origin, names);
  await importPublications(context, origin, names);
}
