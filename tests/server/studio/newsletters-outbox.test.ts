import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newsletters } from '../../../server/store/tables/newsletters';
import { notifyDeliveries, notifyEvents } from '../../../server/store/tables/notifications';
import { newsletterSubscriptions, unsubscribeEvents } from '../../../server/store/tables/subscriptions';
import { expandNextEvent } from '../../../server/notify/outbox/outbox-expander';
import { storeKinds } from '../../support/test-store';
import { startNewsletterStudio, type NewsletterStudio } from './newsletters-kit';
import { OTHER_SCHOOL, SCHOOL, type Session } from './studio-writer';

const MINUTE = 60_000;

describe.each(storeKinds(inject('postgresUrl')))('newsletter previews, test sends and the outbox on %s', (kind) => {
  let kit: NewsletterStudio;
  let editor: Session & { email: string };
  let admin: Session;
  let tenantId: number;

  beforeAll(async () => {
    kit = await startNewsletterStudio(kind, inject('postgresUrl'));
    editor = await kit.addAccount('editor');
    admin = await kit.addAccount('admin');
    tenantId = await kit.tenantId(SCHOOL);
  });
  afterAll(async () => {
    await kit?.close();
  });

  const db = () => kit.db;
  const compose = async (body: Record<string, unknown>) => {
    const created = await kit.call(editor, 'POST', '/api/studio/newsletters', { json: { subject: 'This week', ...body } });
    expect(created.status).toBe(201);
    return created.json as { id: number; version: number };
  };
  const subscribe = (school: number, sportIds: number[], status: 'pending' | 'confirmed', hardBounces = 0) =>
    db()
      .insert(newsletterSubscriptions)
      .values({ tenantId: school, email: `fan-${randomBytes(6).toString('hex')}@example.com`, sportIds, status, hardBounces, unsubscribeToken: randomBytes(32).toString('base64url') });
  const event = async (school: number, key: string, content: Record<string, unknown> | null) =>
    (await db().insert(notifyEvents).values({ tenantId: school, kind: 'newsletter', key, payload: {}, createdAt: new Date(kit.now()), content }).returning())[0]!;

  it("previews the mail with the stories' titles in the newsletter's order, and its text part", async () => {
    const [first, second] = await kit.publishedStories(SCHOOL, 2);
    const { id } = await compose({ introHtml: '<p>Big week ahead</p>', storyIds: [second!.id, first!.id] });
    const preview = await kit.call(editor, 'GET', `/api/studio/newsletters/${id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.json.subject).toBe('This week');
    const { html, text } = preview.json as { html: string; text: string };
    expect(html.indexOf(second!.title)).toBeGreaterThan(-1);
    expect(html.indexOf(first!.title)).toBeGreaterThan(html.indexOf(second!.title));
    expect(html).toContain('Big week ahead');
    expect(text.trim().length).toBeGreaterThan(0);
    // Links are absolute, on the school's own host.
    expect(html).toMatch(/href="http:\/\/[^"]*:3000\/news\/\d{4}\/\d{1,2}\/\d{1,2}\//);
  });

  it('counts the confirmed fans of its sports (or of all news), never pending or bouncing ones or another school’s', async () => {
    const [sportA, sportB] = await kit.sportIds(SCHOOL);
    const otherTenant = await kit.tenantId(OTHER_SCHOOL);
    const story = (await kit.publishedStories(SCHOOL, 1))[0]!.id;
    const toA = await compose({ storyIds: [story], sportIds: [sportA] });
    const toAll = await compose({ storyIds: [story] });
    const recipients = async (id: number) => (await kit.call(editor, 'GET', `/api/studio/newsletters/${id}/preview`)).json.recipients as number;
    const [beforeA, beforeAll] = [await recipients(toA.id), await recipients(toAll.id)];

    await subscribe(tenantId, [], 'confirmed'); // all news: both
    await subscribe(tenantId, [sportA!], 'confirmed'); // both
    await subscribe(tenantId, [sportB!], 'confirmed'); // everyone's only
    await subscribe(tenantId, [sportA!, sportB!], 'confirmed'); // both
    await subscribe(tenantId, [sportA!], 'pending'); // neither: not confirmed
    await subscribe(tenantId, [sportA!], 'confirmed', 3); // neither: bounced three times
    await subscribe(otherTenant, [], 'confirmed'); // neither: another school

    expect((await recipients(toA.id)) - beforeA).toBe(3);
    expect((await recipients(toAll.id)) - beforeAll).toBe(4);
  });

  it("queues a test to the signed-in staff member's own address, as its own event each time", async () => {
    const story = (await kit.publishedStories(SCHOOL, 1))[0]!.id;
    const { id } = await compose({ storyIds: [story] });
    const first = await kit.call(editor, 'POST', `/api/studio/newsletters/${id}/test`);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ email: editor.email });
    await kit.call(editor, 'POST', `/api/studio/newsletters/${id}/test`);
    const tests = (await db().select().from(notifyEvents).where(eq(notifyEvents.kind, 'newsletter-test'))).filter((row) => row.payload.newsletterId === id);
    expect(tests).toHaveLength(2);
    for (const test of tests) {
      expect(test.key).toMatch(new RegExp(`^newsletter-test:${id}:`));
      expect(test.payload).toEqual({ newsletterId: id, email: editor.email });
    }
    expect(tests[0]!.key).not.toBe(tests[1]!.key);
    expect((await db().select().from(newsletters).where(eq(newsletters.id, id)))[0]).toMatchObject({ status: 'draft', version: 1 });
  });

  it('lists newsletters newest first, with how a sent one went and the unsubscribes since', async () => {
    const story = (await kit.publishedStories(SCHOOL, 1))[0]!.id;
    const { id } = await compose({ subject: 'Sent and counted', storyIds: [story] });
    const sent = await kit.call(admin, 'POST', `/api/studio/newsletters/${id}/send`, { ifMatch: 1 });
    expect(sent.status).toBe(200);
    const row = (await db().select().from(newsletters).where(eq(newsletters.id, id)))[0]!;
    await db().update(notifyEvents).set({ recipients: 4, expandedAt: row.sentAt }).where(eq(notifyEvents.id, row.eventId!));
    const at = new Date(kit.now());
    await db()
      .insert(notifyDeliveries)
      .values(['sent', 'sent', 'failed', 'queued'].map((status, n) => ({ tenantId, eventId: row.eventId!, channel: 'mail', recipient: `fan${n}@example.com`, status, nextAttemptAt: at })));
    await db()
      .insert(unsubscribeEvents)
      .values([{ tenantId, at: new Date(row.sentAt!.getTime() - MINUTE) }, { tenantId, at: new Date(row.sentAt!.getTime() + MINUTE) }]);
    const newer = await compose({ subject: 'Newest draft', storyIds: [story] });

    const list = await kit.call(editor, 'GET', '/api/studio/newsletters');
    expect(list.status).toBe(200);
    const items = list.json.items as Array<{ id: number; delivery: unknown }>;
    expect(items[0]!.id).toBe(newer.id);
    expect(items[0]!.delivery).toBeNull();
    expect(items.find((item) => item.id === id)!.delivery).toEqual({ recipients: 4, queued: 1, sent: 2, failed: 1, unsubscribesSince: 1 });
  });

  it("lists the school's outbox and serves a mail's .eml file, never another school's nor a file outside the outbox", async () => {
    const eml = 'From: news@ridgemont.example.edu\r\nTo: fan@example.com\r\nSubject: Outbox test\r\n\r\nHello\r\n';
    await writeFile(path.join(kit.outboxDir, 'outbox-test.eml'), eml);
    const at = new Date(kit.now());
    const ours = await event(tenantId, `outbox-test:${randomBytes(4).toString('hex')}`, { mail: { subject: 'Outbox test', html: '<p>Hello</p>', text: 'Hello' } });
    const [delivery] = await db()
      .insert(notifyDeliveries)
      .values({ tenantId, eventId: ours.id, channel: 'mail', recipient: 'fan@example.com', status: 'sent', attempts: 1, nextAttemptAt: at, sentAt: at, outboxFile: 'outbox-test.eml' })
      .returning();
    const [pending] = await db().insert(notifyDeliveries).values({ tenantId, eventId: (await event(tenantId, `outbox-pending:${randomBytes(4).toString('hex')}`, null)).id, channel: 'mail', recipient: 'later@example.com', nextAttemptAt: at }).returning();
    const [escaping] = await db().insert(notifyDeliveries).values({ tenantId, eventId: ours.id, channel: 'mail', recipient: 'escape@example.com', status: 'sent', nextAttemptAt: at, outboxFile: '../outside.eml' }).returning();
    await writeFile(path.join(kit.outboxDir, '..', 'outside.eml'), eml);
    const otherTenant = await kit.tenantId(OTHER_SCHOOL);
    const theirs = await event(otherTenant, `outbox-test:${randomBytes(4).toString('hex')}`, { mail: { subject: 'Theirs', html: '', text: '' } });
    const [foreign] = await db().insert(notifyDeliveries).values({ tenantId: otherTenant, eventId: theirs.id, channel: 'mail', recipient: 'their-fan@example.com', status: 'sent', nextAttemptAt: at, outboxFile: 'outbox-test.eml' }).returning();

    const list = await kit.call(editor, 'GET', '/api/studio/outbox');
    expect(list.status).toBe(200);
    const items = list.json.items as Array<Record<string, unknown>>;
    expect(items.map((item) => item.id)).toEqual([...items.map((item) => item.id as number)].sort((a, b) => b - a));
    expect(items.some((item) => item.id === foreign!.id)).toBe(false);
    expect(items.find((item) => item.id === delivery!.id)).toEqual({
      id: delivery!.id,
      kind: 'newsletter',
      channel: 'mail',
      recipient: 'fan@example.com',
      subject: 'Outbox test',
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: at.toISOString(),
      emlUrl: `/api/studio/outbox/${delivery!.id}.eml`,
    });
    expect(items.find((item) => item.id === pending!.id)).toMatchObject({ subject: '', status: 'queued', emlUrl: null });

    const file = await kit.call(editor, 'GET', `/api/studio/outbox/${delivery!.id}.eml`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^message\/rfc822/);
    expect(file.body).toBe(eml);
    expect((await kit.call(editor, 'GET', `/api/studio/outbox/${foreign!.id}.eml`)).status).toBe(404);
    expect((await kit.call(editor, 'GET', `/api/studio/outbox/${escaping!.id}.eml`)).status).toBe(404);
    expect((await kit.call(editor, 'GET', `/api/studio/outbox/${pending!.id}.eml`)).status).toBe(404);
    expect((await kit.call(null, 'GET', `/api/studio/outbox/${delivery!.id}.eml`)).status).toBe(401);
  });
  it('finishes an expansion another instance left part-written once its lease runs out, each fan once; leaves a leased one alone', async () => {
    const story = (await kit.publishedStories(SCHOOL, 1))[0]!.id;
    const added = [];
    for (let n = 0; n < 3; n += 1) added.push(...(await subscribe(tenantId, [], 'confirmed').returning()));
    const { id } = await compose({ storyIds: [story] });
    const audience = (await kit.call(editor, 'GET', `/api/studio/newsletters/${id}/preview`)).json.recipients as number;
    const at = new Date(kit.now());
    const expand = { db: db(), tenants: kit.deps.tenants, settings: kit.deps.notify };
    const newsletterEvent = async (key: string, expandingUntil: Date) =>
      (await db().insert(notifyEvents).values({ tenantId, kind: 'newsletter', key, payload: { newsletterId: id }, createdAt: at, expandingUntil }).returning())[0]!;
    // One instance is still writing this one; another died after the first slice of that one.
    const leased = await newsletterEvent(`leased-${id}`, new Date(at.getTime() + MINUTE));
    const abandoned = await newsletterEvent(`abandoned-${id}`, new Date(at.getTime() - 1));
    // A confirmed fan of all news, so one of the audience (the school's first sign-up may be pending or another sport's).
    const fan = added[0];
    await db().insert(notifyDeliveries).values({ tenantId, eventId: abandoned.id, channel: 'mail', recipient: fan!.email, subscriptionId: fan!.id, nextAttemptAt: at });

    while (await expandNextEvent(expand, at));

    const deliveriesOf = (eventId: number) => db().select({ recipient: notifyDeliveries.recipient }).from(notifyDeliveries).where(eq(notifyDeliveries.eventId, eventId));
    const written = (await deliveriesOf(abandoned.id)).map((row) => row.recipient);
    expect(written.length).toBe(audience);
    expect(new Set(written).size).toBe(audience);
    const [finished] = await db().select().from(notifyEvents).where(eq(notifyEvents.id, abandoned.id));
    expect(finished!.expandedAt).not.toBeNull();
    expect(finished!.recipients).toBe(audience);
    expect((finished!.content as { mail?: { subject?: string } }).mail?.subject).toBe('This week');
    expect(await deliveriesOf(leased.id)).toEqual([]);
    expect((await db().select().from(notifyEvents).where(eq(notifyEvents.id, leased.id)))[0]!.expandedAt).toBeNull();
    // Its lease run out, the next instance takes it.
    await expandNextEvent(expand, new Date(at.getTime() + 2 * MINUTE));
    expect((await deliveriesOf(leased.id)).length).toBe(audience);
  });
});
