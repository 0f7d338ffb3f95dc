import net from 'node:net';

/** One fan: a plain HTTP stream (no EventSource), noting when each event id arrives. */
export interface Fan {
  socket: net.Socket;
  received: Map<number, number>;
  ready: Promise<void>;
}

const ID = Buffer.from('id: ');
const NEWLINE = 0x0a;

/** The event ids in a chunk of frames (each frame starts with `id: N` on its own line). Cheap: no decoding. */
function idsIn(chunk: Buffer, carry: string): { ids: number[]; carry: string } {
  const ids: number[] = [];
  let text = carry;
  let at = 0;
  // A frame split across chunks leaves a partial `id:` line at the end: carry it over.
  if (text) {
    const end = chunk.indexOf(NEWLINE);
    if (end < 0) return { ids, carry: text + chunk.toString('latin1') };
    text += chunk.toString('latin1', 0, end);
    if (text.startsWith('id: ')) ids.push(Number(text.slice(4)));
    at = end + 1;
  }
  for (let found = chunk.indexOf(ID, at); found >= 0; found = chunk.indexOf(ID, found + ID.length)) {
    if (found > 0 && chunk[found - 1] !== NEWLINE) continue;
    const end = chunk.indexOf(NEWLINE, found);
    if (end < 0) return { ids, carry: chunk.toString('latin1', found) };
    ids.push(Number(chunk.toString('latin1', found + ID.length, end)));
  }
  return { ids, carry: '' };
}

/**
 * A fan as lean as a client can be (#28: the bench's fans share the server's cores, so their cost is kept apart
 * from it and small): a raw TCP socket sending one HTTP/1.1 GET, then scanning what arrives for `id:` lines
 * (the chunk-size lines between frames cannot look like one). Only the status line is read as HTTP.
 */
export function connectFan(url: string, tenant: string, now: () => number): Fan {
  const target = new URL(url);
  const received = new Map<number, number>();
  let ready!: () => void;
  let failed!: (error: Error) => void;
  const socket = net.connect({ host: target.hostname, port: Number(target.port || 80), noDelay: true });
  const fan: Fan = { socket, received, ready: new Promise<void>((resolve, reject) => ((ready = resolve), (failed = reject))) };
  socket.write(`GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\ntenant: ${tenant}\r\naccept: text/event-stream\r\n\r\n`);
  let headed = false;
  let carry = '';
  socket.on('data', (chunk: Buffer) => {
    const at = now();
    if (!headed) {
      headed = true;
      const status = chunk.toString('latin1', 0, Math.min(chunk.length, 16));
      if (!/^HTTP\/1\.1 200/.test(status)) {
        failed(new Error(`stream answered ${status.slice(9, 12)}`));
        socket.destroy();
        return;
      }
    }
    const found = idsIn(chunk, carry);
    carry = found.carry;
    for (const id of found.ids) if (!received.has(id)) received.set(id, at);
    if (received.size > 0) ready();
  });
  socket.on('error', (error) => failed(error));
  return fan;
}

/** Connects `count` fans in batches, so the server is not flooded with handshakes all at once. */
export async function connectFans(count: number, url: string, tenant: string, now: () => number, batch = 250): Promise<Fan[]> {
  const fans: Fan[] = [];
  for (let start = 0; start < count; start += batch) {
    const group = Array.from({ length: Math.min(batch, count - start) }, () => connectFan(url, tenant, now));
    fans.push(...group);
    await Promise.all(group.map((fan) => fan.ready));
  }
  return fans;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Waits (at most 10 s) until every fan has the last event sent. */
export async function awaitLastEvent(fans: readonly Fan[], sentAt: ReadonlyMap<number, number>): Promise<void> {
  const lastId = Math.max(...sentAt.keys());
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline && fans.some((fan) => !fan.received.has(lastId))) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Every delivery's time from its send to its arrival at each fan, sorted, and how many never arrived. */
export function deliveryLatencies(fans: readonly Fan[], sentAt: ReadonlyMap<number, number>): { latencies: number[]; missing: number } {
  const latencies: number[] = [];
  let missing = 0;
  for (const fan of fans) {
    for (const [id, sent] of sentAt) {
      const at = fan.received.get(id);
      if (at === undefined) missing += 1;
      else latencies.push(at - sent);
    }
  }
  latencies.sort((a, b) => a - b);
  return { latencies, missing };
}
