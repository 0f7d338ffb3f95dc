import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NEWSLETTER_SEND_AT_MESSAGE, NEWSLETTER_STORIES_MESSAGE, NEWSLETTER_SUBJECT_MESSAGE } from '../../../contract/studio/newsletters';
import { SPORT_UNKNOWN_MESSAGE, STORY_NOT_PUBLISHED_MESSAGE } from '../../../server/studio/newsletters/newsletter-fields';
import { sendDueNewsletters, sendNewsletter } from '../../../server/studio/newsletters/newsletter-send';
import { ContentChanges } from '../../../server/studio/content-changes';
import { newsletters } from '../../../server/store/tables/newsletters';
import { notifyEvents } from '../../../server/store/tables/notifications';
import { auditLog } from '../../../server/store/tables/studio';
import { storeKinds } from '../../support/test-store';
import { startNewsletterStudio, type NewsletterStudio } from './newsletters-kit';
import { OTHER_SCHOOL, SCHOOL, type Session } from './studio-writer';

const HOUR = 3_600_000;

describe.each(storeKinds(inject('postgresUrl')))('the studio newsletters API on %s', (kind) => {
  let kit: NewsletterStudio;
  let editor: Session;
  let admin: Session & { accountId: number };
  let storyIds: number[];
  let sportIds: number[];

  beforeAll(async () => {
    kit = await startNewsletterStudio(kind, inject('postgresUrl'));
    editor = await kit.addAccount('editor');
    admin = await kit.addAccount('admin');
    storyIds = (await kit.publishedStories(SCHOOL, 3)).map((story) => story.id);
    sportIds = (await kit.sportIds(SCHOOL)).slice(0, 2);
  });
  afterAll(async () => {
    await kit?.close();
  });

  const db = () => kit.db;
  const draft = async (subject = 'Weekly news') => {
    const created = await kit.call(editor, 'POST', '/api/studio/newsletters', { json: { subject, introHtml: '<p>Hello fans</p>', storyIds, sportIds } });
    expect(created.status).toBe(201);
    return created.json as { id: number; version: number };
  };
  const eventsOf = (id: number) => db().select().from(notifyEvents).where(like(notifyEvents.key, `newsletter:${id}`));
  const rowOf = async (id: number) => (await db().select().from(newsletters).where(eq(newsletters.id, id)))[0]!;

  it('creates a draft with its intro sanitised, and says which field is wrong otherwise', async () => {
    const created = await kit.call(editor, 'POST', '/api/studio/newsletters', { json: { subject: '  Game week  ', introHtml: '<p onclick="x()">Go <strong>team</strong></p><script>alert(1)</script>', storyIds, sportIds } });
    expect(created.status).toBe(201);
    expect(created.headers.etag).toBe('"1"');
    expect(created.json).toMatchObject({ version: 1, subject: 'Game week', introHtml: '<p>Go <strong>team</strong></p>', storyIds, status: 'draft', sendAt: null, sentAt: null, delivery: null });
    expect(created.json.updatedBy).toMatchObject({ id: expect.any(Number) });

    const fieldsOf = async (json: unknown) => (await kit.call(editor, 'POST', '/api/studio/newsletters', { json })).json.error.fields;
    expect(await fieldsOf({ subject: ' ', storyIds })).toMatchObject({ subject: NEWSLETTER_SUBJECT_MESSAGE });
    expect(await fieldsOf({ subject: 'Empty', introHtml: '<p> </p>' })).toMatchObject({ storyIds: NEWSLETTER_STORIES_MESSAGE });
    // The allow-list leaves nothing of a script: nothing to read.
    expect(await fieldsOf({ subject: 'Empty', introHtml: '<script>alert(1)</script>' })).toMatchObject({ storyIds: NEWSLETTER_STORIES_MESSAGE });
    const otherStory = (await kit.publishedStories(OTHER_SCHOOL, 1))[0]!.id;
    expect(await fieldsOf({ subject: 'Theirs', storyIds: [otherStory] })).toMatchObject({ storyIds: STORY_NOT_PUBLISHED_MESSAGE });
    // Beyond the store's ids: a field message, not a failed query.
    expect(await fieldsOf({ subject: 'Huge', storyIds: [2_147_483_648], sportIds: [2_147_483_648] })).toEqual({ storyIds: STORY_NOT_PUBLISHED_MESSAGE, sportIds: SPORT_UNKNOWN_MESSAGE });
    const otherSport = (await kit.sportIds(OTHER_SCHOOL))[0]!;
    expect(await fieldsOf({ subject: 'Theirs', storyIds, sportIds: [otherSport] })).toMatchObject({ sportIds: SPORT_UNKNOWN_MESSAGE });
  });

  it("offers the picker only stories fans can read now (onSite): every one of them is accepted", async () => {
    const all = await kit.call(editor, 'GET', '/api/studio/stories?status=published&pageSize=100');
    const onSite = await kit.call(editor, 'GET', '/api/studio/stories?status=published&onSite=true&pageSize=100');
    expect(onSite.status).toBe(200);
    const ids = (onSite.json.items as Array<{ id: number }>).map((item) => item.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(onSite.json.total).toBeLessThanOrEqual(all.json.total);
    const answer = await kit.call(editor, 'POST', '/api/studio/newsletters', { json: { subject: 'From the picker', storyIds: ids.slice(0, 30) } });
    expect(answer.status, answer.body).toBe(201);
    expect((await kit.call(editor, 'GET', '/api/studio/stories?onSite=maybe')).status).toBe(400);
  });

  it('refuses a story that is not published (a draft of the studio)', async () => {
    const story = await kit.call(editor, 'POST', '/api/studio/stories', { json: { title: 'Draft only story', body: '<p>Not yet.</p>' } });
    expect(story.status).toBe(201);
    const answer = await kit.call(editor, 'POST', '/api/studio/newsletters', { json: { subject: 'Too early', storyIds: [story.json.id] } });
    expect(answer.status).toBe(400);
    expect(answer.json.error.fields).toEqual({ storyIds: STORY_NOT_PUBLISHED_MESSAGE });
  });

  it('updates with If-Match (412 on a stale version, 428 without one) and deletes a draft', async () => {
    const { id } = await draft();
    const updated = await kit.call(editor, 'PUT', `/api/studio/newsletters/${id}`, { ifMatch: 1, json: { subject: 'Weekly news, revised', storyIds: [...storyIds].reverse() } });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ version: 2, subject: 'Weekly news, revised', storyIds: [...storyIds].reverse(), sportIds: [] });
    expect(updated.headers.etag).toBe('"2"');

    const stale = await kit.call(editor, 'PUT', `/api/studio/newsletters/${id}`, { ifMatch: 1, json: { subject: 'Lost edit', storyIds } });
    expect(stale.status).toBe(412);
    expect(stale.json.error.current).toMatchObject({ version: 2 });
    expect((await kit.call(editor, 'PUT', `/api/studio/newsletters/${id}`, { json: { subject: 'No version', storyIds } })).status).toBe(428);
    expect((await rowOf(id)).subject).toBe('Weekly news, revised');

    expect((await kit.call(editor, 'DELETE', `/api/studio/newsletters/${id}`, { ifMatch: 1 })).status).toBe(412);
    expect((await kit.call(editor, 'DELETE', `/api/studio/newsletters/${id}`, { ifMatch: 2 })).status).toBe(204);
    expect((await kit.call(editor, 'GET', `/api/studio/newsletters/${id}`)).status).toBe(404);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.kind, 'newsletter'), eq(auditLog.itemId, id))).orderBy(auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('lets only an admin send; the send writes one outbox event with the status change, and nothing after it', async () => {
    const { id } = await draft();
    const refused = await kit.call(editor, 'POST', `/api/studio/newsletters/${id}/send`, { ifMatch: 1 });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('forbidden_role');
    expect((await kit.call(admin, 'POST', `/api/studio/newsletters/${id}/send`, { ifMatch: 7 })).status).toBe(412);
    expect(await eventsOf(id)).toEqual([]);
    expect((await rowOf(id)).status).toBe('draft');

    const sent = await kit.call(admin, 'POST', `/api/studio/newsletters/${id}/send`, { ifMatch: 1 });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ status: 'sent', version: 2 });
    expect(Math.abs(Date.parse(sent.json.sentAt) - kit.now())).toBeLessThan(60_000);
    const events = await eventsOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'newsletter', key: `newsletter:${id}`, payload: { newsletterId: id } });
    expect((await rowOf(id)).eventId).toBe(events[0]!.id);

    expect((await kit.call(admin, 'POST', `/api/studio/newsletters/${id}/send`, { ifMatch: 2 })).status).toBe(409);
    expect((await kit.call(editor, 'PUT', `/api/studio/newsletters/${id}`, { ifMatch: 2, json: { subject: 'Too late', storyIds } })).status).toBe(409);
    expect((await kit.call(editor, 'DELETE', `/api/studio/newsletters/${id}`, { ifMatch: 2 })).status).toBe(409);
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it("tells the outbox of a send at once, and keeps the school's cached pages (fans see no newsletter)", async () => {
    const { id } = await draft('Heard at once');
    const tenantId = await kit.tenantId(SCHOOL);
    kit.announced.invalidated.length = 0;
    kit.announced.privateWrites.length = 0;
    expect((await kit.call(admin, 'POST', `/api/studio/newsletters/${id}/send`, { ifMatch: 1 })).status).toBe(200);
    expect(kit.announced).toEqual({ invalidated: [], privateWrites: [tenantId] });
  });

  it('writes neither the event nor the status when the send fails inside its transaction', async () => {
    const { id } = await draft();
    const failing = new ContentChanges({ invalidate: () => undefined, onError: () => undefined });
    failing.notify = async () => {
      throw new Error('the store went away');
    };
    const tenantId = await kit.tenantId(SCHOOL);
    await expect(sendNewsletter({ ...kit.deps, changes: failing }, tenantId, { accountId: admin.accountId, name: 'Admin' }, id, 1, {})).rejects.toThrow('the store went away');
    expect(await eventsOf(id)).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: 'draft', version: 1, eventId: null, sentAt: null });
  });

  it('schedules a send for later, which sendDueNewsletters makes at its time; unschedule takes it back to draft', async () => {
    const past = new Date(kit.now() - HOUR).toISOString();
    const early = await kit.call(admin, 'POST', `/api/studio/newsletters/${(await draft()).id}/send`, { ifMatch: 1, json: { sendAt: past } });
    expect(early.json.error.fields).toEqual({ sendAt: NEWSLETTER_SEND_AT_MESSAGE });

    const start = kit.now();
    const sendAt = new Date(start + HOUR);
    const { id } = await draft('Scheduled news');
    const scheduled = await kit.call(admin, 'POST', `/api/studio/newsletters/${id}/send`, { ifMatch: 1, json: { sendAt: sendAt.toISOString() } });
    expect(scheduled.json).toMatchObject({ status: 'scheduled', sendAt: sendAt.toISOString(), version: 2 });
    expect(await eventsOf(id)).toEqual([]);
    // Still editable while it waits.
    expect((await kit.call(editor, 'PUT', `/api/studio/newsletters/${id}`, { ifMatch: 2, json: { subject: 'Scheduled news', storyIds, sportIds } })).json.status).toBe('scheduled');

    const pinned = (at: number) => ({ ...kit.deps, now: () => at });
    expect(await sendDueNewsletters(pinned(start + HOUR / 2), new Date(start + HOUR / 2))).toBe(0);
    expect((await rowOf(id)).status).toBe('scheduled');
    expect(await sendDueNewsletters(pinned(start + HOUR + 1000), new Date(start + HOUR + 1000))).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', version: 4, updatedBy: null });
    expect(row.sentAt?.getTime()).toBe(start + HOUR + 1000);
    expect(await eventsOf(id)).toHaveLength(1);
    expect(row.eventId).toBe((await eventsOf(id))[0]!.id);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.kind, 'newsletter'), eq(auditLog.itemId, id), eq(auditLog.action, 'send')));
    expect(audit?.actorName).toBe('Scheduler');
    // A second pass finds nothing more to send.
    expect(await sendDueNewsletters(pinned(start + 2 * HOUR), new Date(start + 2 * HOUR))).toBe(0);

    const other = await draft('Changed our minds');
    await kit.call(admin, 'POST', `/api/studio/newsletters/${other.id}/send`, { ifMatch: 1, json: { sendAt: sendAt.toISOString() } });
    expect((await kit.call(editor, 'POST', `/api/studio/newsletters/${other.id}/unschedule`, { ifMatch: 2 })).status).toBe(403);
    const back = await kit.call(admin, 'POST', `/api/studio/newsletters/${other.id}/unschedule`, { ifMatch: 2 });
    expect(back.json).toMatchObject({ status: 'draft', sendAt: null, version: 3 });
    expect(await sendDueNewsletters(pinned(start + 2 * HOUR), new Date(start + 2 * HOUR))).toBe(0);
    expect(await eventsOf(other.id)).toEqual([]);
  });
});
