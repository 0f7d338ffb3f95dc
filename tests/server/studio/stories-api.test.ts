import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffSignIn } from '../support/staff-sign-in';
import { STORY, startStudioApp, type StudioApp } from './studio-test-kit';

const MINUTE = 60_000;

describe('the studio stories API', () => {
  let studio: StudioApp;
  let editor: StaffSignIn;
  beforeAll(async () => {
    studio = await startStudioApp();
    editor = await studio.signIn('ridgemont');
  });
  afterAll(async () => studio?.close());

  const create = async (fields: Record<string, unknown> = {}) => {
    const answer = await studio.call('POST', '/api/studio/stories', { session: editor, body: { ...STORY, ...fields } });
    expect(answer.status, answer.body).toBe(201);
    return answer.json as { id: number; version: number; status: string; url: string };
  };
  const publicList = async () => (await studio.call('GET', '/api/v2/Stories?$pageSize=50')).json as unknown as { items: Array<{ id: number; title: string; url: string }> };
  const rss = async () => (await studio.call('GET', '/api/v2/Rss/xml')).body;
  const sitemap = async () => (await studio.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'ridgemont.localhost' } })).body;
  const search = async (word: string) => (await studio.call('GET', `/api/v2/Search?q=${word}`)).json as unknown as { items: Array<Record<string, unknown>> };

  it('creates a draft: 201 with its id, version 1, draft status and address; the draft is not public', async () => {
    const created = await create();
    expect(created).toEqual({ id: expect.any(Number), version: 1, status: 'draft', url: expect.stringMatching(/^\/news\/\d{4}\/\d{1,2}\/\d{1,2}\/falcons-rally-past-rivals-in-overtime-thriller$/) });
    const one = await studio.call('GET', `/api/studio/stories/${created.id}`, { session: editor });
    expect(one.status).toBe(200);
    expect(one.headers.etag).toBe('"1"');
    expect(one.headers['cache-control']).toBe('private, no-store');
    expect(one.json).toMatchObject({ id: created.id, version: 1, status: 'draft', title: STORY.title, subtitle: STORY.subtitle, tags: ['Comeback', 'Overtime'], writer: 'Dana Editor', previewUrl: `/hidden${created.url}` });
    expect((one.json.updatedBy as { name: string }).name).toBeTruthy();
    expect((await publicList()).items.map((story) => story.id)).not.toContain(created.id);
    // The staff preview serves it.
    const [, , y, m, d, slug] = created.url.split('/');
    const day = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
    expect((await studio.call('GET', `/api/v2/Hidden/Stories/${day}/${slug}`, { session: editor })).status).toBe(200);
    const list = await studio.call('GET', '/api/studio/stories?status=draft', { session: editor });
    expect((list.json.items as Array<{ id: number }>)[0]!.id).toBe(created.id);
  });

  it('answers 400 invalid_input with a plain message per field', async () => {
    const answer = await studio.call('POST', '/api/studio/stories', { session: editor, body: { title: '  ', body: '', imageId: 5, tags: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toEqual({
      code: 'invalid_input',
      message: 'Some fields need attention.',
      fields: { title: 'Enter a headline.', body: 'Write the story.', tags: 'Tags must be a list.', imageAlt: 'Describe the photo for people who cannot see it.' },
    });
    const badSport = await studio.call('POST', '/api/studio/stories', { session: editor, body: { ...STORY, sportId: 999_999 } });
    expect(badSport.status).toBe(400);
    expect(badSport.json.error?.fields).toEqual({ sportId: 'Choose a sport from the list.' });
    expect((await studio.call('GET', '/api/studio/stories/999999', { session: editor })).json.error?.code).toBe('not_found');
  });

  it('needs If-Match (428) and refuses a stale version (412) with who changed it', async () => {
    const { id } = await create({ title: 'Version Clash Story' });
    const without = await studio.call('PUT', `/api/studio/stories/${id}`, { session: editor, body: STORY });
    expect(without.status).toBe(428);
    expect(without.json.error?.code).toBe('version_required');
    const first = await studio.call('PUT', `/api/studio/stories/${id}`, { session: editor, body: { ...STORY, title: 'Version Clash Story Edited' }, ifMatch: 1 });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id, version: 2, status: 'draft' });
    const stale = await studio.call('PUT', `/api/studio/stories/${id}`, { session: editor, body: STORY, ifMatch: 1 });
    expect(stale.status).toBe(412);
    expect(stale.json.error).toEqual({
      code: 'version_conflict',
      message: 'Someone else changed this while you were editing.',
      current: { version: 2, updatedAt: expect.any(String), updatedBy: { id: expect.any(Number), name: expect.any(String) } },
    });
    expect((await studio.call('POST', `/api/studio/stories/${id}/publish`, { session: editor, ifMatch: 1 })).status).toBe(412);
  });

  it('publishes now: the public list, RSS, sitemap and search show it right after the 2xx', async () => {
    // Every public answer is cached first, so only the write's announcement can make them fresh.
    await Promise.all([publicList(), rss(), sitemap(), search('Zephyrine')]);
    expect((await studio.call('GET', '/api/v2/Stories?$pageSize=50')).headers['x-cache']).toBe('HIT');
    const { id } = await create({ title: 'Zephyrine Sprinters Break School Record' });
    const published = await studio.call('POST', `/api/studio/stories/${id}/publish`, { session: editor, ifMatch: 1, body: {} });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ id, version: 2, status: 'published' });
    const url = published.json.url as string;
    expect((await publicList()).items.find((story) => story.id === id)?.url).toBe(url);
    expect(await rss()).toContain('Zephyrine Sprinters Break School Record');
    expect(await sitemap()).toContain(url);
    expect((await search('Zephyrine')).items.some((item) => JSON.stringify(item).includes('Zephyrine Sprinters'))).toBe(true);
    const activity = await studio.call('GET', '/api/studio/activity', { session: editor });
    expect((activity.json.items as Array<{ action: string; itemId: number; summary: string }>)[0]).toMatchObject({ action: 'publish', itemId: id, summary: 'Published “Zephyrine Sprinters Break School Record”' });
  });

  it('schedules a story: not public before its time, published by the scheduler at it', async () => {
    const { id } = await create({ title: 'Quillon Signing Day Announced' });
    const at = new Date(studio.now() + 10 * MINUTE).toISOString();
    const scheduled = await studio.call('POST', `/api/studio/stories/${id}/publish`, { session: editor, ifMatch: 1, body: { at } });
    expect(scheduled.json).toMatchObject({ id, version: 2, status: 'scheduled' });
    await publicList();
    expect(await studio.app.studio.scheduler.tick()).toBe(0);
    expect((await publicList()).items.map((story) => story.id)).not.toContain(id);
    expect(await rss()).not.toContain('Quillon Signing Day');
    const detail = await studio.call('GET', `/api/studio/stories/${id}`, { session: editor });
    expect(detail.json).toMatchObject({ status: 'scheduled', publishAt: at, previewUrl: `/hidden${scheduled.json.url as string}` });
    studio.advance(10 * MINUTE + 1_000);
    expect(await studio.app.studio.scheduler.tick()).toBe(1);
    expect((await publicList()).items.map((story) => story.id)).toContain(id);
    expect(await rss()).toContain('Quillon Signing Day');
    const now = await studio.call('GET', `/api/studio/stories/${id}`, { session: editor });
    expect(now.json).toMatchObject({ status: 'published', version: 3, updatedBy: null });
    const history = await studio.call('GET', `/api/studio/stories/${id}/history`, { session: editor });
    expect((history.json.items as Array<{ by: { name: string }; action: string }>)[0]).toMatchObject({ version: 3, action: 'publish', by: { id: null, name: 'Scheduler' } });
  });

  it('takes a story down at its unpublish time, and on request', async () => {
    const { id } = await create({ title: 'Vexillum Banner Night Returns' });
    const unpublishAt = new Date(studio.now() + 5 * MINUTE).toISOString();
    const published = await studio.call('POST', `/api/studio/stories/${id}/publish`, { session: editor, ifMatch: 1, body: { unpublishAt } });
    expect(published.json.status).toBe('published');
    expect((await publicList()).items.map((story) => story.id)).toContain(id);
    studio.advance(5 * MINUTE + 1_000);
    expect(await studio.app.studio.scheduler.tick()).toBe(1);
    expect((await publicList()).items.map((story) => story.id)).not.toContain(id);
    const again = await studio.call('POST', `/api/studio/stories/${id}/publish`, { session: editor, ifMatch: 3 });
    expect(again.json).toMatchObject({ status: 'published', url: published.json.url });
    const down = await studio.call('POST', `/api/studio/stories/${id}/unpublish`, { session: editor, ifMatch: 4 });
    expect(down.json).toMatchObject({ id, version: 5, status: 'unpublished' });
    expect((await publicList()).items.map((story) => story.id)).not.toContain(id);
  });

  it("keeps a tag off every public channel until a published story carries it: a draft's, a scheduled one's, an unpublished one's", async () => {
    const tagNames = ['Recruit Quorra Vance', 'Coaching Search Ostrander', 'Banner Ninefold'];
    const draft = await create({ title: 'Draft With A Secret Tag', tags: [tagNames[0]] });
    const scheduled = await create({ title: 'Scheduled With A Secret Tag', tags: [tagNames[1]] });
    expect((await studio.call('POST', `/api/studio/stories/${scheduled.id}/publish`, { session: editor, ifMatch: 1, body: { at: new Date(studio.now() + 7 * 24 * 60 * MINUTE).toISOString() } })).status).toBe(200);
    const takenDown = await create({ title: 'Taken Down With A Secret Tag', tags: [tagNames[2]] });
    expect((await studio.call('POST', `/api/studio/stories/${takenDown.id}/publish`, { session: editor, ifMatch: 1, body: {} })).status).toBe(200);
    expect((await studio.call('POST', `/api/studio/stories/${takenDown.id}/unpublish`, { session: editor, ifMatch: 2 })).status).toBe(200);

    const publicAnswers = async () =>
      [
        (await studio.call('GET', '/api/v2/Tags')).body,
        (await studio.call('GET', '/api/v2/Tags/filters')).body,
        ...(await Promise.all(['recruit-quorra-vance', 'coaching-search-ostrander', 'banner-ninefold'].map(async (slug) => (await studio.call('GET', `/api/v2/Tags/content?slug=${slug}`)).body))),
        (await studio.call('GET', '/api/v2/Tags/content')).body,
        await sitemap(),
        await rss(),
        JSON.stringify(await search('Quorra')),
        JSON.stringify(await search('Ostrander')),
        JSON.stringify(await search('Ninefold')),
      ].join('\n');
    const before = await publicAnswers();
    for (const name of tagNames) expect(before).not.toContain(name);
    expect(before).not.toMatch(/quorra|ostrander|ninefold/i);

    // Published, its tag is public, with the one story that carries it.
    expect((await studio.call('POST', `/api/studio/stories/${draft.id}/publish`, { session: editor, ifMatch: 1, body: {} })).status).toBe(200);
    const listed = (await studio.call('GET', '/api/v2/Tags')).json as unknown as Array<{ name: string; slug: string; count: number }>;
    expect(listed.find((tag) => tag.name === tagNames[0])).toMatchObject({ count: 1 });
    expect(listed.map((tag) => tag.name)).not.toContain(tagNames[1]);
    expect(listed.every((tag) => tag.count > 0)).toBe(true);
  });

  it('lists the history newest first and restores a version as a new one', async () => {
    const { id } = await create({ title: 'Original Headline Here' });
    await studio.call('PUT', `/api/studio/stories/${id}`, { session: editor, body: { ...STORY, title: 'Second Headline Here', body: '<p>Changed.</p>' }, ifMatch: 1 });
    const history = await studio.call('GET', `/api/studio/stories/${id}/history`, { session: editor });
    expect((history.json.items as Array<{ version: number; action: string }>).map((item) => [item.version, item.action])).toEqual([
      [2, 'update'],
      [1, 'create'],
    ]);
    const restored = await studio.call('POST', `/api/studio/stories/${id}/history/1/restore`, { session: editor, ifMatch: 2 });
    expect(restored.json).toMatchObject({ id, version: 3, status: 'draft' });
    const detail = await studio.call('GET', `/api/studio/stories/${id}`, { session: editor });
    expect(detail.json).toMatchObject({ title: 'Original Headline Here', body: STORY.body, version: 3 });
    expect((await studio.call('POST', `/api/studio/stories/${id}/history/9/restore`, { session: editor, ifMatch: 3 })).status).toBe(404);
  });

  it("keeps a published story's old address answering 301 after its headline changes", async () => {
    const { id } = await create({ title: 'Harbor Regatta Opens Season' });
    const published = await studio.call('POST', `/api/studio/stories/${id}/publish`, { session: editor, ifMatch: 1 });
    const oldUrl = published.json.url as string;
    const edited = await studio.call('PUT', `/api/studio/stories/${id}`, { session: editor, body: { ...STORY, title: 'Harbor Regatta Opens Season With a Win' }, ifMatch: 2 });
    const newUrl = edited.json.url as string;
    expect(newUrl).toMatch(/harbor-regatta-opens-season-with-a-win$/);
    const page = await studio.app.inject({ method: 'GET', url: oldUrl, headers: { host: 'ridgemont.localhost' } });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(newUrl);
    const [, , y, m, d, slug] = oldUrl.split('/');
    const day = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
    const api = await studio.call('GET', `/api/v2/Stories/${day}/${slug}`);
    expect(api.status).toBe(301);
    expect(api.headers.location).toBe(`/api/v2/Stories/${day}/${newUrl.split('/').pop()}`);
    expect((await studio.call('GET', api.headers.location as string)).status).toBe(200);
    // Another story cannot take the old address.
    const other = await create({ title: 'Harbor Regatta Opens Season' });
    expect(other.url).not.toBe(oldUrl);
  });

  it('stores a sanitised body: no script, no event handler', async () => {
    const { id } = await create({ title: 'Sanitised Body Story', body: '<p onclick="x()">Hello <img src="https://example.org/a.png" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">link</a>' });
    const detail = await studio.call('GET', `/api/studio/stories/${id}`, { session: editor });
    const body = detail.json.body as string;
    expect(body).toContain('Hello');
    expect(body).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  describe('what the site shows beside a story (teaser, writer, type, square photo, video, gallery, links, rotator, meta)', () => {
    const firstId = async (query: ReturnType<typeof sql>) => Number(((await studio.store.database.db.execute(query)) as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
    let site: Record<string, unknown>;
    beforeAll(async () => {
      const school = sql`(SELECT id FROM tenants WHERE key = 'ridgemont')`;
      site = {
        teaser: 'A comeback for the ages.',
        writerId: await firstId(sql`SELECT id FROM story_writers WHERE tenant_id = ${school} ORDER BY id LIMIT 1`),
        storyType: 'recap',
        imageCaption: 'The winning run',
        imageCredit: 'Ridgemont Athletics',
        alternateImageId: await firstId(sql`SELECT id FROM media WHERE tenant_id = ${school} AND content_type LIKE 'image/%' ORDER BY id LIMIT 1`),
        video: { youtubeId: 'dQw4w9WgXcQ', title: 'Highlights' },
        galleryId: 4321,
        links: [
          { text: 'Box Score', url: '/sports/baseball/stats' },
          { text: 'Conference release', url: 'https://example.org/release' },
        ],
        inRotator: true,
        metaKeywords: 'Comeback, Overtime',
        metaDescription: 'The Falcons rally in overtime.',
      };
    });
    const detailOf = async (id: number) => (await studio.call('GET', `/api/studio/stories/${id}`, { session: editor })).json;

    it('accepts them on POST and returns them', async () => {
      const { id } = await create({ title: 'Site Fields Story', ...site });
      const detail = await detailOf(id);
      const { video: _video, ...rest } = site;
      expect(detail).toMatchObject({ ...rest, video: { youtubeId: 'dQw4w9WgXcQ', archiveId: null, title: 'Highlights' }, alternateImageUrl: expect.stringMatching(/\.svg$/) });
    });

    it('refuses a bad value with its message, and a writer or square photo not the school\'s', async () => {
      const bad = await studio.call('POST', '/api/studio/stories', {
        session: editor,
        body: { ...STORY, video: { youtubeId: 'not an id' }, links: [{ text: '', url: 'javascript:alert(1)' }], storyType: 'Big News', inRotator: 'yes', teaser: 'x'.repeat(501) },
      });
      expect(bad.status).toBe(400);
      expect(bad.json.error?.fields).toEqual({
        'video.youtubeId': 'Give the YouTube video id: the 11 characters after v= in its address.',
        'links.0.text': 'Each link needs its words.',
        'links.0.url': 'Give each link an address on the site (/tickets) or on the web (https://...).',
        storyType: 'Give the story type as one lower-case word, like news, recap or feature.',
        inRotator: 'Say whether the story shows in the home page rotator (true or false).',
        teaser: 'Keep the teaser to 500 characters or fewer.',
      });
      const noVideo = await studio.call('POST', '/api/studio/stories', { session: editor, body: { ...STORY, video: { title: 'Nothing to show' } } });
      expect(noVideo.json.error?.fields).toEqual({ 'video.youtubeId': 'Give the YouTube video id or the archive video.' });
      const strangers = await studio.call('POST', '/api/studio/stories', { session: editor, body: { ...STORY, writerId: 999_999, alternateImageId: 999_999 } });
      expect(strangers.status).toBe(400);
      expect(strangers.json.error?.fields).toEqual({ writerId: 'Choose a writer from the list.', alternateImageId: 'Choose the square photo from the media library.' });
    });

    it('keeps them through a PUT that leaves them out (the studio form), and clears one given as null', async () => {
      const { id } = await create({ title: 'Kept Fields Story', ...site });
      const before = await detailOf(id);
      const edited = await studio.call('PUT', `/api/studio/stories/${id}`, { session: editor, body: { ...STORY, title: 'Kept Fields Story Edited', body: '<p>A new body.</p>' }, ifMatch: 1 });
      expect(edited.status).toBe(200);
      const after = await detailOf(id);
      for (const field of [...Object.keys(site), 'alternateImageUrl']) expect(after[field], field).toEqual(before[field]);
      const cleared = await studio.call('PUT', `/api/studio/stories/${id}`, { session: editor, body: { ...STORY, title: 'Kept Fields Story Edited', video: null, links: [] }, ifMatch: 2 });
      expect(cleared.status).toBe(200);
      expect(await detailOf(id)).toMatchObject({ video: null, links: [], teaser: site.teaser, inRotator: true });
    });

    it('still derives the teaser of a story that has none of its own from its text, edit after edit', async () => {
      const { id } = await create({ title: 'Derived Teaser Story', subtitle: '', body: '<p>First words of the story.</p>' });
      expect((await detailOf(id)).teaser).toBe('First words of the story.');
      await studio.call('PUT', `/api/studio/stories/${id}`, { session: editor, body: { ...STORY, title: 'Derived Teaser Story', subtitle: '', body: '<p>Other words now.</p>' }, ifMatch: 1 });
      expect(await detailOf(id)).toMatchObject({ teaser: 'Other words now.', metaDescription: 'Other words now.', storyType: 'news' });
    });
  });

  it('deletes a story (If-Match), which leaves the site at once', async () => {
    const { id } = await create({ title: 'Story To Delete Soon' });
    const published = await studio.call('POST', `/api/studio/stories/${id}/publish`, { session: editor, ifMatch: 1 });
    expect(published.status).toBe(200);
    expect((await publicList()).items.map((story) => story.id)).toContain(id);
    expect((await studio.call('DELETE', `/api/studio/stories/${id}`, { session: editor, ifMatch: 1 })).status).toBe(412);
    const deleted = await studio.call('DELETE', `/api/studio/stories/${id}`, { session: editor, ifMatch: 2 });
    expect(deleted.status).toBe(204);
    expect((await publicList()).items.map((story) => story.id)).not.toContain(id);
    expect((await studio.call('GET', `/api/studio/stories/${id}`, { session: editor })).status).toBe(404);
  });

  it('lists by sport and by who changed a story last, sorted by a column either way, and names who can be filtered by', async () => {
    const sports = (await studio.call('GET', '/api/v2/Sports')).json as unknown as Array<{ id: number }>;
    const sportId = sports[1]!.id;
    const made = [await create({ title: 'zebra Table Story', sportId }), await create({ title: 'Aardvark Table Story', sportId }), await create({ title: 'Middle Table Story', sportId })];
    const me = ((await studio.call('GET', `/api/studio/stories/${made[0]!.id}`, { session: editor })).json.updatedBy as { id: number; name: string });
    type Page = { items: Array<{ id: number; title: string; sportId: number | null; updatedBy: { id: number } | null }>; total: number; changers: Array<{ id: number; name: string }> };
    const list = async (query: string) => {
      const answer = await studio.call('GET', `/api/studio/stories?pageSize=100&${query}`, { session: editor });
      expect(answer.status, answer.body).toBe(200);
      return answer.json as unknown as Page;
    };

    const bySport = await list(`sportId=${sportId}&q=Table Story&sort=title`);
    expect(bySport.items.map((story) => story.title)).toEqual(['Aardvark Table Story', 'Middle Table Story', 'zebra Table Story']);
    expect((await list(`sportId=${sportId}&q=Table Story&sort=title&dir=desc`)).items.map((story) => story.title)).toEqual(['zebra Table Story', 'Middle Table Story', 'Aardvark Table Story']);
    expect((await list(`sportId=${sports[2]!.id}&q=Table Story`)).total).toBe(0);

    const mine = await list(`changedBy=${me.id}`);
    expect(mine.items.length).toBeGreaterThanOrEqual(3);
    expect(mine.items.every((story) => story.updatedBy?.id === me.id)).toBe(true);
    expect(mine.changers).toContainEqual({ id: me.id, name: me.name });
    expect((await list('changedBy=999999')).total).toBe(0);
    // mine=true: the signed-in account's, whatever changedBy says.
    expect((await list('mine=true&changedBy=999999')).items.map((story) => story.id)).toEqual(mine.items.map((story) => story.id));

    // Publishing time: the scheduled and published first (newest), the never-published last, whichever way.
    const all = await list('sort=publishAt');
    const times = all.items.map((story) => (story as unknown as { publishAt: string | null }).publishAt);
    const dated = times.filter((at): at is string => at !== null);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(times.slice(dated.length).every((at) => at === null)).toBe(true);

    for (const bad of ['sort=author', 'dir=up', 'sportId=x', 'changedBy=-1', 'mine=yes']) {
      const answer = await studio.call('GET', `/api/studio/stories?${bad}`, { session: editor });
      expect(answer.status, bad).toBe(400);
    }
  });
});
