import net from 'node:net';

/** One read buffer for every fan of a process (each read is handled before the next). */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

/**
 * A fan's live stream as a browser's EventSource keeps it: when the stream drops (its instance killed, or draining
 * with `retry:`), it reconnects after the server's retry delay (else about a second, jittered) with `Last-Event-ID`,
 * through the same address (the balancer picks another instance). Counts every event id it receives, so a test or
 * bench can check each arrived exactly once. Through nchan (#49) the stream's `id:` is nchan's own (sent back as
 * Last-Event-ID as it came) and the event id is read from the frame's data, as the browser does.
 *
 * A raw socket speaking just enough HTTP/1.1 (the status line, two headers, chunked or plain bodies): thousands of
 * fans share the bench's cores with the servers, and the http module's per-chunk work would add its own delay
 * to what is measured.
 */
export class ResumingFan {
  /** How many times each event id arrived. */
  readonly counts = new Map<number, number>();
  /** When each event id first arrived (the clock passed in). */
  readonly arrivedAt = new Map<number, number>();
  /** Full `state` frames received: one at the start; more mean a resume the server could not serve. */
  states = 0;
  reconnects = 0;
  /** ms from each drop until the next stream opened. */
  readonly downtimes: number[] = [];
  /** Answers other than 200 and connection errors, as text. */
  readonly failures: string[] = [];
  /** The first event id received (the first state's): what the fan must have every event from. */
  firstId: number | null = null;
  lastId: number | null = null;
  /** The last `id:` as the stream wrote it: what goes back as Last-Event-ID. */
  private lastStreamId: string | null = null;
  /** The instance that serves its stream now, when the balancer says (a bench's X-Upstream). */
  servedBy: string | null = null;
  private readonly target: URL;
  private downSince: number | null = null;
  private retryMs: number | null = null;
  private socket: net.Socket | null = null;
  private closed = false;
  private firstData!: () => void;
  /** Resolves when the first stream has delivered its first frame. */
  readonly ready = new Promise<void>((resolve) => (this.firstData = resolve));

  constructor(
    url: string,
    private readonly tenant: string,
    private readonly now: () => number,
    /** The loopback address to connect from (127.0.0.2, ...): one address has some 28,000 ports to one server. */
    private readonly localAddress?: string,
  ) {
    this.target = new URL(url);
    this.connect();
  }

  /** The stream is open (not waiting to reconnect). */
  get connected(): boolean {
    return this.downSince === null && this.socket !== null;
  }

  close(): void {
    this.closed = true;
    this.socket?.destroy();
  }

  private connect(): void {
    // The response's end (its last chunk) ends this stream: the connection may stay open (keep-alive), the fan goes.
    const parser = new StreamParser((line) => this.line(line), () => socket.destroy(), () => this.frameStreamId !== null && this.frameId === null);
    // The bytes arrive in one buffer the process's fans share (read synchronously, never kept), not in a new Buffer
    // through the stream machinery each time: a third of a fan's cost per event.
    const socket: net.Socket = net.connect({
      host: this.target.hostname,
      port: Number(this.target.port || 80),
      noDelay: true,
      localAddress: this.localAddress,
      onread: { buffer: READ_BUFFER, callback: (length: number, buffer: Uint8Array) => this.received(socket, parser, (buffer as Buffer).subarray(0, length)) },
    });
    this.socket = socket;
    const lastEventId = this.lastStreamId === null ? '' : `Last-Event-ID: ${this.lastStreamId}\r\n`;
    socket.write(`GET ${this.target.pathname}${this.target.search} HTTP/1.1\r\nHost: ${this.target.host}\r\ntenant: ${this.tenant}\r\nAccept: text/event-stream\r\n${lastEventId}\r\n`);
    socket.on('error', (error) => {
      if (!this.closed && !/ECONNRESET|EPIPE/.test(error.message)) this.failures.push(error.message);
    });
    socket.on('close', () => {
      if (this.closed || this.socket !== socket) return;
      this.downSince ??= this.now();
      this.reconnects += 1;
      const delay = this.retryMs ?? 500 + Math.random() * 1000;
      this.retryMs = null;
      setTimeout(() => {
        if (!this.closed) this.connect();
      }, delay);
    });
  }

  private received(socket: net.Socket, parser: StreamParser, chunk: Buffer): boolean {
    const head = parser.feed(chunk);
    if (!head) return true;
    if (head.status !== 200) {
      this.failures.push(`stream answered ${head.status}`);
      socket.destroy();
      return false;
    }
    this.servedBy = head.upstream;
    // Back: the stream is open again (a resume with nothing missed sends no frame until the next event).
    if (this.downSince !== null) {
      this.downtimes.push(this.now() - this.downSince);
      this.downSince = null;
    }
    return true;
  }

  private frameId: number | null = null;
  private frameStreamId: string | null = null;
  private frameEvent = 'message';

