import { and, asc, eq, lte, or } from 'drizzle-orm';
import { stories } from '../../store/tables/editorial';
import type { ContentWriteDeps } from '../content-write';
import { SCHEDULER_ACTOR } from '../studio-guard';
import { studioStoryColumns } from './story-record';
import { NothingToWrite, writeStory } from './story-write';

const TICK_MS = 1_000;
const BATCH = 50;

/** Due: a scheduled story whose time has come, or a published one past its unpublish time. */
function dueNow(at: Date) {
  return or(and(eq(stories.status, 'scheduled'), lte(stories.publishAt, at)), and(eq(stories.status, 'published'), lte(stories.unpublishAt, at)));
}

/**
 * Publishes scheduled stories when their time comes and takes published ones down at their unpublish time, by
 * the server's clock, with no one signed in, through the same write path as an editor's (audited as
 * "Scheduler"; the change is announced, so every cached list drops it at once). Every instance ticks;
 * FOR UPDATE SKIP LOCKED gives each due story to one of them.
 */
export class StoryScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly deps: ContentWriteDeps,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.tick().catch(this.onError);
    }, TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Moves every story due by the clock's now; returns how many this instance moved. One tick at a time. */
  async tick(): Promise<number> {
    this.running ??= this.runDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runDue(): Promise<number> {
    const at = new Date(this.deps.now());
    const due = await this.deps.db.select({ id: stories.id, tenantId: stories.tenantId, status: stories.status }).from(stories).where(dueNow(at)).orderBy(asc(stories.id)).limit(BATCH);
    let moved = 0;
    for (const story of due) {
      try {
        await this.move(story.tenantId, story.id, story.status === 'scheduled' ? 'publish' : 'unpublish', at);
        moved += 1;
      } catch (error) {
        if (!(error instanceof NothingToWrite)) this.onError(error);
      }
    }
    return moved;
  }

  private move(tenantId: number, storyId: number, action: 'publish' | 'unpublish', at: Date) {
    const load = async (tx: ContentWriteDeps['db']) => {
      const [row] = await tx
        .select(studioStoryColumns)
        .from(stories)
        .where(and(eq(stories.id, storyId), dueNow(at)))
        .for('update', { skipLocked: true });
      return row;
    };
    return writeStory(this.deps, { tenantId, actor: SCHEDULER_ACTOR, storyId, action, load }, async (_tx, row) => {
      if (row.status === 'scheduled') {
        return { set: { status: 'published', hidden: false, publishAt: null, postDate: row.publishAt ?? row.postDate }, summary: `Published “${row.title}” at its scheduled time` };
      }
      return { set: { status: 'unpublished', hidden: true, unpublishAt: null }, summary: `Unpublished “${row.title}” at its scheduled time` };
    });
  }
}
