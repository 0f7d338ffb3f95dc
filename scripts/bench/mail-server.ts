// Child process of bench-mail, in one of two modes (BENCH_MAIL_MODE):
//  prepare: the store of a first start (opened, migrated, the demo seeded, as composition/server/main.ts does in its own child),
//           then BENCH_SUBSCRIBERS confirmed sign-ups of the default school for all news, written straight into it;
//           reports the three newest published stories and the audience, closes the store and exits.
//  serve:   the real server on that store, as in production (story scheduler and notify outbox running, mail over
//           SMTP_URL), until the bench disconnects. The bench reads this process's CPU from /proc.
// The store: the embedded PGlite in BENCH_DATA_DIR, or DATABASE_URL in the schema BENCH_SCHEMA (dropped at the end).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, desc, eq, sql } from 'drizzle-orm';
import { publishedStories } from '../../server/api/story-wire';
import { newsletterAudience } from '../../server/notify/newsletter-audience';
import { readNotifySettings } from '../../server/notify/notify-settings';
import { openPreparedStore, startServer } from '../../server/start';
import { seedDemoData } from '../../demo/seed';
import { openDatabase } from '../../server/store/database';
import { stories } from '../../server/store/tables/editorial';
import { tenants } from '../../server/store/tables/foundation';
import { newsletterSubscriptions } from '../../server/store/tables/subscriptions';

const dataDir = process.env.BENCH_DATA_DIR!;
const databaseUrl = process.env.DATABASE_URL || undefined;
const schemaName = databaseUrl ? process.env.BENCH_SCHEMA || undefined : undefined;
const TENANT = process.env.BENCH_TENANT ?? 'ridgemont';
const SLICE = 1_000;

async function prepare(): Promise<void> {
  const now = new Date();
  const database = await openPreparedStore({ databaseUrl, dataDir, schemaName, firstContent: seedDemoData }, () => now.getTime(), null);
  try {
    const { db } = database;
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, TENANT));
    if (!tenant) throw new Error(`no school '${TENANT}' in the seeded store`);
    const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
    for (let start = 0; start < subscribers; start += SLICE) {
      const rows = Array.from({ length: Math.min(SLICE, subscribers - start) }, (_, index) => ({
        tenantId: tenant.id,
        email: `fan${String(start + index + 1).padStart(6, '0')}@bench.example.com`,
        sportIds: [],
        status: 'confirmed',
        // As a sign-up is given one: 256 random bits, base64url (43 characters).
        unsubscribeToken: randomBytes(32).toString('base64url'),
        confirmedAt: now,
      }));
      await db.insert(newsletterSubscriptions).values(rows);
    }
    const [audience] = await db.select({ n: count() }).from(newsletterSubscriptions).where(newsletterAudience(tenant.id, []));
    const newest = await db.select({ id: stories.id }).from(stories).where(publishedStories(tenant.id, now)).orderBy(desc(stories.postDate)).limit(3);
    if (newest.length < 3) throw new Error(`the school has ${newest.length} published stories, the newsletter needs 3`);
    process.send?.({ type: 'prepared', tenantId: tenant.id, audience: Number(audience?.n ?? 0), storyIds: newest.map((row) => row.id) });
  } finally {
    await database.close();
  }
}

async function serve(): Promise<void> {
  const clientDir = existsSync('dist/client/index.html') ? path.resolve('dist/client') : path.join(dataDir, 'no-client');
  // As composition/server/main.ts starts it (logged at LOG_LEVEL, which the bench sets to warn: the outbox's failures show).
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl, dataDir, schemaName, clientDir, firstContent: seedDemoData, version: 'bench', logger: true, notify: readNotifySettings(process.env, dataDir, 3000) });
  process.send?.({ type: 'ready', url: server.url });
  process.on('disconnect', () => {
    void (async () => {
      await server.close();
      if (databaseUrl && schemaName) {
        const admin = await openDatabase({ databaseUrl });
        await admin.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`));
        await admin.close();
      }
      process.exit(0);
    })();
  });
}

const mode = process.env.BENCH_MAIL_MODE;
if (mode === 'prepare') {
  await prepare();
  process.exit(0);
} else if (mode === 'serve') {
  await serve();
} else {
  throw new Error(`BENCH_MAIL_MODE must be prepare or serve, got '${mode}'`);
}
