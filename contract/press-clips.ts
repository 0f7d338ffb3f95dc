import { z } from 'zod';
import { pageEnvelope } from './paging';

/** The sport of a press clip (v2-reference 16). */
export const pressClipSportWire = z.object({
  id: z.number().int(),
  title: z.string(),
  abbreviation: z.string().nullish(),
  shortTitle: z.string().nullish(),
  shortname: z.string().nullish(),
});

/** GET /PressClips item and GET /PressClips/{pressClipId}. */
export const pressClipWire = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  link: z.string(),
  date: z.string(),
  author: z.string(),
  image: z.string().nullish(),
  source: z.object({ id: z.number().int(), title: z.string(), website: z.string() }),
  sport: pressClipSportWire.nullish(),
  sports: z.array(pressClipSportWire).nullish(),
  openInNewWindow: z.boolean(),
});
export type PressClipWire = z.infer<typeof pressClipWire>;
export const pressClipsPageWire = pageEnvelope(pressClipWire);

/** A filter option (v2-reference: `value`, `name`, `statTitle`), shared by several filter lists. */
export const filterOptionWire = z.object({ value: z.number(), name: z.string(), statTitle: z.string() });
export type FilterOptionWire = z.infer<typeof filterOptionWire>;
export const filterOptionsWire = z.array(filterOptionWire);
