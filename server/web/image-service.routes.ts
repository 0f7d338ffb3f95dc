import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestOrigin } from '../api/editorial-format';
import { errorBody } from '../http/api-error';
import { etagOf, matchesEtag } from '../http/response-cache';
import type { Db } from '../store/database';
import type { TenantDirectory } from '../tenants/tenant-directory';
import { IMAGES_PATH, planImageRequest } from './image-request';
import { contentTypeOf, transformImage, TRANSFORMABLE_TYPES } from './image-transform';
import { findMedia, MEDIA_CACHE_CONTROL } from './media.routes';

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
    const plan = planImageRequest((request.params as { operation: string }).operation, request.query, requestOrigin(request));
    if (!plan.ok) return reply.code(plan.status).send(errorBody(plan.status === 404 ? 'not_found' : 'bad_request', plan.message));
    const { transform } = plan;
    let image: Drawn | undefined;
    try {
      image = await drawn.get(JSON.stringify([plan.tenantKey, plan.path, transform]), async () => {
        const file = await findMedia(db, tenants, plan.tenantKey, plan.path);
        if (!file) throw new NotAnImage('missing');
        if (!TRANSFORMABLE_TYPES.has(file.contentType)) throw new NotAnImage('type');
        const body = await transformImage(file.body, file.contentType, transform).catch((error: unknown) => {
          request.log.warn({ err: error }, `the image service could not read ${plan.path}`);
          throw new NotAnImage('unreadable');
        });
        return { body, contentType: contentTypeOf(transform.type), etag: etagOf(body) };
      });
    } catch (error) {
      if (!(error instanceof NotAnImage)) throw error;
      if (error.message === 'missing') return reply.code(404).send(errorBody('not_found', `No image at /media/${plan.tenantKey}/${plan.path}.`));
      return reply.code(400).send(errorBody('bad_request', `/media/${plan.tenantKey}/${plan.path} is not an image the service can read.`));
    }
    reply.header('cache-control', MEDIA_CACHE_CONTROL).header('etag', image.etag);
    if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
    return reply.type(image.contentType).send(image.body);
  });
}
