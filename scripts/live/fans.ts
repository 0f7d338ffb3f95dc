import http from 'node:http';

/** One fan: a plain HTTP stream (no EventSource), noting when each event id arrives. */
export interface Fan {
  request: http.ClientRequest;
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

export function connectFan(url: string, tenant: string, agent: http.Agent, now: () => number): Fan {
  const received = new Map<number, number>();
  let ready!: () => void;
  let failed!: (error: Error) => void;
  const fan: Fan = { request: undefined as unknown as http.ClientRequest, received, ready: new Promise<void>((resolve, reject) => ((ready = resolve), (failed = reject))) };
  fan.request = http.get(url, { agent, headers: { tenant, accept: 'text/event-stream' } }, (response) => {
    if (response.statusCode !== 200) return failed(new Error(`stream answered ${response.statusCode}`));
    let carry = '';
    response.on('data', (chunk: Buffer) => {
      const at = now();
      const found = idsIn(chunk, carry);
      carry = found.carry;
      for (const id of found.ids) if (!received.has(id)) received.set(id, at);
      if (received.size > 0) ready();
    });
  });
  fan.request.on('error', (error) => failed(error));
  return fan;
}

/** Connects `count` fans in batches, so the server is not flooded with handshakes all at once. */
export async function connectFans(count: number, url: string, tenant: string, now: () => number, batch = 250): Promise<{ fans: Fan[]; agent: http.Agent }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const fans: Fan[] = [];
  for (let start = 0; start < count; start += batch) {
    const group = Array.from({ length: Math.min(batch, count - start) }, () => connectFan(url, tenant, agent, now));
    fans.push(...group);
    await Promise.all(group.map((fan) => fan.ready));
  }
  return { fans, agent };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
