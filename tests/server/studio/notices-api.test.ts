import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMAGE_ALT_MESSAGE, LINK_MESSAGE, WINDOW_MESSAGE } from '../../../contract/studio/notices';
import { auditLog, contentVersions } from '../../../server/store/tables/studio';
import { storeKinds } from '../../support/test-store';
import { picture } from './media-files';
import { executableParts, isHarmlessLink, OWASP_HTML_CASES, OWASP_LINK_CASES } from './owasp-xss';
import { multipartBody, SCHOOL, startStudioWriter, type Session, type StudioWriter } from './studio-writer';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface PublicAlert {
  id: number;
  title: string;
  message: string | null;
  link: string | null;
}

describe.each(storeKinds(inject('postgresUrl')))('the studio notices API on %s', (kind) => {
  let studio: StudioWriter;
  let editor: Session;

  beforeAll(async () => {
    studio = await startStudioWriter(kind, inject('postgresUrl'));
    editor = await studio.addAccount('editor');
  });
  afterAll(async () => {
    await studio?.close();
  });

  const at = (offsetMs: number) => new Date(studio.now() + offsetMs).toISOString();
  const publicGet = async (url: string) => {
    const response = await studio.app.inject({ method: 'GET', url, headers: { tenant: SCHOOL } });
    return { status: response.statusCode, json: response.body ? JSON.parse(response.body) : null, body: response.body };
  };
  const publicAlerts = async () => (await publicGet('/api/v2/Alert/active')).json as PublicAlert[];

  it('shows an alert created now on the public alerts answer at once, and drops it after its end as the clock moves', async () => {
    // The answer is cached before the write: the write must drop it.
    const before = await publicAlerts();
    const created = await studio.call(editor, 'POST', '/api/studio/alerts', { json: { title: 'Saturday kickoff moved to 3 PM for weather', message: '<p>Gates & parking open at <strong>1:30</strong>.</p>', link: '/schedule', endDate: at(HOUR) } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ version: 1, state: 'showing', title: 'Saturday kickoff moved to 3 PM for weather', link: '/schedule' });
    expect(created.headers.etag).toBe('"1"');
    expect(before.some((alert) => alert.id === created.json.id)).toBe(false);
    expect((await publicAlerts()).find((alert) => alert.id === created.json.id)).toMatchObject({ title: 'Saturday kickoff moved to 3 PM for weather', link: '/schedule', message: 'Gates & parking open at 1:30.' });

    studio.advance(HOUR + MINUTE);
    expect((await publicAlerts()).some((alert) => alert.id === created.json.id)).toBe(false);
    expect((await studio.call(editor, 'GET', `/api/studio/alerts/${created.json.id}`)).json.state).toBe('ended');

    const audit = await studio.store.database.db.select().from(auditLog).where(and(eq(auditLog.kind, 'alert'), eq(auditLog.itemId, created.json.id))).orderBy(auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
  });

  it('keeps plain-text fields as typed, for the site shows them as text: no markup, and no escape codes in its place', async () => {
    const created = await studio.call(editor, 'POST', '/api/studio/alerts', { json: { title: 'Q&A: Rams 3 > Bears 2, "finally" <b>tonight</b>', message: 'a < b & <script>alert(1)</script>done' } });
    expect(created.status).toBe(201);
    const shown = (await publicAlerts()).find((alert) => alert.id === created.json.id);
    expect(shown).toMatchObject({ title: 'Q&A: Rams 3 > Bears 2, "finally" tonight', message: 'a < b & done' });
  });

  it('waits for a scheduled alert to start', async () => {
    const created = await studio.call(editor, 'POST', '/api/studio/alerts', { json: { title: 'Tip-off in an hour', startDate: at(30 * MINUTE), endDate: at(2 * HOUR) } });
    expect(created.json.state).toBe('scheduled');
    expect((await publicAlerts()).some((alert) => alert.id === created.json.id)).toBe(false);
    studio.advance(31 * MINUTE);
    expect((await publicAlerts()).some((alert) => alert.id === created.json.id)).toBe(true);
  });

  it('keeps no public answer past the instant a window opens or closes: the cache and the browser are told when it changes', async () => {
    const SECOND = 1000;
    const get = async (url: string) => studio.app.inject({ method: 'GET', url, headers: { tenant: SCHOOL } });
    // The longest any cache, the browser's (max-age) or a shared one (s-maxage), may keep the answer; none may serve it stale past the change.
    const maxAge = (response: { headers: Record<string, unknown> }) => {
      const cacheControl = String(response.headers['cache-control']);
      if (/stale-while-revalidate/.test(cacheControl)) return Infinity;
      return Math.max(...[...cacheControl.matchAll(/(?:^|[ ,])(?:s-)?max-?age=(\d+)/g)].map((match) => Number(match[1])));
    };

    const alert = await studio.call(editor, 'POST', '/api/studio/alerts', { json: { title: 'Gates open early', startDate: at(10 * SECOND), endDate: at(25 * SECOND) } });
    const splash = await studio.call(editor, 'POST', '/api/studio/splash', { json: { title: 'Senior day', startDate: at(10 * SECOND), endDate: at(25 * SECOND) } });
    const location = (await studio.call(editor, 'GET', '/api/studio/promotions')).json.locations.find((candidate: { name: string; sportId: number | null }) => candidate.name === 'home-multi' && candidate.sportId === null);
    const promotion = await studio.call(editor, 'POST', '/api/studio/promotions', { json: { locationId: location.id, title: 'Flash sale', startDate: at(10 * SECOND), endDate: at(25 * SECOND) } });
    for (const created of [alert, splash, promotion]) expect(created.status).toBe(201);
    const shown = async () => {
      const answers = { alerts: await get('/api/v2/Alert/active'), splash: await get('/api/v2/Splash/0'), promotions: await get('/api/v2/promotions/home-multi') };
      return {
        answers,
        alert: (JSON.parse(answers.alerts.body) as PublicAlert[]).some((item) => item.id === alert.json.id),
        splash: JSON.parse(answers.splash.body).data?.id === splash.json.id,
        promotion: answers.promotions.statusCode === 200 && (JSON.parse(answers.promotions.body).campaigns as Array<{ id: number }>).some((item) => item.id === promotion.json.id),
      };
    };

    // Before the window: not shown, and no cache (this server's or the browser's) keeps that past the start.
    const before = await shown();
    expect([before.alert, before.splash, before.promotion]).toEqual([false, false, false]);
    for (const answer of Object.values(before.answers)) expect(maxAge(answer)).toBeLessThanOrEqual(10);
    const cachedBefore = await get('/api/v2/Alert/active');
    expect(cachedBefore.headers['x-cache']).toBe('HIT');

    // Within the server cache's 30 s, the window opens and the answers follow, with no write to drop them.
    studio.advance(11 * SECOND);
    const during = await shown();
    expect([during.alert, during.splash, during.promotion]).toEqual([true, true, true]);
    for (const answer of Object.values(during.answers)) expect(maxAge(answer)).toBeLessThanOrEqual(15);

    studio.advance(15 * SECOND);
    const after = await shown();
    expect([after.alert, after.splash, after.promotion]).toEqual([false, false, false]);
  });

  it('refuses a javascript: link, an end before the start and an empty title, one message per field', async () => {
    const answer = await studio.call(editor, 'POST', '/api/studio/alerts', { json: { title: '', link: 'javascript:alert(1)', startDate: at(HOUR), endDate: at(0) } });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({ code: 'invalid_input', fields: { title: 'Enter the alert.', link: LINK_MESSAGE } });
    const window = await studio.call(editor, 'POST', '/api/studio/alerts', { json: { title: 'Backwards', startDate: at(HOUR), endDate: at(0) } });
    expect(window.json.error.fields).toEqual({ endDate: WINDOW_MESSAGE });
  });

  it('edits and deletes an alert with If-Match: 428 without, 412 on a stale version, and the public answer follows', async () => {
    const created = await studio.call(editor, 'POST', '/api/studio/alerts', { json: { title: 'Parking lot C closed' } });
    const url = `/api/studio/alerts/${created.json.id}`;
    const body = { title: 'Parking lots C and D closed' };
    expect((await studio.call(editor, 'PUT', url, { json: body })).status).toBe(428);
    const changed = await studio.call(editor, 'PUT', url, { json: body, ifMatch: 1 });
    expect(changed.json).toMatchObject({ version: 2, title: 'Parking lots C and D closed' });
    expect((await publicAlerts()).find((alert) => alert.id === created.json.id)?.title).toBe('Parking lots C and D closed');
    const stale = await studio.call(editor, 'PUT', url, { json: { title: 'Old tab' }, ifMatch: 1 });
    expect(stale.status).toBe(412);
    expect(stale.json.error.current).toMatchObject({ version: 2, updatedBy: { name: expect.stringContaining('Test editor') } });
    expect((await studio.call(editor, 'DELETE', url, { ifMatch: 1 })).status).toBe(412);
    expect((await studio.call(editor, 'DELETE', url, { ifMatch: 2 })).status).toBe(204);
    expect((await publicAlerts()).some((alert) => alert.id === created.json.id)).toBe(false);
    expect((await studio.call(editor, 'GET', url)).status).toBe(404);
    const versions = await studio.store.database.db.select().from(contentVersions).where(and(eq(contentVersions.kind, 'alert'), eq(contentVersions.itemId, created.json.id)));
    expect(versions.map((row) => row.version).sort()).toEqual([1, 2]);
  });

  it('runs a splash with an uploaded photo on the home page, and edits and removes it', async () => {
    const { payload, headers } = multipartBody([{ name: 'alt', value: 'Fans at homecoming' }, { name: 'file', filename: 'homecoming.png', contentType: 'image/png', body: await picture('png', 40, 20) }]);
    const photo = await studio.call(editor, 'POST', '/api/studio/media', { payload, headers });
    expect(photo.status).toBe(201);

    const body = { title: 'Homecoming weekend', html: '<p>Tickets on sale</p>', link: 'https://tickets.example.com/homecoming', imageId: photo.json.id, imageAlt: 'Fans at homecoming', startDate: at(-MINUTE), endDate: at(3 * HOUR) };
    const noAlt = await studio.call(editor, 'POST', '/api/studio/splash', { json: { ...body, imageAlt: '' } });
    expect(noAlt.json.error.fields).toEqual({ imageAlt: IMAGE_ALT_MESSAGE });
    const created = await studio.call(editor, 'POST', '/api/studio/splash', { json: body });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ state: 'showing', imageId: photo.json.id, imageUrl: photo.json.url, sportId: null });

    const running = await publicGet('/api/v2/Splash');
    expect(running.json.data).toMatchObject({ id: created.json.id, title: 'Homecoming weekend', link: 'https://tickets.example.com/homecoming' });
    expect(running.json.data.picture.images[0]).toMatchObject({ url: photo.json.url, alt: 'Fans at homecoming' });

    const url = `/api/studio/splash/${created.json.id}`;
    const changed = await studio.call(editor, 'PUT', url, { json: { ...body, title: 'Homecoming weekend: sold out' }, ifMatch: 1 });
    expect(changed.json.version).toBe(2);
    expect((await publicGet('/api/v2/Splash')).json.data.title).toBe('Homecoming weekend: sold out');
    expect((await studio.call(editor, 'GET', '/api/studio/splash')).json.items.some((item: { id: number }) => item.id === created.json.id)).toBe(true);
    expect((await studio.call(editor, 'DELETE', url, { ifMatch: 2 })).status).toBe(204);
    const after = await publicGet('/api/v2/Splash');
    expect(after.status === 204 || after.json?.data?.id !== created.json.id).toBe(true);
  });

  it('runs a promotion campaign in a named location, and edits and removes it', async () => {
    const list = await studio.call(editor, 'GET', '/api/studio/promotions');
    expect(list.status).toBe(200);
    const location = list.json.locations.find((candidate: { name: string; sportId: number | null }) => candidate.name === 'home-multi' && candidate.sportId === null);
    expect(location).toBeDefined();
    const bad = await studio.call(editor, 'POST', '/api/studio/promotions', { json: { locationId: 99_999_999, title: 'Nowhere' } });
    expect(bad.json.error.fields).toEqual({ locationId: 'Choose where the promotion shows.' });

    const created = await studio.call(editor, 'POST', '/api/studio/promotions', { json: { locationId: location.id, title: 'Season tickets', link: '/tickets', html: '<p>Buy <em>now</em></p>', rank: 0 } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ location: { id: location.id, name: 'home-multi' }, state: 'showing' });
    const campaigns = async () => ((await publicGet('/api/v2/promotions/home-multi')).json?.campaigns ?? []) as Array<{ id: number; title: string; link: string | null }>;
    expect((await campaigns()).find((campaign) => campaign.id === created.json.id)).toMatchObject({ title: 'Season tickets', link: '/tickets' });

    const url = `/api/studio/promotions/${created.json.id}`;
    expect((await studio.call(editor, 'PUT', url, { json: { locationId: location.id, title: 'Season tickets: last days', endDate: at(-MINUTE), startDate: at(-HOUR) }, ifMatch: 1 })).json.state).toBe('ended');
    expect((await campaigns()).some((campaign) => campaign.id === created.json.id)).toBe(false);
    expect((await studio.call(editor, 'DELETE', url, { ifMatch: 2 })).status).toBe(204);
  });

  it('never serves OWASP filter-evasion cases as something that runs: alert text and promotion links', async () => {
    const location = (await studio.call(editor, 'GET', '/api/studio/promotions')).json.locations.find((candidate: { name: string; sportId: number | null }) => candidate.name === 'home-multi' && candidate.sportId === null);
    const ourAlerts = new Set<number>();
    const ourCampaigns = new Set<number>();
    for (const vector of OWASP_HTML_CASES) {
      const answer = await studio.call(editor, 'POST', '/api/studio/alerts', { json: { title: `Gates open ${vector}`, message: vector } });
      expect([vector, answer.status]).toEqual([vector, answer.status === 400 ? 400 : 201]);
      const promotion = await studio.call(editor, 'POST', '/api/studio/promotions', { json: { locationId: location.id, title: `Tickets ${vector}`, html: vector, hoverText: vector } });
      expect([vector, promotion.status]).toEqual([vector, promotion.status === 400 ? 400 : 201]);
      if (answer.status === 201) ourAlerts.add(answer.json.id);
      if (promotion.status === 201) ourCampaigns.add(promotion.json.id);
    }
    let refusedLinks = 0;
    for (const vector of OWASP_LINK_CASES) {
      const alert = await studio.call(editor, 'POST', '/api/studio/alerts', { json: { title: 'Link test', link: vector } });
      const promotion = await studio.call(editor, 'POST', '/api/studio/promotions', { json: { locationId: location.id, title: 'Link test', link: vector } });
      for (const answer of [alert, promotion]) {
        if (answer.status === 400) refusedLinks += 1;
        else expect([vector, answer.status]).toEqual([vector, 201]);
      }
    }
    // Every hidden scheme is refused with the link's field message.
    expect(refusedLinks).toBe(OWASP_LINK_CASES.length * 2);

    // What the school's own seed holds is not ours to judge here: the answers to these writes are.
    const alerts = (await publicAlerts()).filter((alert) => ourAlerts.has(alert.id));
    const campaigns = (((await publicGet('/api/v2/promotions/home-multi')).json.campaigns ?? []) as Array<Record<string, string | null> & { id: number }>).filter((campaign) => ourCampaigns.has(campaign.id));
    // Most cases are stored (made harmless); a few are refused (over a length, or nothing left of a title once its markup is gone).
    expect(alerts.length).toBe(ourAlerts.size);
    expect(alerts.length).toBeGreaterThan(OWASP_HTML_CASES.length / 2);
    expect(campaigns.length).toBe(ourCampaigns.size);
    for (const alert of alerts) {
      expect([alert.title, executableParts(alert.title)]).toEqual([alert.title, []]);
      expect([alert.message, executableParts(alert.message ?? '')]).toEqual([alert.message, []]);
      expect([alert.link, isHarmlessLink(alert.link)]).toEqual([alert.link, true]);
    }
    for (const campaign of campaigns) {
      for (const field of ['title', 'html', 'hover_text'] as const) expect([campaign[field], executableParts(campaign[field] ?? '')]).toEqual([campaign[field], []]);
      expect([campaign.link, isHarmlessLink(campaign.link)]).toEqual([campaign.link, true]);
    }
  });
});
