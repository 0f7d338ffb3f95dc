/**
 * The browser's EventSource for Node and jsdom (neither has one): the demo snapshot dump and the tests, after the WHATWG rules that
 * matter here: `Accept: text/event-stream`, `event:`/`data:`/`id:`/`retry:` fields, `Last-Event-ID` on
 * its own reconnects after a dropped stream, CLOSED (no reconnect) on an HTTP error.
 */
export class NodeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readonly withCredentials = false;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  /** Every URL this source requested, with the Last-Event-ID it sent (tests inspect resumes). */
  readonly requests: Array<{ url: string; lastEventId: string | null }> = [];
  private lastEventId = '';
  private retryMs = 1_000;
  private controller: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(readonly url: string) {
    super();
    NodeEventSource.instances.push(this);
    void this.connect();
  }

  /** Every source made, newest last. */
  static instances: NodeEventSource[] = [];

  /** The fetch the sources of this class connect with (Node's own here). */
  static fetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

  /** A source class that connects with `fetchImpl` (a failing network, the browser's CORS rules). */
  static withFetch(fetchImpl: typeof fetch): typeof NodeEventSource {
    return class extends NodeEventSource {
      static override fetch = fetchImpl;
    };
  }

  /** Drops the connection as a network failure would: the source reconnects on its own. */
  drop(): void {
    this.controller?.abort(new Error('dropped'));
  }

  close(): void {
    this.readyState = 2;
    if (this.timer) clearTimeout(this.timer);
    this.controller?.abort(new Error('closed'));
  }

  private emit(event: Event): void {
    this.dispatchEvent(event);
    const handler = event.type === 'open' ? this.onopen : event.type === 'error' ? this.onerror : event.type === 'message' ? this.onmessage : null;
    (handler as ((event: Event) => void) | null)?.call(this, event);
  }

  private async connect(): Promise<void> {
    if (this.readyState === 2) return;
    const controller = new AbortController();
    this.controller = controller;
    this.requests.push({ url: this.url, lastEventId: this.lastEventId || null });
    try {
      const response = await (this.constructor as typeof NodeEventSource).fetch(this.url, { headers: { accept: 'text/event-stream', ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}) }, signal: controller.signal });
      if (!response.ok || !/text\/event-stream/.test(response.headers.get('content-type') ?? '') || !response.body) {
        await response.body?.cancel();
        this.readyState = 2;
        this.emit(new Event('error'));
        return;
      }
      this.readyState = 1;
      this.emit(new Event('open'));
      await this.read(response.body);
    } catch {
      // A network failure or our own drop: reconnect below.
    }
    if (this.readyState === 2) return;
    this.readyState = 0;
    this.emit(new Event('error'));
    if (this.readyState !== 0) return;
    this.timer = setTimeout(() => void this.connect(), this.retryMs);
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let event = { type: '', data: [] as string[], id: null as string | null };
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\n|\r/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (event.id !== null) this.lastEventId = event.id;
          if (event.data.length > 0 && this.readyState === 1) {
            this.emit(new MessageEvent(event.type || 'message', { data: event.data.join('\n'), lastEventId: this.lastEventId }));
          }
          event = { type: '', data: [], id: null };
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event.type = text;
        else if (field === 'data') event.data.push(text);
        else if (field === 'id' && !text.includes('\0')) event.id = text;
        else if (field === 'retry' && /^\d+$/.test(text)) this.retryMs = Number(text);
      }
    }
  }
}
