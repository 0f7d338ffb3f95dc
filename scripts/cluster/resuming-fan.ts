import http from 'node:http';

/**
 * A fan's live stream as a browser's EventSource keeps it: when the stream drops (its instance killed, or draining
 * with `retry:`), it reconnects after the server's retry delay (else about a second, jittered) with `Last-Event-ID`,
 * through the same address (the balancer picks another instance). Counts every event id it receives, so a test or
 * bench can check each arrived exactly once.
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
  /** The instance that serves its stream now, when the balancer says (a bench's X-Upstream). */
  servedBy: string | null = null;
  private downSince: number | null = null;
  private retryMs: number | null = null;
  private request: http.ClientRequest | null = null;
  private closed = false;
  private firstData!: () => void;
  /** Resolves when the first stream has delivered its first frame. */
  readonly ready = new Promise<void>((resolve) => (this.firstData = resolve));

  constructor(
    private readonly url: string,
    private readonly tenant: string,
    private readonly agent: http.Agent,
    private readonly now: () => number,
  ) {
    this.connect();
  }

  /** The stream is open (not waiting to reconnect). */
  get connected(): boolean {
    return this.downSince === null && this.request !== null;
  }

  close(): void {
    this.closed = true;
    this.request?.destroy();
  }

  private connect(): void {
    const headers: http.OutgoingHttpHeaders = { tenant: this.tenant, accept: 'text/event-stream' };
    if (this.lastId !== null) headers['last-event-id'] = String(this.lastId);
    let buffered = '';
    const request = http.get(this.url, { agent: this.agent, headers }, (response) => {
      if (response.statusCode !== 200) {
        this.failures.push(`stream answered ${response.statusCode}`);
        response.resume();
        return;
      }
      this.servedBy = (response.headers['x-upstream'] as string | undefined) ?? null;
      // Back: the stream is open again (a resume with nothing missed sends no frame until the next event).
      if (this.downSince !== null) {
        this.downtimes.push(this.now() - this.downSince);
        this.downSince = null;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffered += chunk;
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          this.frame(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf('\n\n');
        }
      });
    });
    this.request = request;
    request.on('error', (error) => {
      if (!this.closed && !/socket hang up|ECONNRESET|aborted/.test(error.message)) this.failures.push(error.message);
    });
    request.on('close', () => {
      if (this.closed || this.request !== request) return;
      this.downSince ??= this.now();
      this.reconnects += 1;
      const delay = this.retryMs ?? 500 + Math.random() * 1000;
      this.retryMs = null;
      setTimeout(() => {
        if (!this.closed) this.connect();
      }, delay);
    });
  }

  private frame(text: string): void {
    let id: number | null = null;
    let event = 'message';
    for (const line of text.split('\n')) {
      if (line.startsWith('id: ')) id = Number(line.slice(4));
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('retry: ')) this.retryMs = Number(line.slice(7));
    }
    if (id === null) return;
    if (event === 'state') this.states += 1;
    this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
    if (!this.arrivedAt.has(id)) this.arrivedAt.set(id, this.now());
    this.firstId ??= id;
    this.lastId = id;
    this.firstData();
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
