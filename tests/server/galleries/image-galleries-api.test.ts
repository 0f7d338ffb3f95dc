import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiErrorWire } from '../../../contract/errors';
import { imageGalleriesWire, imageGalleryDetailWire, type ImageGalleryWire } from '../../../contract/image-galleries';
import { stories } from '../../../server/store/tables/editorial';
import { readStoreKinds } from '../../support/test-store';
import { testNow } from '../../support/test-clock';
import { startTestApi, type TestApi } from '../support/test-api';

const postgresUrl = inject('postgresUrl');
const SCHOOLS = ['ridgemont', 'coastalbay'] as const;

describe.each(readStoreKinds(postgresUrl))('GET /ImageGalleries and /ImageGalleries/{galleryId} on %s', (kind) => {
  let api: TestApi;
  const galleries = new Map<string, ImageGalleryWire[]>();
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    for (const school of SCHOOLS) galleries.set(school, await list('/api/v2/ImageGalleries', school));
  });
  afterAll(async () => api?.close());

  async function list(url: string, tenant = 'ridgemont'): Promise<ImageGalleryWire[]> {
    const response = await api.get(url, tenant);
    expect(response.status, url).toBe(200);
    return imageGalleriesWire.parse(response.json);
  }

  it('lists several published galleries per school across sports, newest first, in the reference shape', async () => {
    for (const school of SCHOOLS) {
      const items = galleries.get(school)!;
      expect(items.length).toBeGreaterThanOrEqual(6);
      expect(new Set(items.map((gallery) => gallery.sports[0]!.id)).size).toBeGreaterThanOrEqual(5);
      const dates = items.map((gallery) => gallery.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const gallery of items) {
        // v2-reference 1.5: a local date-time with no zone, not after now.
        expect(gallery.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
        expect(Date.parse(`${gallery.date}Z`)).toBeLessThanOrEqual(testNow());
        expect(gallery.url).toMatch(new RegExp(`^/galleries/[a-z0-9-]+/${gallery.id}$`));
        expect(gallery.photoCount).toBeGreaterThanOrEqual(6);
        expect(gallery.photoCount).toBeLessThanOrEqual(12);
        const image = gallery.primaryImage!;
        expect(image.imageUrl.original).toMatch(new RegExp(`^/media/${school}/galleries/.+\\.(svg|jpg)$`));
        // A photograph's renditions come from the image service (spec 7); a drawing is one file at every size.
        const rendition = (width: number) => (image.imageUrl.original.endsWith('.jpg') ? `/images/resize?url=${encodeURIComponent(image.imageUrl.original)}&width=${width}&type=webp` : image.imageUrl.original);
        expect(image.imageUrl).toEqual({ small: rendition(400), medium: rendition(800), large: rendition(1600), original: image.imageUrl.original });
        expect(image.caption).toBeTruthy();
        expect(image.credit).toContain('Athletics');
        const [sport] = gallery.sports;
        expect(sport).toMatchObject({ shortTitle: null, abbreviation: expect.any(String), slug: expect.stringMatching(/^[a-z-]+$/) });
      }
    }
  });

  it('keeps the reference field types and names exactly (v2-reference 32)', async () => {
    const response = await api.get('/api/v2/ImageGalleries');
    const [raw] = response.json as Array<Record<string, unknown>>;
    expect(Object.keys(raw!)).toEqual(expect.arrayContaining(['id', 'title', 'date', 'url', 'primaryImage', 'sports']));
    expect(Object.keys(raw!.primaryImage as object).sort()).toEqual(['caption', 'credit', 'id', 'imageUrl']);
    expect(Object.keys((raw!.primaryImage as { imageUrl: object }).imageUrl).sort()).toEqual(['large', 'medium', 'original', 'small']);
    expect(Object.keys((raw!.sports as object[])[0]!).sort()).toEqual(['abbreviation', 'globalSportShortName', 'id', 'shortName', 'shortTitle', 'slug', 'title']);
  });

  it('serves a drawing as an SVG image from our media route', async () => {
    const gallery = galleries.get('ridgemont')!.find((item) => item.primaryImage!.imageUrl.original.endsWith('.svg'));
    const response = await api.app.inject({ method: 'GET', url: gallery!.primaryImage!.imageUrl.medium });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('role="img"');
  });

  it("has one gallery of JPEG photographs per school, whose renditions the image service draws to size", async () => {
    for (const school of SCHOOLS) {
      const photographs = galleries.get(school)!.filter((item) => item.primaryImage!.imageUrl.original.endsWith('.jpg'));
      expect(photographs).toHaveLength(1);
      const { imageUrl } = photographs[0]!.primaryImage!;
      const original = await api.app.inject({ method: 'GET', url: imageUrl.original });
      expect(original.headers['content-type']).toBe('image/jpeg');
      const medium = await api.app.inject({ method: 'GET', url: imageUrl.medium });
      expect(medium.statusCode).toBe(200);
      expect(medium.headers['content-type']).toBe('image/webp');
      expect((await sharp(medium.rawPayload).metadata()).width).toBe(800);
      expect(medium.rawPayload.length).toBeLessThan(original.rawPayload.length);
    }
  });

  it('filters by galleryId (the first element is that gallery) and by sportId (sports[0].id is that sport)', async () => {
    const all = galleries.get('ridgemont')!;
    const target = all[all.length - 1]!;
    const one = await list(`/api/v2/ImageGalleries?galleryId=${target.id}`);
    expect(one).toEqual([target]);
    // v2-reference 1.1: parameter names are matched without regard to case.
    expect(await list(`/api/v2/ImageGalleries?GalleryId=${target.id}`)).toEqual([target]);
    expect(await list('/api/v2/ImageGalleries?galleryId=999999')).toEqual([]);

    const sportId = target.sports[0]!.id;
    const bySport = await list(`/api/v2/ImageGalleries?sportId=${sportId}`);
    expect(bySport.length).toBeGreaterThan(0);
    for (const gallery of bySport) expect(gallery.sports[0]!.id).toBe(sportId);
    expect(bySport).toEqual(all.filter((gallery) => gallery.sports[0]!.id === sportId));
    expect(await list(`/api/v2/ImageGalleries?SportId=${sportId}`)).toEqual(bySport);
  });

  it('pages the array when asked with $pageIndex and $pageSize (ours), as slices of the whole list', async () => {
    const all = galleries.get('ridgemont')!;
    for (const size of [1, 3, 5]) {
      for (let index = 0; index * size <= all.length; index += 1) {
        const page = await list(`/api/v2/ImageGalleries?%24pageIndex=${index}&%24pageSize=${size}`);
        expect(page.map((gallery) => gallery.id)).toEqual(all.slice(index * size, index * size + size).map((gallery) => gallery.id));
      }
    }
  });

  it('rejects bad query values with a 400 that names them', async () => {
    for (const query of ['galleryId=a', 'sportId=a', 'sportId=1.5', '$pageSize=a', '$pageSize=0', '$pageIndex=-1']) {
      const response = await api.get(`/api/v2/ImageGalleries?${query}`);
      expect(response.status, query).toBe(400);
      expect(apiErrorWire.parse(response.json).error.message).toContain(query.split('=')[0]!);
    }
  });

  it('returns one gallery with its photos in order, sized and described, and the story that carries it', async () => {
    for (const school of SCHOOLS) {
      for (const item of galleries.get(school)!) {
        const response = await api.get(`/api/v2/ImageGalleries/${item.id}`, school);
        expect(response.status).toBe(200);
        const gallery = imageGalleryDetailWire.parse(response.json);
        expect({ ...gallery, description: undefined, photos: undefined, story: undefined }).toMatchObject({ ...item });
        expect(gallery.photos).toHaveLength(item.photoCount!);
        expect(gallery.photos[0]).toMatchObject(item.primaryImage!);
        for (const photo of gallery.photos) {
          expect(photo.width).toBeGreaterThan(0);
          expect(photo.height).toBeGreaterThan(0);
          expect(photo.altText.length).toBeGreaterThan(20);
          expect(photo.caption).toBeTruthy();
        }
        expect(new Set(gallery.photos.map((photo) => photo.caption)).size).toBe(gallery.photos.length);
        if (gallery.story) {
          const [story] = await api.store.database.db.select().from(stories).where(eq(stories.id, gallery.story.id));
          expect(story).toMatchObject({ galleryId: gallery.id, title: gallery.story.title, hidden: false });
          expect(gallery.story.url).toMatch(/^\/news\/\d{4}\/\d{1,2}\/\d{1,2}\/[a-z0-9-]+$/);
        }
      }
    }
  });

  it('links stories to galleries of their own school: every gallery id a story carries names one', async () => {
    for (const school of SCHOOLS) {
      const ids = new Set(galleries.get(school)!.map((gallery) => gallery.id));
      const response = await api.get('/api/v2/Stories?$pageSize=100', school);
      // Only the field this test is about: the stories' own contract has its own suite.
      const { items } = response.json as { items: Array<{ galleryId?: number | null }> };
      // 0 is the reference's "no gallery" (an int, never null).
      const linked = items.filter((story) => (story.galleryId ?? 0) > 0);
      expect(linked.length).toBeGreaterThanOrEqual(1);
      for (const story of linked) expect(ids.has(story.galleryId!)).toBe(true);
      const withStory = await Promise.all([...ids].map(async (id) => imageGalleryDetailWire.parse((await api.get(`/api/v2/ImageGalleries/${id}`, school)).json).story));
      expect(withStory.filter(Boolean).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('answers 404 for a non-integer, unknown or other school gallery id, and keeps the schools apart', async () => {
    const ridgemont = galleries.get('ridgemont')!;
    const coastal = galleries.get('coastalbay')!;
    expect(ridgemont.map((gallery) => gallery.id)).not.toEqual(expect.arrayContaining(coastal.map((gallery) => gallery.id)));
    for (const path of ['a', '1.5', '999999', String(coastal[0]!.id)]) {
      const response = await api.get(`/api/v2/ImageGalleries/${path}`);
      expect(response.status, path).toBe(404);
    }
    expect((await api.get(`/api/v2/ImageGalleries/${coastal[0]!.id}`, 'coastalbay')).status).toBe(200);
    expect(await list(`/api/v2/ImageGalleries?galleryId=${coastal[0]!.id}`)).toEqual([]);
    for (const gallery of coastal) expect(gallery.primaryImage!.imageUrl.original).toContain('/media/coastalbay/');
  });

  it('needs a known tenant', async () => {
    expect((await api.get('/api/v2/ImageGalleries', null)).status).toBe(400);
    expect((await api.get('/api/v2/ImageGalleries', 'abc')).status).toBe(400);
    expect((await api.get(`/api/v2/ImageGalleries/${galleries.get('ridgemont')![0]!.id}`, 'abc')).status).toBe(400);
  });
});
