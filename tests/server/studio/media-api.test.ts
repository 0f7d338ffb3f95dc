import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ALT_REQUIRED } from '../../../contract/studio/media';
import type { ApiError } from '../../../server/http/api-error';
import { media } from '../../../server/store/tables/foundation';
import { galleryPhotos, imageGalleries } from '../../../server/store/tables/galleries';
import { auditLog, contentVersions } from '../../../server/store/tables/studio';
import { ContentChanges } from '../../../server/studio/content-changes';
import type { ContentWriteDeps } from '../../../server/studio/content-write';
import { uploadMediaFiles, type MediaImport } from '../../../server/studio/media/media-commands';
import { storeKinds, tenantIdOf } from '../../support/test-store';
import { PDF_BYTES, picture, pngClaiming, SVG_WITH_SCRIPT, TEXT_NAMED_JPG } from './media-files';
import { multipartBody, OTHER_SCHOOL, SCHOOL, startStudioWriter, type Session, type StudioWriter } from './studio-writer';

describe.each(storeKinds(inject('postgresUrl')))('the studio media API on %s', (kind) => {
  let studio: StudioWriter;
  let editor: Session;
  let jpeg: Buffer;

  beforeAll(async () => {
    studio = await startStudioWriter(kind, inject('postgresUrl'));
    editor = await studio.addAccount('editor');
    jpeg = await picture('jpeg', 64, 48);
  });
  afterAll(async () => {
    await studio?.close();
  });

  const upload = (file: { filename: string; contentType: string; body: Buffer } | null, fields: Record<string, string> = {}, session: Session | null = editor) => {
    const { payload, headers } = multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...(file ? [{ name: 'file', ...file }] : [])]);
    return studio.call(session, 'POST', '/api/studio/media', { payload, headers });
  };

  it('stores a JPEG drawn by sharp: 201 with its size, served at its url and through the image service', async () => {
    const answer = await upload({ filename: 'Team Photo.jpg', contentType: 'image/jpeg', body: jpeg }, { alt: 'The team on the field' });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ version: 1, type: 'image/jpeg', kind: 'image', width: 64, height: 48, alt: 'The team on the field', bytes: jpeg.byteLength, name: 'Team Photo.jpg' });
    expect(answer.json.url).toMatch(new RegExp(`^/media/${SCHOOL}/uploads/\\d{4}/\\d{2}/[0-9a-f]+-team-photo\\.jpg$`));

    const served = await studio.app.inject({ method: 'GET', url: answer.json.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(served.rawPayload, jpeg)).toBe(0);

    const rendition = await studio.app.inject({ method: 'GET', url: `/images/resize?url=${encodeURIComponent(answer.json.url)}&width=32&type=png` });
    expect(rendition.statusCode).toBe(200);
    expect(rendition.headers['content-type']).toBe('image/png');
    expect(await sharp(rendition.rawPayload).metadata()).toMatchObject({ format: 'png', width: 32, height: 24 });

    // One transaction wrote the item, its version 1 and the audit row.
    const db = studio.store.database.db;
    const versions = await db.select().from(contentVersions).where(and(eq(contentVersions.kind, 'media'), eq(contentVersions.itemId, answer.json.id)));
    expect(versions.map((row) => row.version)).toEqual([1]);
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.kind, 'media'), eq(auditLog.itemId, answer.json.id))).orderBy(auditLog.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', accountId: expect.any(Number) });
  });

  it('takes the type from the bytes: a PNG named .pdf and sent as application/pdf is stored as a PNG', async () => {
    const png = await picture('png', 10, 10);
    const answer = await upload({ filename: 'report.pdf', contentType: 'application/pdf', body: png }, { alt: 'A red square' });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ type: 'image/png', kind: 'image', width: 10, height: 10, name: 'report.png' });
    expect(answer.json.url).toMatch(/\.png$/);
    expect((await studio.app.inject({ method: 'GET', url: answer.json.url })).headers['content-type']).toBe('image/png');
  });

  it('stores a PDF as a document, without alt text', async () => {
    const answer = await upload({ filename: 'media-guide.pdf', contentType: 'application/pdf', body: PDF_BYTES });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ type: 'application/pdf', kind: 'document', width: null, height: null, alt: '' });
  });

  it.each([
    ['an SVG with a script', { filename: 'logo.svg', contentType: 'image/svg+xml', body: SVG_WITH_SCRIPT }],
    ['text named .jpg and sent as image/jpeg', { filename: 'photo.jpg', contentType: 'image/jpeg', body: TEXT_NAMED_JPG }],
  ])('refuses %s with 415 unsupported_type', async (_, file) => {
    const answer = await upload(file, { alt: 'Something' });
    expect(answer.status).toBe(415);
    expect(answer.json.error.code).toBe('unsupported_type');
  });

  it('refuses a 21 MB body with 413 too_large', async () => {
    const answer = await upload({ filename: 'big.jpg', contentType: 'image/jpeg', body: Buffer.concat([jpeg, Buffer.alloc(21 * 1024 * 1024)]) }, { alt: 'Big' });
    expect(answer.status).toBe(413);
    expect(answer.json.error.code).toBe('too_large');
  });

  it('refuses an image of more than 40 megapixels with 413, though the file is small', async () => {
    const answer = await upload({ filename: 'bomb.png', contentType: 'image/png', body: await pngClaiming(10_000, 10_000) }, { alt: 'Huge' });
    expect(answer.status).toBe(413);
    expect(answer.json.error.code).toBe('too_large');
  });

  it('needs alt text for an image, with a field message, and a file', async () => {
    const noAlt = await upload({ filename: 'photo.jpg', contentType: 'image/jpeg', body: jpeg });
    expect(noAlt.status).toBe(400);
    expect(noAlt.json.error).toMatchObject({ code: 'invalid_input', fields: { alt: ALT_REQUIRED } });
    const noFile = await upload(null, { alt: 'Nothing' });
    expect(noFile.status).toBe(400);
    expect(noFile.json.error.fields.file).toBe('Choose a file to upload.');
    const json = await studio.call(editor, 'POST', '/api/studio/media', { json: { alt: 'x' } });
    expect(json.status).toBe(415);
  });

  it('lists and searches the library by name and alt text, and by kind', async () => {
    await upload({ filename: 'Mascot Portrait.webp', contentType: 'image/webp', body: await picture('webp') }, { alt: 'Our eagle mascot waving' });
    const byAlt = await studio.call(editor, 'GET', '/api/studio/media?q=eagle%20mascot');
    expect(byAlt.status).toBe(200);
    expect(byAlt.headers['cache-control']).toBe('private, no-store');
    expect(byAlt.json.items.map((item: { name: string }) => item.name)).toEqual(['Mascot Portrait.webp']);
    const byName = await studio.call(editor, 'GET', '/api/studio/media?q=mascot%20PORTRAIT');
    expect(byName.json.total).toBe(1);
    const documents = await studio.call(editor, 'GET', '/api/studio/media?kind=document&pageSize=100');
    expect(documents.json.items.length).toBeGreaterThan(0);
    expect(documents.json.items.every((item: { kind: string }) => item.kind === 'document')).toBe(true);
    const images = await studio.call(editor, 'GET', '/api/studio/media?kind=image&page=1&pageSize=2');
    expect(images.json).toMatchObject({ page: 1, pageSize: 2 });
    expect(images.json.items).toHaveLength(2);
    // Newest change first: the upload just made leads.
    expect(images.json.items[0].name).toBe('Mascot Portrait.webp');
    expect((await studio.call(editor, 'GET', '/api/studio/media?kind=video')).status).toBe(400);
  });

  it("leads a story with an uploaded photo: the published story carries it with the story's alt text; a document or another id is refused", async () => {
    const photo = await upload({ filename: 'Captain.jpg', contentType: 'image/jpeg', body: jpeg }, { alt: 'The captain' });
    const story = { title: `Captain's day ${kind}`, body: '<p>A day to remember.</p>', imageId: photo.json.id, imageAlt: 'The captain lifts the cup' };
    const created = await studio.call(editor, 'POST', '/api/studio/stories', { json: story });
    expect(created.status, created.body).toBe(201);
    expect((await studio.call(editor, 'GET', `/api/studio/stories/${created.json.id}`)).json).toMatchObject({ imageId: photo.json.id, imageAlt: story.imageAlt, imageUrl: photo.json.url });
    const published = await studio.call(editor, 'POST', `/api/studio/stories/${created.json.id}/publish`, { json: {}, ifMatch: 1 });
    expect(published.status, published.body).toBe(200);
    const list = await studio.call(null, 'GET', '/api/v2/Stories?$pageSize=5');
    const listed = (list.json.items as Array<{ id: number; primaryImage: { url: string; altText: string } | null }>).find((item) => item.id === created.json.id);
    expect(listed?.primaryImage).toMatchObject({ url: photo.json.url, altText: story.imageAlt });

    const pdf = await upload({ filename: 'guide.pdf', contentType: 'application/pdf', body: PDF_BYTES });
    for (const imageId of [pdf.json.id, 999_999]) {
      const refused = await studio.call(editor, 'POST', '/api/studio/stories', { json: { ...story, imageId } });
      expect([imageId, refused.status, refused.json.error?.fields?.imageId]).toEqual([imageId, 400, 'Choose a photo from the media library.']);
    }
  });

  it('changes alt text and name with If-Match; a stale version is 412 with who changed it', async () => {
    const created = await upload({ filename: 'crowd.gif', contentType: 'image/gif', body: await picture('gif') }, { alt: 'The crowd' });
    const id = created.json.id as number;
    const one = await studio.call(editor, 'GET', `/api/studio/media/${id}`);
    expect(one.headers.etag).toBe('"1"');
    const changed = await studio.call(editor, 'PUT', `/api/studio/media/${id}`, { json: { alt: 'The crowd at kickoff', name: 'Crowd' }, ifMatch: 1 });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ version: 2, alt: 'The crowd at kickoff', name: 'Crowd', updatedBy: { name: expect.stringContaining('Test editor') } });
    const stale = await studio.call(editor, 'PUT', `/api/studio/media/${id}`, { json: { alt: 'Old tab' }, ifMatch: 1 });
    expect(stale.status).toBe(412);
    expect(stale.json.error).toMatchObject({ code: 'version_conflict', message: 'Someone else changed this while you were editing.', current: { version: 2, updatedBy: { name: expect.stringContaining('Test editor') } } });
    expect((await studio.call(editor, 'PUT', `/api/studio/media/${id}`, { json: { alt: 'No version' } })).status).toBe(428);
    const emptyAlt = await studio.call(editor, 'PUT', `/api/studio/media/${id}`, { json: { alt: '' }, ifMatch: 2 });
    expect(emptyAlt.json.error.fields).toEqual({ alt: ALT_REQUIRED });
  });

  it('deletes with If-Match: the file is gone from the library and its address', async () => {
    const created = await upload({ filename: 'old.avif', contentType: 'image/avif', body: await picture('avif') }, { alt: 'Old' });
    expect((await studio.call(editor, 'DELETE', `/api/studio/media/${created.json.id}`, { ifMatch: 7 })).status).toBe(412);
    expect((await studio.call(editor, 'DELETE', `/api/studio/media/${created.json.id}`, { ifMatch: 1 })).status).toBe(204);
    expect((await studio.call(editor, 'GET', `/api/studio/media/${created.json.id}`)).status).toBe(404);
    expect((await studio.app.inject({ method: 'GET', url: created.json.url })).statusCode).toBe(404);
  });

  it('refuses with 409 to delete a file a story, a splash or a promotion shows, naming it; once it is removed there the file goes', async () => {
    const photo = async (name: string) => (await upload({ filename: `${name}.png`, contentType: 'image/png', body: await picture('png', 12, 12) }, { alt: name })).json as { id: number; url: string };
    const refused = async (file: { id: number; url: string }, message: string) => {
      const answer = await studio.call(editor, 'DELETE', `/api/studio/media/${file.id}`, { ifMatch: 1 });
      expect([answer.status, answer.json.error.code, answer.json.error.message]).toEqual([409, 'media_in_use', message]);
      // Nothing was deleted: the library and the address still have it.
      expect((await studio.call(editor, 'GET', `/api/studio/media/${file.id}`)).status).toBe(200);
      expect((await studio.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
      return answer;
    };

    const lead = await photo('lead');
    const story = await studio.call(editor, 'POST', '/api/studio/stories', { json: { title: 'Lead Image Story', body: '<p>Words.</p>', imageId: lead.id, imageAlt: 'The lead' } });
    expect(story.status).toBe(201);
    const leadRefusal = await refused(lead, 'This file is used by the story “Lead Image Story”. Remove it there first.');
    expect(leadRefusal.json.error.usedBy).toEqual([{ kind: 'story', id: story.json.id, title: 'Lead Image Story' }]);

    const inline = await photo('inline');
    const second = await studio.call(editor, 'POST', '/api/studio/stories', { json: { title: 'Body Image Story', body: `<p>Look:</p><p><img src="${inline.url}" alt="Inline"></p>` } });
    expect(second.status).toBe(201);
    const splash = await studio.call(editor, 'POST', '/api/studio/splash', { json: { title: 'Splash With Photo', html: '<p>Hi</p>', imageId: inline.id, imageAlt: 'Inline', startDate: new Date(studio.now()).toISOString() } });
    expect(splash.status).toBe(201);
    await refused(inline, 'This file is used by the story “Body Image Story” and 1 other place. Remove it there first.');

    const banner = await photo('banner');
    const location = (await studio.call(editor, 'GET', '/api/studio/promotions')).json.locations[0];
    const campaign = await studio.call(editor, 'POST', '/api/studio/promotions', { json: { locationId: location.id, title: 'Banner Campaign', imageId: banner.id, imageAlt: 'Banner' } });
    expect(campaign.status).toBe(201);
    await refused(banner, 'This file is used by the promotion “Banner Campaign”. Remove it there first.');

    // Taken off the story, the lead photo can go.
    const edited = await studio.call(editor, 'PUT', `/api/studio/stories/${story.json.id}`, { json: { title: 'Lead Image Story', body: '<p>Words.</p>' }, ifMatch: 1 });
    expect(edited.status).toBe(200);
    expect((await studio.call(editor, 'DELETE', `/api/studio/media/${lead.id}`, { ifMatch: 1 })).status).toBe(204);
  });

  it('says where each file of a page is used (usedBy), read-only, on the list and on one file', async () => {
    const photo = async (name: string) => (await upload({ filename: `${name}.png`, contentType: 'image/png', body: await picture('png', 12, 12) }, { alt: `${name} alt` })).json as { id: number; url: string };
    const lead = await photo('usedlead');
    const inline = await photo('usedinline');
    const unused = await photo('usedunused');
    const story = await studio.call(editor, 'POST', '/api/studio/stories', { json: { title: 'Uses Lead Story', body: `<p>Look:</p><p><img src="${inline.url}" alt="In"></p>`, imageId: lead.id, imageAlt: 'Lead' } });
    expect(story.status).toBe(201);
    const alert = await studio.call(editor, 'POST', '/api/studio/alerts', { json: { title: 'Uses Alert', message: `The photo is at ${inline.url}` } });
    expect(alert.status).toBe(201);

    const listed = await studio.call(editor, 'GET', '/api/studio/media?q=used&pageSize=10');
    expect(listed.status).toBe(200);
    const usedBy = Object.fromEntries((listed.json.items as { id: number; usedBy: unknown }[]).map((item) => [item.id, item.usedBy]));
    expect(usedBy[lead.id]).toEqual([{ kind: 'story', id: story.json.id, title: 'Uses Lead Story' }]);
    expect(usedBy[inline.id]).toEqual([{ kind: 'story', id: story.json.id, title: 'Uses Lead Story' }, { kind: 'alert', id: alert.json.id, title: 'Uses Alert' }]);
    expect(usedBy[unused.id]).toEqual([]);

    const one = await studio.call(editor, 'GET', `/api/studio/media/${lead.id}`);
    expect(one.json.usedBy).toEqual([{ kind: 'story', id: story.json.id, title: 'Uses Lead Story' }]);

    // A gallery's photo: shown by the gallery, so kept from deletion like any other use.
    const db = studio.store.database.db;
    const tenantId = await tenantIdOf(db, SCHOOL);
    const [shown] = await db
      .select({ id: media.id, version: media.version, gallery: imageGalleries.title, galleryId: imageGalleries.id })
      .from(media)
      .innerJoin(galleryPhotos, and(eq(galleryPhotos.path, media.path), eq(galleryPhotos.tenantId, media.tenantId)))
      .innerJoin(imageGalleries, eq(imageGalleries.id, galleryPhotos.galleryId))
      .where(eq(media.tenantId, tenantId))
      .limit(1);
    expect(shown, 'the demo has a gallery photo in the library').toBeDefined();
    expect((await studio.call(editor, 'GET', `/api/studio/media/${shown!.id}`)).json.usedBy).toContainEqual({ kind: 'gallery', id: shown!.galleryId, title: shown!.gallery });
    const refused = await studio.call(editor, 'DELETE', `/api/studio/media/${shown!.id}`, { ifMatch: shown!.version });
    expect(refused.status).toBe(409);
    expect(refused.json.error?.message).toBe(`This file is used by the gallery “${shown!.gallery}”. Remove it there first.`);
  });

  it('keeps schools apart and needs a session and the CSRF token', async () => {
    const created = await upload({ filename: 'ours.png', contentType: 'image/png', body: await picture('png') }, { alt: 'Ours' });
    const other = await studio.signIn(OTHER_SCHOOL);
    expect((await studio.call(other, 'GET', `/api/studio/media/${created.json.id}`)).status).toBe(404);
    expect((await studio.call(null, 'GET', '/api/studio/media')).status).toBe(401);
    expect((await studio.call({ ...other, tenant: SCHOOL }, 'GET', '/api/studio/media')).status).toBe(403);
    const noToken = await upload({ filename: 'x.png', contentType: 'image/png', body: await picture('png') }, { alt: 'x' }, { ...editor, csrfToken: 'wrong' });
    expect(noToken.status).toBe(403);
  });

  describe('the batch form of an upload, for an import that keeps its addresses (uploadMediaFiles)', () => {
    const actor = { accountId: null, name: 'Import test' };
    let deps: ContentWriteDeps;
    let tenantId: number;
    beforeAll(async () => {
      deps = { db: studio.store.database.db, now: () => studio.now(), changes: new ContentChanges({ invalidate: () => undefined, onError: () => undefined }) };
      tenantId = await tenantIdOf(studio.store.database.db, SCHOOL);
    });
    const refusal = (files: MediaImport[]) => uploadMediaFiles(deps, tenantId, actor, files).then(() => expect.unreachable('the import was accepted'), (error: unknown) => error as ApiError);
    const fieldsOf = (error: ApiError) => (error.body as { error: { fields: Record<string, string> } }).error.fields;
    const libraryCount = async () => (await studio.store.database.db.select({ id: media.id }).from(media)).length;

    it('stores each file at the address given, named by it, at version 1 with its version and audit row, in the order given', async () => {
      const files = [
        { path: 'imports/2026/team-photo.jpg', body: jpeg, alt: 'The team on the field' },
        { path: 'imports/2026/guide.pdf', body: PDF_BYTES },
      ];
      const stored = await uploadMediaFiles(deps, tenantId, actor, files);
      expect(stored.map((item) => item.path)).toEqual(files.map((file) => file.path));
      expect(stored[0]!.id).toBeLessThan(stored[1]!.id);
      expect(stored[0]).toMatchObject({ contentType: 'image/jpeg', name: 'team-photo.jpg', altText: 'The team on the field', width: 64, height: 48, version: 1 });
      expect(stored[1]).toMatchObject({ contentType: 'application/pdf', name: 'guide.pdf', altText: '', width: null, height: null, version: 1 });
      const served = await studio.app.inject({ method: 'GET', url: `/media/${SCHOOL}/imports/2026/team-photo.jpg` });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);

      const db = studio.store.database.db;
      for (const item of stored) {
        const versions = await db.select().from(contentVersions).where(and(eq(contentVersions.kind, 'media'), eq(contentVersions.itemId, item.id)));
        expect(versions.map((row) => [row.version, (row.data as { path: string }).path])).toEqual([[1, item.path]]);
        const audit = await db.select().from(auditLog).where(and(eq(auditLog.kind, 'media'), eq(auditLog.itemId, item.id))).orderBy(auditLog.id);
        expect(audit.map((row) => [row.action, row.actorName, row.summary])).toEqual([['create', 'Import test', `Uploaded “${item.name!}”`]]);
      }
    });

    it('refuses what an upload refuses, naming the file, and writes none of the import', async () => {
      const before = await libraryCount();
      const svg = await refusal([
        { path: 'imports/fine.jpg', body: jpeg, alt: 'Fine' },
        { path: 'imports/logo.svg', body: SVG_WITH_SCRIPT, alt: 'Logo' },
      ]);
      expect([svg.statusCode, svg.code, svg.message]).toEqual([415, 'unsupported_type', 'imports/logo.svg: This file is not a JPEG, PNG, WebP, AVIF, GIF or PDF file.']);
      const silent = await refusal([
        { path: 'imports/fine.jpg', body: jpeg, alt: 'Fine' },
        { path: 'imports/silent.jpg', body: jpeg, alt: '  ' },
      ]);
      expect(fieldsOf(silent)).toEqual({ 'files.1.alt': ALT_REQUIRED });
      expect(await libraryCount()).toBe(before);
    });

    it.each([
      ['../outside.jpg', 'Use a relative address'],
      ['/absolute.jpg', 'Use a relative address'],
      ['imports//twice.jpg', 'Use a relative address'],
      ['imports/.hidden.jpg', 'Use a relative address'],
      ['imports/no-extension', 'Use a relative address'],
      ['imports/spaced name.jpg', 'Use a relative address'],
      ['imports/photo.png', 'This is a JPG file: end its address in .jpg.'],
    ])('refuses the address %s', async (path, message) => {
      const error = await refusal([{ path, body: jpeg, alt: 'A photo' }]);
      expect(fieldsOf(error)['files.0.path']).toContain(message);
    });

    it('refuses an address taken by another file of the import or of the library', async () => {
      const twice = await refusal([
        { path: 'imports/twice.jpg', body: jpeg, alt: 'One' },
        { path: 'imports/twice.jpg', body: jpeg, alt: 'Two' },
      ]);
      expect(fieldsOf(twice)).toEqual({ 'files.1.path': 'Another file of this import has this address.' });
      await uploadMediaFiles(deps, tenantId, actor, [{ path: 'imports/taken.jpg', body: jpeg, alt: 'First' }]);
      const taken = await refusal([
        { path: 'imports/new.jpeg', body: jpeg, alt: 'New' },
        { path: 'imports/taken.jpg', body: jpeg, alt: 'Again' },
      ]);
      expect(fieldsOf(taken)).toEqual({ 'files.1.path': 'A file of the library already has this address.' });
    });
  });
});
