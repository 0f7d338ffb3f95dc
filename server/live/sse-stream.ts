import { ServerResponse } from 'node:http';

/**
 * One `text/event-stream` frame, encoded once: the same bytes go to every fan (no per-fan serialising or
 * encoding). JSON has no raw newlines, so `data` is one line.
 */
export function sseFrame(event: string, data: unknown, id?: number): Buffer {
  return Buffer.from(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`, 'utf8');
}

/** A comment line: keeps proxies from closing an idle stream. */
export const SSE_PING = Buffer.from(': ping\n\n', 'utf8');

/** A fan that has not read this much stays behind: drop it, and it resumes from its Last-Event-ID. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

const CRLF = Buffer.from('\r\n');
const chunks = new WeakMap<Buffer, Buffer>();

/** A frame as one HTTP/1.1 chunk (its size line, the bytes, CRLF), made on first use and shared by every fan. */
export function asChunk(frame: Buffer): Buffer {
  let chunk = chunks.get(frame);
  if (!chunk) {
    chunk = Buffer.concat([Buffer.from(`${frame.length.toString(16)}\r\n`), frame, CRLF]);
    chunks.set(frame, chunk);
  }
  return chunk;
}

/**
 * #28: whether a frame can go to the response's socket as a ready-made chunk, skipping the http layer's per-fan
 * framing: a chunked HTTP/1.1 response of the http module itself (not an in-process test's), headers sent, that
 * has its socket and nothing of its own still queued before it.
 */
function writesChunksToSocket(response: ServerResponse): boolean {
  const socket = response.socket;
  return socket !== null && response.write === ServerResponse.prototype.write && (response as { chunkedEncoding?: boolean }).chunkedEncoding === true && response.headersSent && response.writableLength === socket.writableLength;
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  connection: 'keep-alive',
  // nginx and similar proxies: deliver each frame at once.
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
} as const;

/** A fan's open stream. `after` is the last event id it has been sent (frames at or below it are skipped). */
export class SseStream {
  after = 0;
  private closed = false;

  constructor(
    private readonly response: ServerResponse,
    private readonly onClose: (stream: SseStream) => void,
  ) {
    response.on('close', () => this.finish());
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Writes a pre-serialised frame; a fan far behind is disconnected rather than buffered without bound. */
  write(frame: Buffer | string): void {
    if (this.closed) return;
    const response = this.response;
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      response.destroy();
      return;
    }
    if (Buffer.isBuffer(frame) && writesChunksToSocket(response)) response.socket!.write(asChunk(frame));
    else response.write(frame);
  }

  /**
   * #28: the instance is going away: tells the fan's EventSource to reconnect after `retryMs` (to another
   * instance behind the balancer, resuming with Last-Event-ID), and ends the stream.
   */
  reconnect(retryMs: number): void {
    if (this.closed) return;
    this.response.write(`retry: ${retryMs}\n\n`);
    this.end();
  }

  end(): void {
    if (this.closed) return;
    this.response.end();
    this.finish();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose(this);
  }
}

/** Writes `frame` to every stream, yielding to the event loop between batches so 1,000s of fans never block it. */
export async function broadcast(streams: Iterable<SseStream>, frame: Buffer, eventId?: number, batch = 1000): Promise<void> {
  let written = 0;
  for (const stream of [...streams]) {
    if (eventId !== undefined) {
      if (stream.after >= eventId) continue;
      stream.after = eventId;
    }
    stream.write(frame);
    written += 1;
    if (written % batch === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** What a hub groups its streams by (a game's channel, a school's scoreboard). */
interface StreamGroup {
  streams: Set<SseStream>;
}

/** `: ping` to every stream of every group (DESIGN: proxies close streams idle for long). */
export function pingAll(groups: Iterable<StreamGroup>): void {
  for (const group of groups) for (const stream of group.streams) stream.write(SSE_PING);
}

/** Tells every stream of every group to reconnect (#28: the instance is shutting down); returns how many. */
export function reconnectAll(groups: Iterable<StreamGroup>): number {
  let closed = 0;
  for (const group of groups) {
    for (const stream of [...group.streams]) {
      stream.reconnect(reconnectDelayMs());
      closed += 1;
    }
  }
  return closed;
}

/**
 * #28: the retry hint a stream opens with, which a fan's EventSource waits after a drop nobody announced (its
 * instance lost): 1 to 2 s, spread at random, so a lost instance's thousands of fans reach the others over a second
 * rather than in one instant.
 */
export function lostStreamRetryMs(random: () => number = Math.random): number {
  return 1000 + Math.floor(random() * 1000);
}

/**
 * #28: the reconnect delay told to a fan at shutdown: 250 ms to 1.25 s, spread at random so 1,000s of fans
 * do not arrive at the other instances in the same instant.
 */
export function reconnectDelayMs(random: () => number = Math.random): number {
  return 250 + Math.floor(random() * 1000);
}
