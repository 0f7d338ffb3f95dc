import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fallbackImageUrl, imageUrl } from '../../../core/media/image-url';
import { media, tenants } from '../../../server/store/tables/foundation';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';

const postgresUrl = inject('postgresUrl');
const LOGO = '/media/ridgemont/logo.svg';
const PHOTO = '/media/ridgemont/photos/team-photo.png';

/** A 1200 x 800 photo: red above, blue below (so a crop's gravity shows in its colours). */
function photoPng(): Promise<Buffer> {
  const half = (colour: string) => ({ input: { create: { width: 1200, height: 400, channels: 3 as const, background: colour } }, top: 0, left: 0 });
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0000ff' } })
    .composite([half('#ff0000')])
    .png()
    .toBuffer();
}

/** The format, size and mean colour of an image the service answered. */
async function picture(body: Buffer) {
  const { format, width, height } = await sharp(body).metadata();
  const { channels } = await sharp(body).stats();
  return { format, width, height, mean: channels.slice(0, 3).map((channel) => Math.round(channel.mean)) };
}

describe.each(readStoreKinds(postgresUrl))('the image resizing service (spec 7) on %s', (kind) => {
  let api: TestApi;
  let photo: Buffer;
  const draw = async (url: string, headers: Record<string, string> = {}) => {
    const response = await api.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, headers: response.headers, body: response.rawPayload, json: response.headers['content-type']?.toString().startsWith('application/json') ? response.json() : null };
  };

  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    photo = await photoPng();
    const [tenant] = await api.store.database.db.select().from(tenants).where(eq(tenants.key, 'ridgemont'));
    await api.store.database.db.insert(media).values({ tenantId: tenant!.id, path: 'photos/team-photo.png', contentType: 'image/png', body: photo });
  });
  afterAll(() => api.close());

  it('keeps a stored photo byte for byte and serves it from /media', async () => {
    const response = await draw(PHOTO);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(response.body, photo)).toBe(0);
  });

  it('resizes a photo to the asked width in the asked type, keeping its shape, and never enlarges it', async () => {
    const webp = await draw(imageUrl('/images', 'resize', { url: PHOTO, width: 600 }));
    expect(webp.status).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await picture(webp.body)).toMatchObject({ format: 'webp', width: 600, height: 400 });
    expect(webp.body.length).toBeLessThan(photo.length);

    const jpeg = await draw(imageUrl('/images', 'resize', { url: PHOTO, height: 200, type: 'jpeg' }));
    expect(await picture(jpeg.body)).toMatchObject({ format: 'jpeg', width: 300, height: 200 });

    const wider = await draw(imageUrl('/images', 'resize', { url: PHOTO, width: 2400, type: 'png' }));
    expect(await picture(wider.body)).toMatchObject({ format: 'png', width: 1200, height: 800 });
  });

  it('draws a vector image at the asked size, sharp at any width', async () => {
    const small = await draw(imageUrl('/images', 'resize', { url: LOGO, width: 160, type: 'png' }));
    const large = await draw(imageUrl('/images', 'resize', { url: LOGO, width: 1600, type: 'png' }));
    expect(small.status).toBe(200);
    expect((await picture(small.body)).width).toBe(160);
    expect((await picture(large.body)).width).toBe(1600);
  });

  it('crops to the asked box, keeping the part its gravity names', async () => {
    const north = await picture((await draw(imageUrl('/images', 'crop', { url: PHOTO, width: 300, height: 100, gravity: 'north', type: 'png' }))).body);
    const south = await picture((await draw(imageUrl('/images', 'crop', { url: PHOTO, width: 300, height: 100, gravity: 'south', type: 'png' }))).body);
    expect(north).toMatchObject({ width: 300, height: 100, mean: [255, 0, 0] });
    expect(south).toMatchObject({ width: 300, height: 100, mean: [0, 0, 255] });
  });

  it("draws the fallback image in shades of grey (spec 7's colorspace=bw)", async () => {
    const response = await draw(fallbackImageUrl('/images', PHOTO));
    expect(response.status).toBe(200);
    const { format, mean } = await picture(response.body);
    expect(format).toBe('webp');
    expect(mean[0]).toBe(mean[1]);
    expect(mean[1]).toBe(mean[2]);
    expect(mean[0]).toBeGreaterThan(0);
  });

  it('takes the url relative or absolute on this site, caches for a day, and answers 304 to its ETag', async () => {
    const relative = await draw(imageUrl('/images', 'resize', { url: LOGO, width: 320 }));
    const absolute = await draw(imageUrl('/images', 'resize', { url: `http://localhost:80${LOGO}`, width: 320 }), { host: 'localhost:80' });
    expect(absolute.status).toBe(200);
    expect(Buffer.compare(absolute.body, relative.body)).toBe(0);
    expect(relative.headers['cache-control']).toBe('public, max-age=86400, s-maxage=86400, stale-while-revalidate=86400');
    const etag = String(relative.headers.etag);
    const again = await draw(imageUrl('/images', 'resize', { url: LOGO, width: 320 }), { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it.each([
    ['an operation the service does not do', '/images/rotate?url=/media/ridgemont/logo.svg', 404],
    ['resize without a size', '/images/resize?url=/media/ridgemont/logo.svg', 400],
    ['crop without a height', '/images/crop?url=/media/ridgemont/logo.svg&width=100', 400],
    ['a width of 0', '/images/resize?url=/media/ridgemont/logo.svg&width=0', 400],
    ['a width past the largest', '/images/resize?url=/media/ridgemont/logo.svg&width=3201', 400],
    ['a width that is no number', '/images/resize?url=/media/ridgemont/logo.svg&width=abc', 400],
    ['a type the service does not make', '/images/resize?url=/media/ridgemont/logo.svg&width=100&type=gif', 400],
    ['an unknown gravity', '/images/crop?url=/media/ridgemont/logo.svg&width=100&height=100&gravity=up', 400],
    ['two widths', '/images/resize?url=/media/ridgemont/logo.svg&width=100&width=200', 400],
    ['no url', '/images/resize?width=100', 400],
    ['another host (the service fetches nothing)', `/images/resize?url=${encodeURIComponent('http://169.254.169.254/media/ridgemont/logo.svg')}&width=100`, 400],
    ['a path outside the media', `/images/resize?url=${encodeURIComponent('/api/v2/Sports')}&width=100`, 400],
    ['a file that is not an image', `/images/resize?url=${encodeURIComponent('/media/ridgemont/tags/demo.js')}&width=100`, 400],
    ['an image that is not there', '/images/resize?url=/media/ridgemont/no-such.svg&width=100', 404],
    ['a school that is not there', '/images/resize?url=/media/nowhere/logo.svg&width=100', 404],
  ])('answers %s with a clear error, not an image', async (_name, url, status) => {
    const response = await draw(url);
    expect(response.status).toBe(status);
    expect(response.json).toMatchObject({ error: { message: expect.any(String) } });
  });

  it('answers any query below 500', async () => {
    const value = fc.oneof(fc.constantFrom('0', '-1', '1', '99999', '1.5', 'NaN', '%', '..', '', 'bw', 'webp', 'north', LOGO, PHOTO), fc.string({ maxLength: 12 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('convert', 'crop', 'resize'), fc.dictionary(fc.constantFrom('url', 'width', 'height', 'gravity', 'type', 'colorspace'), value), async (operation, params) => {
        const response = await draw(`/images/${operation}?${new URLSearchParams(params)}`);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
