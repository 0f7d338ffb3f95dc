import { z } from 'zod';

/** v2-reference 32: publications use snake_case names. */
export const publicationSportWire = z.object({ id: z.number().int(), title: z.string(), shortname: z.string(), slug: z.string() });

export const publicationFileWire = z.object({
  url: z.string(),
  image: z.string(),
  title: z.string(),
  description: z.string(),
  embed_url: z.string(),
  slug: z.string(),
});

/**
 * GET /api/v2/Publications `publications[]` item and GET /Publications/{slug} (ours). `id` is a string
 * per the reference; `url` is the site's /publications/{publicationSlug}; `file.url` the document itself.
 */
export const publicationWire = z.object({
  created_on: z.string(),
  description: z.string(),
  id: z.string(),
  file: publicationFileWire,
  image: z.string(),
  title: z.string(),
  updated_on: z.string(),
  url: z.string(),
  sport: publicationSportWire.nullish(),
  sports: z.array(publicationSportWire),
  slug: z.string().nullish(),
  season: z.string().nullish(),
  /** 'media-guide' or 'game-program'. */
  kind: z.string().nullish(),
});
export type PublicationWire = z.infer<typeof publicationWire>;

/** The publications page heading fields, shared by the list and by /Publications/settings. */
const publicationsHeading = {
  image: z.string(),
  description: z.string(),
  title: z.string(),
  show_dates: z.boolean(),
  enable_subscriptions: z.boolean(),
};

/** GET /api/v2/Publications; a school without publications answers 404 `{ Message }` instead. */
export const publicationsWire = z.object({ ...publicationsHeading, publications: z.array(publicationWire) });
export type PublicationsWire = z.infer<typeof publicationsWire>;

/** GET /api/v2/Publications/settings: the reference gives no shape; ours is the list's heading. */
export const publicationsSettingsWire = z.object(publicationsHeading);
export type PublicationsSettingsWire = z.infer<typeof publicationsSettingsWire>;

export const NO_PUBLICATIONS_MESSAGE = 'No publication file found at the moment';
