import { z } from 'zod';
import { pageEnvelope } from './paging';

/** GET /Archives item (v2-reference 17): the story archive. `storyId` is a string there. */
export const archiveItemWire = z.object({
  storyId: z.string(),
  storyRank: z.number().int(),
  sportTitle: z.string(),
  storyImage: z.string(),
  storyHeadline: z.string(),
  storySummary: z.string(),
  storyPostdate: z.string(),
  storyCreated: z.string(),
  storyFilename: z.string(),
  /** The site page of the story. */
  storyPath: z.string(),
  sportsCats: z.string(),
});
export type ArchiveItemWire = z.infer<typeof archiveItemWire>;
export const archivesPageWire = pageEnvelope(archiveItemWire);
