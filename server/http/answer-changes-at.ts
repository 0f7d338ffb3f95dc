import type { FastifyRequest } from 'fastify';

/**
 * Spec 4: alerts, splash pages and promotions show and go by the clock. An answer that holds (or
 * leaves out) a notice because of its window changes when the next window opens or closes; the
 * handler names that instant here, and no cache keeps the answer past it (server/api/response-caching.ts).
 */
const changes = new WeakMap<FastifyRequest, number>();

/** A window edge: the first instant the window is open (its start), or the first it is closed (just after its end). */
export interface WindowEdges {
  start?: Date | null;
  end?: Date | null;
}

/** The first instant after `now` at which one of these windows opens or closes, if any. */
export function nextWindowEdge(windows: readonly WindowEdges[], now: number): number | undefined {
  let next: number | undefined;
  for (const { start, end } of windows) {
    // A window includes its end instant, so it closes a millisecond after it.
    for (const edge of [start?.getTime(), end === null || end === undefined ? undefined : end.getTime() + 1]) {
      if (edge !== undefined && Number.isFinite(edge) && edge > now && (next === undefined || edge < next)) next = edge;
    }
  }
  return next;
}

/** The answer to `request` changes at `instant` (none: no known change). */
export function answerChangesAt(request: FastifyRequest, instant: number | undefined): void {
  if (instant === undefined) return;
  const current = changes.get(request);
  if (current === undefined || instant < current) changes.set(request, instant);
}

export function changeInstantOf(request: FastifyRequest): number | undefined {
  return changes.get(request);
}
