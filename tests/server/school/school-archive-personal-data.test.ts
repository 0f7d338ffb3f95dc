import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSchool, type ExportResult } from '../../../server/school/archive/export-school';
import { restoreSchool, type RestoreResult } from '../../../server/school/archive/restore-school';
import { migrateDatabase, openDatabase, type Database, type Db } from '../../../server/store/database';
import { query } from '../../../server/store/raw-query';
import { openTestStore, type TestStore } from '../../support/test-store';
import { testNow } from '../../support/test-clock';

/**
 * Issue 46 item 7: fans' sign-ups and push subscriptions are personal data. An export holds them only with
 * --with-personal-data, a restore brings them back with their sports mapped, and the outbox (mail in flight,
 * which names addresses too) is never archived. The newsletters themselves are content, in every archive.
 */

const CONFIRMED = 'fan-confirmed@example.com';
const PENDING = 'fan-pending@example.com';
const ENDPOINT = 'https://push.example.net/send/device-one';
const TOKEN = 'A'.repeat(43);
const CONFIRM_HASH = 'pending-confirmation-hash';
const OUTBOX_ONLY = 'still-in-the-outbox@example.com';
const NOT_ARCHIVED = ['notify_events', 'notify_deliveries', 'unsubscribe_events'];

interface SignUp {
  email: string;
  status: string;
  sport_ids: number[];
  final_sport_ids: number[];
  pending_choice: { sportIds: number[]; finalSportIds: number[] } | null;
  unsubscribe_token: string;
  confirm_token_hash: string | null;
}
const signUpsOf = (db: Db, key: string) =>
  query<SignUp>(
    db,
    sql`SELECT email, status, sport_ids, final_sport_ids, pending_choice, unsubscribe_token, confirm_token_hash FROM newsletter_subscriptions
      WHERE tenant_id = (SELECT id FROM tenants WHERE key = ${key}) ORDER BY email`,
  );
const pushesOf = (db: Db, key: string) =>
  query<{ sport_id: number; endpoint: string; topics: string[] }>(db, sql`SELECT sport_id, endpoint, topics FROM push_subscriptions WHERE tenant_id = (SELECT id FROM tenants WHERE key = ${key})`);
const newslettersOf = (db: Db, key: string) =>
  query<{ story_ids: number[]; sport_ids: number[]; status: string; event_id: number | null }>(db, sql`SELECT story_ids, sport_ids, status, event_id FROM newsletters WHERE tenant_id = (SELECT id FROM tenants WHERE key = ${key})`);

