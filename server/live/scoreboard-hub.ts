import type { LiveEventItem } from '../../core/games/live-event-item';
import type { LiveGameSnapshot } from '../../core/live/live-game';
import type { Tenant } from '../tenants/tenant-directory';
import { broadcast, pingAll, reconnectAll, reconnectDelayMs, sseFrame, type SseStream } from './sse-stream';

export interface ScoreboardSource {
  list(tenant: Tenant): Promise<LiveEventItem[]>;
  item(tenant: Tenant, gameId: number, snapshot?: LiveGameSnapshot): Promise<LiveEventItem | null>;
}

interface Board {
  tenant: Tenant;
  streams: Set<SseStream>;
  queue: Promise<void>;
}

/**
 * The home page's scoreboard stream, per school: the list of games under way first, then one item per change.
 * Items are built once per change for all the school's fans, in order on the board's queue.
 */
export class ScoreboardHub {
  private readonly boards = new Map<number, Board>();
  /** Set by closeAll (shutdown): a fan still joining is told to reconnect instead of joining. */
  private closed = false;

  constructor(
    private readonly source: ScoreboardSource,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  get streamCount(): number {
    let count = 0;
    for (const board of this.boards.values()) count += board.streams.size;
    return count;
  }

  subscribe(tenant: Tenant, stream: SseStream): Promise<void> {
    const board = this.boardFor(tenant);
    return this.enqueue(board, async () => {
      if (!stream.isOpen) return;
      stream.write(sseFrame('scoreboard', { items: await this.source.list(tenant) }));
      if (this.closed) stream.reconnect(reconnectDelayMs());
      else board.streams.add(stream);
    });
  }

  unsubscribe(tenantId: number, stream: SseStream): void {
    const board = this.boards.get(tenantId);
    if (!board) return;
    board.streams.delete(stream);
  }

  /** A game of the school changed: push its item to the school's scoreboard fans. */
  publish(tenantId: number, gameId: number, snapshot?: LiveGameSnapshot): Promise<void> {
    const board = this.boards.get(tenantId);
    if (!board || board.streams.size === 0) return Promise.resolve();
    return this.enqueue(board, async () => {
      const item = await this.source.item(board.tenant, gameId, snapshot);
      if (item) await broadcast(board.streams, sseFrame('item', { item }));
    });
  }

  ping(): void {
    pingAll(this.boards.values());
  }

  /** Ends every stream, telling each fan to reconnect (#28: the instance is shutting down); returns how many. */
  closeAll(): number {
    this.closed = true;
    const closed = reconnectAll(this.boards.values());
    this.boards.clear();
    return closed;
  }

  private boardFor(tenant: Tenant): Board {
    let board = this.boards.get(tenant.id);
    if (!board) {
      board = { tenant, streams: new Set(), queue: Promise.resolve() };
      this.boards.set(tenant.id, board);
    }
    return board;
  }

  private enqueue(board: Board, work: () => Promise<void>): Promise<void> {
    const next = board.queue.then(work).catch((error: unknown) => this.onError(error));
    board.queue = next;
    return next;
  }
}
