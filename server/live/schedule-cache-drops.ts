/**
 * How long a running score may take to reach a school's cached schedule answers and pages: the same few seconds a
 * shared cache may keep a page (server/http/cache-policy.ts). The live streams and GET /live/games/{id} carry it at
 * once.
 */
export const RUNNING_SCORE_DROP_MS = 5_000;

interface SchoolDrops {
  droppedAt: number;
  pending: NodeJS.Timeout | null;
}

/**
 * Drops a school's cached GETs when a live game moves its row of the schedule. A start, a final or a result drops
 * them at once. A running score drops them at most once per RUNNING_SCORE_DROP_MS for the school: the first at
 * once, those that follow together at the end of that time. A stat crew sends a score several times a second, and
 * dropping every cached page and answer of the school on each one had every page view rendered again on every
 * instance for as long as a game was on.
 */
export class ScheduleCacheDrops {
  private readonly schools = new Map<number, SchoolDrops>();

  constructor(
    private readonly drop: (tenantId: number) => void,
    /** A monotonic clock in ms: a pace of work, not a rule of the calendar. */
    private readonly clock: () => number = () => performance.now(),
    private readonly windowMs = RUNNING_SCORE_DROP_MS,
  ) {}

  changed(tenantId: number, runningScoreOnly: boolean): void {
    let school = this.schools.get(tenantId);
    if (!school) this.schools.set(tenantId, (school = { droppedAt: Number.NEGATIVE_INFINITY, pending: null }));
    const wait = school.droppedAt + this.windowMs - this.clock();
    if (!runningScoreOnly || wait <= 0) this.dropNow(tenantId, school);
    else school.pending ??= setTimeout(() => this.dropNow(tenantId, school), wait).unref();
  }

  /** Drops what is still waiting at once (an instance stopping). */
  flush(): void {
    for (const [tenantId, school] of this.schools) if (school.pending) this.dropNow(tenantId, school);
  }

  private dropNow(tenantId: number, school: SchoolDrops): void {
    if (school.pending) clearTimeout(school.pending);
    school.pending = null;
    school.droppedAt = this.clock();
    this.drop(tenantId);
  }
}
