import { z } from 'zod';
import { contentFields } from './content';
import { pageEnvelope } from './paging';

/** An image size of a post (v2-reference 26: width and height unconstrained; ours are numbers). */
export const instagramImageWire = z.object({ width: z.number().nullable(), height: z.number().nullable(), url: z.string() });

/** A comment under a post (the reference leaves `comments` items unconstrained). */
export const instagramCommentWire = z.object({ id: z.string(), text: z.string(), username: z.string(), createdTime: z.number() });

/**
 * GET /api/v2/Instagram item (v2-reference 26): a post of the school's account. `content*` repeat the post
 * for generic content lists; `createdTime` is Unix seconds; `video` is the video URL of a video post, else null.
 */
export const instagramPostWire = z.object({
  ...contentFields,
  id: z.string(),
  link: z.string(),
  tags: z.array(z.string()),
  comments: z.array(instagramCommentWire),
  likes: z.object({ count: z.number().int() }),
  images: z.object({ thumbnail: instagramImageWire.nullable(), lowResolution: instagramImageWire, standardResolution: instagramImageWire }),
  caption: z.object({ id: z.string(), text: z.string(), createdTime: z.number().nullable(), from: z.string().nullable() }),
  video: z.string().nullable(),
  user: z.object({ id: z.string(), fullName: z.string(), profilePicture: z.string(), username: z.string() }),
  date: z.string(),
  createdTime: z.number().int(),
});
export type InstagramPostWire = z.infer<typeof instagramPostWire>;

/** GET /api/v2/Instagram: the v2 page envelope of posts, newest first. */
export const instagramPageWire = pageEnvelope(instagramPostWire);
