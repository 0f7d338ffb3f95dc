import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import { Parser } from 'pg-protocol/dist/parser';

type Serialize = typeof serialize;

/**
 * node-postgres' connection to the embedded store: pg writes the same wire messages as to PostgreSQL, and they go to
 * PGlite's one session instead of a socket. After the shape of PGlite's own adapter
 * (`@electric-sql/pglite/node-postgres`), which runs each message on its own: a statement that fails there (a unique
 * violation, a division by zero) ends the connection and leaves the next one's replies out of step. Here the
 * messages of one extended-protocol round (parse, bind, describe, execute) are held until its sync and run in one
 * call, as a socket carries them, so PostgreSQL skips the rest of a failed round up to the sync and answers the error
 * once, then ReadyForQuery; pg reads the replies with its own parser, as from PostgreSQL.
 */
export class PgliteConnection extends EventEmitter {
  /** Read and written by pg: the statements this connection has parsed (a named statement is parsed once). */
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};
  /** Checked by pg's Client.end(), which skips connection.end() without it. */
  _connecting = false;
  /** pg's Client.end() destroys the stream when a query is still active. */
  readonly stream = { destroy: () => this.end() };

  readonly #pglite: PGlite;
  #queue: Promise<unknown>;
  #held: Buffer[] = [];
  readonly #parser = new Parser();

  constructor(pglite: PGlite) {
    super();
    this.#pglite = pglite;
    this.#queue = pglite.waitReady;
  }

  /** Holds a message of the current round. */
  #hold(message: Buffer): void {
    this.#held.push(message);
  }

  /** Runs the held messages and `message` in PGlite at once, after whatever was sent before. */
  #send(message: Buffer): void {
    const batch = this.#held.length > 0 ? Buffer.concat([...this.#held, message]) : message;
    this.#held = [];
    this.#queue = this.#queue
      .then(async () => {
        // PGlite runs a statement on this thread, and a promise chain of statements (a send's deliveries slice after
        // slice, a seed) would never let the event loop read a request between them: each waits for the loop's next
        // turn, so a request that came meanwhile is answered first, and a page waits for one statement at most.
        await new Promise((resolve) => setImmediate(resolve));
        // The replies as PGlite writes them, unparsed: its execProtocolRaw parses each into objects of its own first
        // (a third of its time on a read), which pg would not use. Each chunk is a view of the WASM memory, valid
        // only during the call: copied.
        const chunks: Buffer[] = [];
        await this.#pglite.execProtocolRawStream(batch, { onRawData: (chunk) => chunks.push(Buffer.from(chunk)) });
        const answer = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        this.#parser.parse(answer, (reply) => {
          this.emit(reply.name === 'error' ? 'errorMessage' : reply.name, reply);
        });
      })
      .catch((error: unknown) => this.emit('error', error));
  }

  async connect(): Promise<void> {
    this._connecting = true;
    await this.#pglite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  query(text: string): void {
    this.#send(serialize.query(text));
  }

  parse(query: Parameters<Serialize['parse']>[0] & { types?: unknown }): void {
    // pg passes its per-query type parsers (drizzle's `types: { getTypeParser }`) where the message wants type ids.
    this.#hold(serialize.parse(Array.isArray(query.types) ? query : { ...query, types: undefined }));
  }

  bind(config: Parameters<Serialize['bind']>[0]): void {
    this.#hold(serialize.bind(config));
  }

  describe(message: Parameters<Serialize['describe']>[0]): void {
    this.#hold(serialize.describe(message));
  }

  execute(config: Parameters<Serialize['execute']>[0]): void {
    this.#hold(serialize.execute(config));
  }

  close(message: Parameters<Serialize['close']>[0]): void {
    this.#hold(serialize.close(message));
  }

  flush(): void {
    this.#send(serialize.flush());
  }

  sync(): void {
    this.#send(serialize.sync());
  }

  sendCopyFromChunk(chunk: Buffer): void {
    this.#send(serialize.copyData(chunk));
  }

  endCopyFrom(): void {
    this.#send(serialize.copyDone());
  }

  sendCopyFail(message: string): void {
    this.#send(serialize.copyFail(message));
  }

  /** Like a socket closing: pg waits for 'end'. The PGlite instance is the store's and stays open. */
  end(): void {
    this.#queue = this.#queue.then(() => this.emit('end'));
    // The pool reuses this connection for its next client: drop the ended client's listeners.
    for (const event of this.eventNames()) if (event !== 'newListener') this.removeAllListeners(event);
  }

  // No socket, no TLS, no authentication, nothing to cancel or to keep the process alive.
  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}
}