describe('school:export --with-personal-data', () => {
  let store: TestStore;
  let sports: number[];
  let stories: number[];
  let without: ExportResult;
  let withData: ExportResult;
  beforeAll(async () => {
    store = await openTestStore('pglite', null);
    const db = store.database.db;
    const at = new Date(testNow()).toISOString();
    const [school] = await query<{ id: number }>(db, sql`SELECT id FROM tenants WHERE key = 'ridgemont'`);
    const tenant = school!.id;
    sports = (await query<{ id: number }>(db, sql`SELECT id FROM sports WHERE tenant_id = ${tenant} ORDER BY id LIMIT 2`)).map((row) => row.id);
    stories = (await query<{ id: number }>(db, sql`SELECT id FROM stories WHERE tenant_id = ${tenant} ORDER BY id LIMIT 2`)).map((row) => row.id);
    const [s1, s2] = sports as [number, number];
    // The seed signs nobody up: a confirmed fan, one waiting for their confirmation link, a device, a sent newsletter.
    await db.execute(sql`INSERT INTO newsletter_subscriptions (tenant_id, email, sport_ids, final_sport_ids, status, unsubscribe_token, confirmed_at, created_at, updated_at)
      VALUES (${tenant}, ${CONFIRMED}, ARRAY[${s1}]::int[], ARRAY[${s2}]::int[], 'confirmed', ${TOKEN}, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)`);
    await db.execute(sql`INSERT INTO newsletter_subscriptions (tenant_id, email, sport_ids, status, unsubscribe_token, confirm_token_hash, confirm_expires_at, pending_choice, created_at, updated_at)
      VALUES (${tenant}, ${PENDING}, '{}', 'pending', ${'B'.repeat(43)}, ${CONFIRM_HASH}, ${at}::timestamptz + interval '1 day', ${JSON.stringify({ sportIds: [s1, s2], finalSportIds: [s2] })}::jsonb, ${at}::timestamptz, ${at}::timestamptz)`);
    await db.execute(sql`INSERT INTO push_subscriptions (tenant_id, sport_id, endpoint, p256dh, auth, topics, created_at) VALUES (${tenant}, ${s2}, ${ENDPOINT}, 'p256dh-key', 'auth-secret', '{final,start}', ${at}::timestamptz)`);
    const [event] = await query<{ id: number }>(db, sql`INSERT INTO notify_events (tenant_id, kind, key, payload, created_at) VALUES (${tenant}, 'newsletter', 'newsletter:archive-test', '{}', ${at}::timestamptz) RETURNING id`);
    await db.execute(sql`INSERT INTO notify_deliveries (tenant_id, event_id, channel, recipient, next_attempt_at) VALUES (${tenant}, ${event!.id}, 'mail', ${OUTBOX_ONLY}, ${at}::timestamptz)`);
    await db.execute(sql`INSERT INTO unsubscribe_events (tenant_id, at) VALUES (${tenant}, ${at}::timestamptz)`);
    await db.execute(sql`INSERT INTO newsletters (tenant_id, subject, story_ids, sport_ids, status, sent_at, event_id, created_at, updated_at)
      VALUES (${tenant}, 'Spring wrap-up', ARRAY[${stories[1]!}, ${stories[0]!}]::int[], ARRAY[${s1}]::int[], 'sent', ${at}::timestamptz, ${event!.id}, ${at}::timestamptz, ${at}::timestamptz)`);
    without = await exportSchool(store.database, 'ridgemont', { now: new Date(testNow()) });
    withData = await exportSchool(store.database, 'ridgemont', { withPersonalData: true, now: new Date(testNow()) });
  }, 120_000);
  afterAll(async () => store?.dispose());

  const text = (result: ExportResult) => gunzipSync(result.bytes).toString('utf8');

  it('without the flag holds no address and no push endpoint, and says so', () => {
    for (const secret of [CONFIRMED, PENDING, ENDPOINT, TOKEN, OUTBOX_ONLY]) expect(text(without)).not.toContain(secret);
    expect(without.header.withPersonalData).toBe(false);
    for (const table of ['newsletter_subscriptions', 'push_subscriptions', ...NOT_ARCHIVED]) expect(without.header.tables).not.toHaveProperty(table);
    // Newsletters are the school's content, like stories.
    expect(without.header.tables.newsletters).toBe(1);
  });

  it('with the flag holds the sign-ups and push subscriptions, and still not the outbox', () => {
    for (const secret of [CONFIRMED, PENDING, ENDPOINT, TOKEN]) expect(text(withData)).toContain(secret);
    expect(text(withData)).not.toContain(OUTBOX_ONLY);
    expect(withData.header.withPersonalData).toBe(true);
    expect(withData.header.tables).toMatchObject({ newsletter_subscriptions: 2, push_subscriptions: 1, newsletters: 1 });
    for (const table of NOT_ARCHIVED) expect(withData.header.tables).not.toHaveProperty(table);
  });

  /** What the original holds, with its ids read through the restore's maps. */
  const expected = (restored: RestoreResult) => {
    const sport = (id: number) => restored.idMaps.sports!.get(id)!;
    const [s1, s2] = sports as [number, number];
    return {
      signUps: [
        { email: CONFIRMED, status: 'confirmed', sport_ids: [sport(s1)], final_sport_ids: [sport(s2)], pending_choice: null },
        { email: PENDING, status: 'pending', sport_ids: [], final_sport_ids: [], pending_choice: { sportIds: [sport(s1), sport(s2)], finalSportIds: [sport(s2)] } },
      ],
      pushes: [{ sport_id: sport(s2), endpoint: ENDPOINT, topics: ['final', 'start'] }],
      // The send's outbox event is not archived, so the restored newsletter names none.
      newsletters: [{ story_ids: [restored.idMaps.stories!.get(stories[1]!)!, restored.idMaps.stories!.get(stories[0]!)!], sport_ids: [sport(s1)], status: 'sent', event_id: null }],
    };
  };

  it('restored into a fresh store gives back the same sign-ups, links and push subscriptions', async () => {
    let fresh: Database | undefined;
    try {
      fresh = await openDatabase({});
      await migrateDatabase(fresh);
      const restored = await restoreSchool(fresh, withData.bytes, { as: 'ridgemont', now: new Date(testNow()) });
      expect(restored.withPersonalData).toBe(true);
      const want = expected(restored);
      const signUps = await signUpsOf(fresh.db, 'ridgemont');
      expect(signUps).toMatchObject(want.signUps);
      // The links in mails already sent still work: the secrets are kept.
      expect(signUps.map((row) => [row.unsubscribe_token, row.confirm_token_hash])).toEqual([
        [TOKEN, null],
        ['B'.repeat(43), CONFIRM_HASH],
      ]);
      expect(await pushesOf(fresh.db, 'ridgemont')).toEqual(want.pushes);
      expect(await newslettersOf(fresh.db, 'ridgemont')).toEqual(want.newsletters);
    } finally {
      await fresh?.close();
    }
  }, 120_000);

  it('restored beside the original maps the sports to the copy and gives it link secrets of its own', async () => {
    const db = store.database.db;
    const restored = await restoreSchool(store.database, withData.bytes, { as: 'ridgemont-copy', now: new Date(testNow()) });
    expect(sports.map((id) => restored.idMaps.sports!.get(id))).not.toEqual(sports);
    const want = expected(restored);
    const signUps = await signUpsOf(db, 'ridgemont-copy');
    expect(signUps).toMatchObject(want.signUps);
    // Link secrets are unique in the store: the original keeps its own, and the copy's pending fan confirms afresh.
    expect(signUps[0]!.unsubscribe_token).not.toBe(TOKEN);
    expect(signUps[0]!.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signUps[1]!.confirm_token_hash).toBeNull();
    expect((await signUpsOf(db, 'ridgemont'))[0]!.unsubscribe_token).toBe(TOKEN);
    expect(await pushesOf(db, 'ridgemont-copy')).toEqual(want.pushes);
    expect(await newslettersOf(db, 'ridgemont-copy')).toEqual(want.newsletters);
  }, 120_000);
});