  /** One line of the event stream (without its newline); an empty line ends a frame. */
  private line(line: string): void {
    if (line === '') {
      const id = this.frameId;
      const event = this.frameEvent;
      if (this.frameStreamId !== null) this.lastStreamId = this.frameStreamId;
      this.frameId = null;
      this.frameStreamId = null;
      this.frameEvent = 'message';
      if (id === null) return;
      if (event === 'state') this.states += 1;
      this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
      if (!this.arrivedAt.has(id)) this.arrivedAt.set(id, this.now());
      this.firstId ??= id;
      this.lastId = id;
      this.firstData();
    } else if (line.startsWith('id: ')) {
      this.frameStreamId = line.slice(4);
      this.frameId = /^\d+$/.test(this.frameStreamId) ? Number(this.frameStreamId) : null;
    } else if (line.startsWith('data: ')) {
      const eventId = /"eventId":(\d+)/.exec(line);
      if (eventId) this.frameId = Number(eventId[1]);
    } else if (line.startsWith('event: ')) this.frameEvent = line.slice(7);
    else if (line.startsWith('retry: ')) this.retryMs = Number(line.slice(7));
  }

  /** Of the ids from its first to `to`: those that never arrived and the extra copies of those that arrived more than once. */
  tally(to: number): { lost: number; duplicated: number } {
    const from = this.firstId ?? to + 1;
    let lost = 0;
    let duplicated = 0;
    for (let id = from; id <= to; id += 1) {
      const count = this.counts.get(id) ?? 0;
      if (count === 0) lost += 1;
      else if (count > 1) duplicated += count - 1;
    }
    return { lost, duplicated };
  }
}

/**
 * An HTTP/1.1 response read as it arrives: the head (status, X-Upstream), then the body, de-chunked when it is
 * chunked, handed on as lines; `onEnd` at its last chunk. `feed` returns the head once, when it is complete.
 */
class StreamParser {
  private state: 'head' | 'size' | 'data' | 'crlf' | 'plain' = 'head';
  private head = '';
  private sizeLine = '';
  private remaining = 0;
  private carry = '';

  constructor(
    private readonly onLine: (line: string) => void,
    private readonly onEnd: () => void,
    /** Whether the frame being read needs its data: line (its `id:` is not our event id). */
    private readonly wantsData: () => boolean,
  ) {}

  feed(chunk: Buffer): { status: number; upstream: string | null } | null {
    let at = 0;
    let parsedHead: { status: number; upstream: string | null } | null = null;
    if (this.state === 'head') {
      this.head += chunk.toString('latin1');
      const end = this.head.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const lines = this.head.slice(0, end).split('\r\n');
      const header = (name: string) => lines.find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim() ?? null;
      parsedHead = { status: Number(lines[0]!.split(' ')[1]), upstream: header('x-upstream') };
      this.state = header('transfer-encoding')?.toLowerCase() === 'chunked' ? 'size' : 'plain';
      // What came after the head in this chunk: its byte offset (the head is ASCII, one byte per character).
      at = chunk.length - (this.head.length - end - 4);
      this.head = '';
    }
    while (at < chunk.length) {
      if (this.state === 'plain') {
        this.body(chunk.subarray(at));
        break;
      }
      if (this.state === 'size') {
        const newline = chunk.indexOf(0x0a, at);
        if (newline < 0) {
          this.sizeLine += chunk.toString('latin1', at);
          break;
        }
        this.sizeLine += chunk.toString('latin1', at, newline);
        this.remaining = parseInt(this.sizeLine.trim(), 16);
        this.sizeLine = '';
        at = newline + 1;
        if (this.remaining > 0) {
          this.state = 'data';
          continue;
        }
        // The last chunk (0): the response ended.
        this.onEnd();
        break;
      }
      if (this.state === 'data') {
        const take = Math.min(this.remaining, chunk.length - at);
        this.body(chunk.subarray(at, at + take));
        this.remaining -= take;
        at += take;
        if (this.remaining === 0) this.state = 'crlf';
        continue;
      }
      // The CRLF after a chunk's data.
      const newline = chunk.indexOf(0x0a, at);
      if (newline < 0) break;
      at = newline + 1;
      this.state = 'size';
    }
    return parsedHead;
  }

  private body(bytes: Buffer): void {
    const text = this.carry + bytes.toString('latin1');
    let start = 0;
    for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', start)) {
      // Only the lines a fan reads (id:, event:, retry:, the empty line ending a frame); data: lines only when the
      // event id is in them.
      const first = text.charCodeAt(start);
      if (newline === start || first === 0x69 || first === 0x65 || first === 0x72) this.onLine(text.slice(start, newline));
      // The event id is at the start of the data ({"gameId":…,"eventId":…): the rest is not read.
      else if (first === 0x64 && this.wantsData()) this.onLine(text.slice(start, Math.min(newline, start + 64)));
      start = newline + 1;
    }
    this.carry = text.slice(start);
  }
}
