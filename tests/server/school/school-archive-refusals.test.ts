import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSchool } from '../../../server/school/archive/export-school';
import { restoreSchool } from '../../../server/school/archive/restore-school';
import { openTestStore, type TestStore } from '../../support/test-store';
import { testNow } from '../../support/test-clock';

/** issue 27: a restore checks the whole file first; a bad one is refused with a clear message and writes nothing. */

const COUNTED = ['tenants', 'stories', 'games', 'media', 'audit_log', 'staff_accounts'];

describe('school:restore refuses a bad archive and writes nothing', () => {
  let store: TestStore;
  let archive: Buffer;
  beforeAll(async () => {
    store = await openTestStore('pglite', null);
    // The seed signs nobody up for the newsletter: one subscriber, so the personal-data export has one to hold.
    const at = new Date(testNow()).toISOString();
    await store.database.db.execute(
      sql`INSERT INTO newsletter_subscriptions (tenant_id, email, sport_ids, unsubscribe_token, created_at, updated_at)
        SELECT id, 'fan@example.com', '{}', 'archive-test-token', ${at}::timestamptz, ${at}::timestamptz FROM tenants WHERE key = 'ridgemont'`,
    );
    archive = (await exportSchool(store.database, 'coastalbay', { now: new Date(testNow()) })).bytes;
  }, 60_000);
  afterAll(async () => store?.dispose());

  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of COUNTED) {
      const { rows } = (await store.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: Array<{ n: number }> };
      result[table] = rows[0]!.n;
    }
    return result;
  };
  const lines = () => gunzipSync(archive).toString('utf8').split('\n');

  const refusals: Array<[string, () => Buffer, string | RegExp, string?]> = [
    ['a truncated file', () => gzipSync(lines().slice(0, 40).join('\n')), /^The archive is truncated/],
    [
      'one altered byte',
      () => {
        const text = lines();
        text[5] = text[5]!.replace(/"tenant_id":(\d)/, (_, digit: string) => `"tenant_id":${(Number(digit) + 1) % 10}`);
        return gzipSync(text.join('\n'));
      },
      /^The archive was altered or is corrupt/,
    ],
    [
      'a newer format version',
      () => {
        const text = lines();
        text[0] = text[0]!.replace('"version":1', '"version":2');
        return gzipSync(text.join('\n'));
      },
      'This archive is format version 2; this server reads version 1. Update the server first.',
    ],
    ['a file that is not gzip', () => Buffer.from('{"format":"athletics-school-archive"}\n'), /not gzip data/],
    ['a gzip file cut short', () => archive.subarray(0, Math.floor(archive.length / 2)), /not gzip data/],
    ['a key already taken', () => archive, "A school with the key 'ridgemont' already exists.", 'ridgemont'],
  ];

  it.each(refusals)('refuses %s', async (_name, bytes, message, as = 'restored') => {
    const before = await counts();
    const refused = restoreSchool(store.database, bytes(), { as });
    await (typeof message === 'string' ? expect(refused).rejects.toThrow(message) : expect(refused).rejects.toThrow(message));
    expect(await counts()).toEqual(before);
  });

  it('leaves form submissions and newsletter sign-ups out unless asked for personal data', async () => {
    const tablesOf = async (withPersonalData: boolean) => {
      const { bytes, header } = await exportSchool(store.database, 'ridgemont', { withPersonalData, now: new Date(testNow()) });
      const rows = gunzipSync(bytes).toString('utf8').split('\n').slice(1, -2).map((line) => (JSON.parse(line) as { table: string }).table);
      return { header: header.tables, rows: new Set(rows) };
    };
    const without = await tablesOf(false);
    expect(without.header).not.toHaveProperty('form_submissions');
    expect(without.header).not.toHaveProperty('newsletter_subscriptions');
    expect([...without.rows].filter((table) => table === 'form_submissions' || table === 'newsletter_subscriptions')).toEqual([]);
    const withData = await tablesOf(true);
    expect(withData.header.form_submissions).toBeGreaterThan(0);
    expect(withData.header.newsletter_subscriptions).toBeGreaterThan(0);
    expect(withData.rows.has('form_submissions')).toBe(true);
  }, 60_000);
});
