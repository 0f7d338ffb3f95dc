import { z } from 'zod';
import { pageEnvelope } from './paging';

/** GET /Tags item (v2-reference 23). `count` is the number of published stories tagged. */
export const tagWire = z.object({
  count: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  description: z.string().nullish(),
});
export type TagWire = z.infer<typeof tagWire>;
export const tagsWire = z.array(tagWire);

/** A tag as a story names it (v2-reference 23 `tags[]`; the stories' `tags`). */
export const tagRefWire = z.object({ tagId: z.number().int(), tagName: z.string(), tagSlug: z.string() });

/** GET /Tags/content item: a tagged story, as the reference lists it. */
export const taggedContentWire = z.object({
  check: z.boolean(),
  createdDateString: z.string(),
  postDateString: z.string(),
  tags: z.array(tagRefWire),
  image: z.object({
    url: z.string(),
    absoluteUrl: z.string().nullish(),
    altText: z.string(),
    title: z.string().nullish(),
    creditName: z.string().nullish(),
  }),
  url: z.string(),
  tagId: z.number().int(),
  tagName: z.string(),
  tagDescription: z.string(),
  id: z.number().int(),
  section: z.string(),
  title: z.string(),
  sports: z.string(),
  hidden: z.boolean(),
  fileName: z.string(),
  createdDate: z.string(),
  postDate: z.string(),
});
export type TaggedContentWire = z.infer<typeof taggedContentWire>;
export const taggedContentPageWire = pageEnvelope(taggedContentWire);
