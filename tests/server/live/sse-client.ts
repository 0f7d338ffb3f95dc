import http from 'node:http';

export interface SseEvent {
  id: number | null;
  event: string;
  data: unknown;
}

/** Parses text/event-stream frames (comments and `retry:` lines skipped). */
export function parseSse(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  for (const frame of text.split('\n\n')) {
    let id: number | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith('id: ')) id = Number(line.slice(4));
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) events.push({ id, event, data: JSON.parse(data.join('\n')) });
  }
  return events;
}

/** A fan's open stream over plain HTTP (as a browser's EventSource would hold it). */
export class SseClient {
  readonly events: SseEvent[] = [];
  private buffer = '';
  private waiters: Array<() => void> = [];

  private constructor(private readonly request: http.ClientRequest) {}

  static open(url: string, headers: Record<string, string>): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
      const client = new SseClient(request);
      request.on('response', (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => client.receive(chunk));
        resolve(client);
      });
      request.on('error', reject);
    });
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    const end = this.buffer.lastIndexOf('\n\n');
    if (end < 0) return;
    this.events.push(...parseSse(this.buffer.slice(0, end + 2)));
    this.buffer = this.buffer.slice(end + 2);
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves once `count` events have arrived; fails after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<SseEvent[]> {
    const deadline = performance.now() + timeoutMs;
    while (this.events.length < count) {
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`expected ${count} events, got ${this.events.length}: ${JSON.stringify(this.events.map((e) => [e.event, e.id]))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.events;
  }

  close(): void {
    this.request.destroy();
  }
}
