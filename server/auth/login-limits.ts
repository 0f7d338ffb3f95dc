import { and, count, eq, gte, lt, min } from 'drizzle-orm';
import type { Db } from '../store/database';
import { staffLoginFailures } from '../store/tables/staff';

/** Failed sign-ins are counted over this window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Per account (school and email): then the account is locked for the rest of the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Per client address, across accounts (one address guessing many emails). */
export const MAX_FAILURES_PER_ADDRESS = 20;

export interface LoginAttempt {
  tenantId: number;
  /** Trimmed, lower case. */
  email: string;
  address: string;
}

/** Failed sign-ins in the store, so the limits hold across instances and restarts. */
export class LoginLimits {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Seconds until another try is allowed, or 0 when the attempt may go ahead. */
  async retryAfterSeconds(attempt: LoginAttempt): Promise<number> {
    const since = new Date(this.now() - LOGIN_WINDOW_MS);
    const [byAccount, byAddress] = await Promise.all([
      this.failures(and(eq(staffLoginFailures.tenantId, attempt.tenantId), eq(staffLoginFailures.email, attempt.email), gte(staffLoginFailures.failedAt, since))),
      this.failures(and(eq(staffLoginFailures.address, attempt.address), gte(staffLoginFailures.failedAt, since))),
    ]);
    const blocking = [byAccount.n >= MAX_FAILURES_PER_ACCOUNT ? byAccount.oldest : null, byAddress.n >= MAX_FAILURES_PER_ADDRESS ? byAddress.oldest : null].filter((at): at is Date => at !== null);
    if (blocking.length === 0) return 0;
    // Allowed again once the oldest counted failure leaves the window.
    const until = Math.max(...blocking.map((at) => at.getTime() + LOGIN_WINDOW_MS));
    return Math.max(1, Math.ceil((until - this.now()) / 1000));
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    await this.db.insert(staffLoginFailures).values({ ...attempt, failedAt: new Date(this.now()) });
    await this.db.delete(staffLoginFailures).where(lt(staffLoginFailures.failedAt, new Date(this.now() - LOGIN_WINDOW_MS)));
  }

  /** A successful sign-in clears the account's failures (not the address's). */
  async clearAccount(attempt: LoginAttempt): Promise<void> {
    await this.db.delete(staffLoginFailures).where(and(eq(staffLoginFailures.tenantId, attempt.tenantId), eq(staffLoginFailures.email, attempt.email)));
  }

  private async failures(where: ReturnType<typeof and>): Promise<{ n: number; oldest: Date | null }> {
    const [row] = await this.db.select({ n: count(), oldest: min(staffLoginFailures.failedAt) }).from(staffLoginFailures).where(where);
    return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
  }
}
