import { z } from 'zod';

/** v2-reference 26: Facebook's own snake_case names. */
const pictureWire = z.object({ height: z.number().int(), width: z.number().int(), src: z.string() });

export const facebookEntryWire = z.object({
  id: z.string(),
  created_time: z.string(),
  updated_time: z.string(),
  message: z.string().nullable(),
  picture: z.string(),
  full_picture: z.string(),
  privacy: z.object({ value: z.string(), description: z.string() }),
  from: z.object({ id: z.string(), name: z.string() }),
  is_published: z.boolean(),
  is_hidden: z.boolean(),
  permalink_url: z.string(),
  likes: z.object({ summary: z.object({ total_count: z.number().int() }) }),
  attachments: z.object({
    data: z.array(z.object({ type: z.string(), url: z.string(), media: z.object({ image: pictureWire }) })),
  }),
});
export type FacebookEntryWire = z.infer<typeof facebookEntryWire>;

export const facebookPageWire = z.object({
  id: z.string(),
  name: z.string(),
  link: z.string(),
  website: z.string(),
  picture: z.object({ data: z.object({ url: z.string(), height: z.number().int(), width: z.number().int(), is_silhouette: z.boolean() }) }),
  category: z.string(),
  username: z.string(),
});

/**
 * GET /api/v2/Facebook/feed: the page's newest posts (`data.after` is the cursor of the next, older ones;
 * '' when there are none); a school without a Facebook page answers 404 `{ Message }` instead.
 */
export const facebookFeedWire = z.object({
  data: z.object({ entries: z.array(facebookEntryWire), after: z.string() }),
  page: facebookPageWire,
});
export type FacebookFeedWire = z.infer<typeof facebookFeedWire>;

export const NO_FACEBOOK_MESSAGE = 'Facebook credentials were not found';
