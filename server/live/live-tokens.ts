import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../store/database';
import { liveTokens } from '../store/tables/live';

/** The stat-crew token the seed gives a demo school (docs/live-games.md). */
export function demoLiveToken(tenantKey: string): string {
  return `demo-${tenantKey}-statcrew`;
}

export function hashLiveToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token of an `Authorization: Bearer ...` header, or null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S{1,512})\s*$/i);
  return match?.[1] ?? null;
}

function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

/**
 * True when `token` may ingest for the tenant: one of its live_tokens, or DESIGN 6's LIVE_INGEST_TOKEN
 * (read on each call, so it can be set or rotated without a code change), which every tenant accepts.
 */
export async function isLiveTokenValid(db: Db, tenantId: number, token: string | null, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (!token) return false;
  const shared = env.LIVE_INGEST_TOKEN;
  if (shared && sameSecret(token, shared)) return true;
  const rows = await db
    .select({ id: liveTokens.id })
    .from(liveTokens)
    .where(and(eq(liveTokens.tenantId, tenantId), eq(liveTokens.tokenHash, hashLiveToken(token))))
    .limit(1);
  return rows.length > 0;
}
