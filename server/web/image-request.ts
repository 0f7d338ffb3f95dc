import { z } from 'zod';
import { DEFAULT_IMAGE_TYPE, IMAGE_OPERATIONS, IMAGE_TYPES, type ImageOperation } from '../../core/media/image-url';
import { GRAVITIES, MAX_DIMENSION, type ImageTransform } from './image-transform';

/** Where the server answers as the school's image service: the seed's site config names it as `imagesCdnPath`. */
export const IMAGES_PATH = '/images';

const dimension = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a whole number of pixels')
  .transform(Number)
  .refine((pixels) => pixels >= 1 && pixels <= MAX_DIMENSION, `must be from 1 to ${MAX_DIMENSION}`);

const imageQuery = z.object({
  url: z.string().min(1).max(2048),
  width: dimension.optional(),
  height: dimension.optional(),
  gravity: z.enum(GRAVITIES).optional(),
  type: z.enum(IMAGE_TYPES).default(DEFAULT_IMAGE_TYPE),
  colorspace: z.literal('bw').optional(),
});

/** What each operation needs besides `url` (spec 7). */
function missingSize(operation: ImageOperation, query: z.infer<typeof imageQuery>): string | undefined {
  if (operation === 'crop' && (query.width === undefined || query.height === undefined)) return 'crop needs a width and a height.';
  if (operation === 'resize' && query.width === undefined && query.height === undefined) return 'resize needs a width or a height.';
  return undefined;
}

/**
 * The stored file a `url` names: `/media/{school}/{path}` on this site, relative or absolute. The
 * service reads the school's own media from the store and fetches nothing, so it cannot be pointed
 * at another host or an internal address.
 */
function mediaAddress(url: string, origin: string): { tenantKey: string; path: string } | undefined {
  let parsed: URL;
  let site: URL;
  try {
    site = new URL(origin);
    parsed = new URL(url, site);
  } catch {
    return undefined;
  }
  const match = parsed.origin === site.origin ? /^\/media\/([^/]+)\/(.+)$/.exec(parsed.pathname) : null;
  if (!match) return undefined;
  try {
    return { tenantKey: decodeURIComponent(match[1]!), path: decodeURIComponent(match[2]!) };
  } catch {
    return undefined;
  }
}

/** A request the service can draw, or the error it answers. */
export type ImageRequestPlan =
  | { ok: true; tenantKey: string; path: string; transform: ImageTransform }
  | { ok: false; status: 400 | 404; message: string };

/** spec 7: reads `/images/{operation}?url=&width=&height=&gravity=&type=&colorspace=` made on `origin`. */
export function planImageRequest(operation: string, rawQuery: unknown, origin: string): ImageRequestPlan {
  if (!(IMAGE_OPERATIONS as readonly string[]).includes(operation)) return { ok: false, status: 404, message: `The image service does ${IMAGE_OPERATIONS.join(', ')}.` };
  const parsed = imageQuery.safeParse(rawQuery);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, status: 400, message: `${issue.path.join('.') || 'query'}: ${issue.message}` };
  }
  const query = parsed.data;
  const missing = missingSize(operation as ImageOperation, query);
  if (missing) return { ok: false, status: 400, message: missing };
  const address = mediaAddress(query.url, origin);
  if (!address) return { ok: false, status: 400, message: 'url must name an image of this site (/media/...).' };
  return { ok: true, ...address, transform: { operation: operation as ImageOperation, width: query.width, height: query.height, gravity: query.gravity, type: query.type, colorspace: query.colorspace } };
}
