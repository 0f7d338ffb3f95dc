import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../store/database';
import { staffAccounts, staffSessions } from '../store/tables/staff';
import type { StaffRole, StaffAccountRow } from './staff-accounts';
import type { StaffSession } from './staff-guard';

/** A session ends after 12 hours without a request. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** 256 random bits, base64url. */
function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashOf(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

/** Server-side staff sessions in the store, so every instance sees the same ones. */
export class StaffSessions {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async start(account: StaffAccountRow): Promise<StaffSession> {
    const id = randomToken();
    const csrfToken = randomToken();
    const at = new Date(this.now());
    await this.db.insert(staffSessions).values({ idHash: hashOf(id), accountId: account.id, tenantId: account.tenantId, csrfToken, createdAt: at, lastSeenAt: at });
    return { id, accountId: account.id, tenantId: account.tenantId, email: account.email, displayName: account.displayName, role: account.role as StaffRole, csrfToken };
  }

  /** The live session the cookie value names; null for an unknown, forged or idle-expired one (which is deleted). */
  async find(sessionId: string): Promise<StaffSession | null> {
    const idHash = hashOf(sessionId);
    const [row] = await this.db
      .select({ session: staffSessions, account: staffAccounts })
      .from(staffSessions)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
      .where(eq(staffSessions.idHash, idHash));
    if (!row) return null;
    const now = this.now();
    const idle = now - row.session.lastSeenAt.getTime();
    if (idle >= SESSION_IDLE_MS) {
      await this.db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
      return null;
    }
    if (idle >= TOUCH_EVERY_MS) await this.db.update(staffSessions).set({ lastSeenAt: new Date(now) }).where(eq(staffSessions.idHash, idHash));
    const { account } = row;
    return { id: sessionId, accountId: account.id, tenantId: account.tenantId, email: account.email, displayName: account.displayName, role: account.role as StaffRole, csrfToken: row.session.csrfToken };
  }

  async end(sessionId: string): Promise<void> {
    await this.db.delete(staffSessions).where(eq(staffSessions.idHash, hashOf(sessionId)));
  }

  /** Sign-out everywhere: every session of the account. */
  async endAll(accountId: number): Promise<void> {
    await this.db.delete(staffSessions).where(eq(staffSessions.accountId, accountId));
  }

  /** Drops sessions idle past their expiry (their cookies already sign nobody in). */
  async sweep(): Promise<void> {
    await this.db.delete(staffSessions).where(lt(staffSessions.lastSeenAt, new Date(this.now() - SESSION_IDLE_MS)));
  }
}
