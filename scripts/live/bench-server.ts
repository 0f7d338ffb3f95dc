// Child process of bench-live: the real server on a fresh embedded store (or DATABASE_URL), reporting its memory over IPC.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { startServer } from '../../server/start';
import { seedDemoData } from '../../demo/seed';
import { games } from '../../server/store/tables/schedule';
import { sports, tenants } from '../../server/store/tables/foundation';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-bench-live-'));
const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: process.env.DATABASE_URL || undefined, dataDir, clientDir: path.join(dataDir, 'no-client'), firstContent: seedDemoData, version: 'bench' });
// BENCH_SPORT (a sport code such as wbball) picks the game's sport; any sport by default.
const sport = process.env.BENCH_SPORT;
const [game] = await server.database.db
  .select({ id: games.id })
  .from(games)
  .innerJoin(tenants, eq(tenants.id, games.tenantId))
  .innerJoin(sports, eq(sports.id, games.sportId))
  .where(and(eq(tenants.key, 'ridgemont'), eq(games.gameState, 0), sport ? eq(sports.shortName, sport) : undefined))
  .orderBy(asc(games.date))
  .limit(1);

/** A finished home game of the sport (bench:statcrew stores box scores on it). */
async function finishedHomeGame(code: string): Promise<number | undefined> {
  const [found] = await server.database.db
    .select({ id: games.id })
    .from(games)
    .innerJoin(tenants, eq(tenants.id, games.tenantId))
    .innerJoin(sports, eq(sports.id, games.sportId))
    .where(and(eq(tenants.key, 'ridgemont'), eq(sports.shortName, code), eq(games.locationIndicator, 'H'), isNotNull(games.resultStatus)))
    .orderBy(desc(games.date))
    .limit(1);
  return found?.id;
}

const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', (message: { type: string; sport?: string }) => {
  if (message.type === 'finished-game') {
    void finishedHomeGame(message.sport ?? 'baseball').then((id) => process.send?.({ type: 'finished-game', id }));
    return;
  }
  if (message.type !== 'memory') return;
  // Collect twice so what is measured is what the connections hold, not garbage.
  gc?.();
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ type: 'memory', rss, heapUsed, gc: gc !== undefined });
});
process.send?.({ type: 'ready', url: server.url, gameId: game?.id });
process.on('disconnect', () => void server.close().then(() => process.exit(0)));
