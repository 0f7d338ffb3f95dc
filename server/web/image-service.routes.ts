import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_IMAGE_TYPE, IMAGE_OPERATIONS, IMAGE_TYPES, type ImageOperation } from '../../core/media/image-url';
import { requestOrigin } from '../api/editorial-format';
import { errorBody } from '../http/api-error';
import { etagOf, matchesEtag } from '../http/response-cache';
import type { Db } from '../store/database';
import type { TenantDirectory } from '../tenants/tenant-directory';
import { contentTypeOf, GRAVITIES, MAX_DIMENSION, transformImage, TRANSFORMABLE_TYPES, type ImageTransform } from './image-transform';
import { findMedia, MEDIA_CACHE_CONTROL } from './media.routes';

/** The path the seed's site config names as `imagesCdnPath`. */
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

interface Drawn {
  body: Buffer;
  contentType: string;
  etag: string;
}

/** Drawn images, least recently used first out; a path's content does not change, so nothing expires them. */
class DrawnImages {
  private readonly entries = new Map<string, Drawn>();
  private readonly drawing = new Map<string, Promise<Drawn>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The image under `key`, drawn once however many requests ask for it at the same time. */
  async get(key: string, draw: () => Promise<Drawn>): Promise<Drawn> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.drawing.get(key) ?? draw().finally(() => this.drawing.delete(key));
    this.drawing.set(key, pending);
    const drawn = await pending;
    if (!this.entries.has(key) && drawn.body.length <= this.maxBytes / 10) {
      this.entries.set(key, drawn);
      this.bytes += drawn.body.length;
      for (const [oldKey, old] of this.entries) {
        if (this.bytes <= this.maxBytes) break;
        this.entries.delete(oldKey);
        this.bytes -= old.body.length;
      }
    }
    return drawn;
  }
}

class NotAnImage extends Error {}

/**
 * spec 7: the image resizing service at the site config's `imagesCdnPath`: convert, crop or resize
 * with url, width, height, gravity, type (jpeg, png, webp; default webp), and `colorspace=bw`.
 */
export async function registerImageServiceRoutes(app: FastifyInstance, db: Db, tenants: TenantDirectory): Promise<void> {
  const drawn = new DrawnImages(64 * 1024 * 1024);

  app.get(`${IMAGES_PATH}/:operation`, async (request: FastifyRequest, reply) => {
    const { operation } = request.params as { operation: string };
    if (!(IMAGE_OPERATIONS as readonly string[]).includes(operation)) {
      return reply.code(404).send(errorBody('not_found', `The image service does ${IMAGE_OPERATIONS.join(', ')}.`));
    }
    const parsed = imageQuery.safeParse(request.query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return reply.code(400).send(errorBody('bad_request', `${issue.path.join('.') || 'query'}: ${issue.message}`));
    }
    const query = parsed.data;
    const missing = missingSize(operation as ImageOperation, query);
    if (missing) return reply.code(400).send(errorBody('bad_request', missing));
    const address = mediaAddress(query.url, requestOrigin(request));
    if (!address) return reply.code(400).send(errorBody('bad_request', 'url must name an image of this site (/media/...).'));

    const transform: ImageTransform = { operation: operation as ImageOperation, width: query.width, height: query.height, gravity: query.gravity, type: query.type, colorspace: query.colorspace };
    const key = JSON.stringify([address.tenantKey, address.path, transform]);
    let image: Drawn | undefined;
    try {
      image = await drawn.get(key, async () => {
        const file = await findMedia(db, tenants, address.tenantKey, address.path);
        if (!file) throw new NotAnImage('missing');
        if (!TRANSFORMABLE_TYPES.has(file.contentType)) throw new NotAnImage('type');
        const body = await transformImage(file.body, file.contentType, transform).catch((error: unknown) => {
          request.log.warn({ err: error }, `the image service could not read ${query.url}`);
          throw new NotAnImage('unreadable');
        });
        return { body, contentType: contentTypeOf(transform.type), etag: etagOf(body) };
      });
    } catch (error) {
      if (!(error instanceof NotAnImage)) throw error;
      if (error.message === 'missing') return reply.code(404).send(errorBody('not_found', `No image at ${query.url}.`));
      return reply.code(400).send(errorBody('bad_request', `${query.url} is not an image the service can read.`));
    }
    reply.header('cache-control', MEDIA_CACHE_CONTROL).header('etag', image.etag);
    if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
    return reply.type(image.contentType).send(image.body);
  });
}
