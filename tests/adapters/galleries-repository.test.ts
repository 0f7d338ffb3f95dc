import { describe, expect, it } from 'vitest';
import { ApiGalleriesRepository } from '../../adapters/api/api-galleries-repository';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import { seededApiServer } from './support/seeded-api-server';
import { quietLogger } from '../support/quiet-logger';

const server = seededApiServer();

const repository = (tenant = 'ridgemont', base = server.apiBase) => new ApiGalleriesRepository(new FetchHttpClient({ apiBase: base, tenant, logger: quietLogger }), quietLogger);

describe('the galleries repository against the real seeded server', () => {
  it('pages the galleries newest first, filters them by sport and maps them to gallery pages', async () => {
    const galleries = repository();
    const all = await galleries.list({ sportId: null, page: { pageIndex: 0, pageSize: 50 } });
    expect(all.length).toBeGreaterThanOrEqual(6);
    const [first, second] = [await galleries.list({ sportId: null, page: { pageIndex: 0, pageSize: 3 } }), await galleries.list({ sportId: null, page: { pageIndex: 1, pageSize: 3 } })];
    expect([...first, ...second].map((gallery) => gallery.id)).toEqual(all.slice(0, 6).map((gallery) => gallery.id));
    for (const gallery of all) {
      expect(gallery.url).toMatch(new RegExp(`^/galleries/[a-z0-9-]+/${gallery.id}$`));
      expect(gallery.cover?.urls.original).toMatch(/^\/media\/ridgemont\/galleries\/.+\.(svg|jpg)$/);
      expect(gallery.sport).not.toBeNull();
    }
    const sportId = all[0]!.sport!.id;
    const bySport = await galleries.list({ sportId, page: { pageIndex: 0, pageSize: 50 } });
    expect(bySport.map((gallery) => gallery.id)).toEqual(all.filter((gallery) => gallery.sport?.id === sportId).map((gallery) => gallery.id));
  });

  it('reads one gallery with its photos, and its summary by id; another school or an unknown id is nothing', async () => {
    const galleries = repository();
    const [summary] = await galleries.list({ sportId: null, page: { pageIndex: 0, pageSize: 1 } });
    expect(await galleries.summary(summary!.id)).toEqual(summary);
    const gallery = (await galleries.byId(summary!.id))!;
    expect(gallery).toMatchObject({ id: summary!.id, title: summary!.title, url: summary!.url, photoCount: gallery.photos.length });
    expect(gallery.photos.length).toBeGreaterThanOrEqual(6);
    for (const photo of gallery.photos) {
      expect(photo.alt).not.toBe('');
      expect(photo.width).toBeGreaterThan(0);
      expect(photo.height).toBeGreaterThan(0);
    }
    const [other] = await repository('coastalbay').list({ sportId: null, page: { pageIndex: 0, pageSize: 1 } });
    expect(await galleries.byId(other!.id)).toBeUndefined();
    expect(await galleries.summary(other!.id)).toBeUndefined();
    expect(await galleries.byId(999_999)).toBeUndefined();
  });

  it('degrades to nothing when the API cannot be reached (spec 8)', async () => {
    const down = repository('ridgemont', 'http://127.0.0.1:9/api/v2');
    expect(await down.list({ sportId: null, page: { pageIndex: 0, pageSize: 12 } })).toEqual([]);
    expect(await down.byId(1)).toBeUndefined();
  });
});
