import { describe, expect, it } from 'vitest';
import { OriginClient } from '../../../server/school/import/origin-client';
import { ImportStopped } from '../../../server/school/import/request-limiter';

/** A fetch whose answers the test releases one at a time, recording the order the paths were asked in. */
function heldFetch() {
  const asked: string[] = [];
  const held: Array<() => void> = [];
  const fetch = ((input: string | URL) => {
    asked.push(new URL(String(input)).pathname.replace('/api/v2', ''));
    return new Promise<Response>((resolve) => held.push(() => resolve(Response.json({ ok: true }))));
  }) as typeof globalThis.fetch;
  return { fetch, asked, held };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function clientOf(fetch: typeof globalThis.fetch, concurrency: number) {
  return new OriginClient({ from: 'http://origin.test/api/v2', tenant: 'ridgemont', concurrency, fetch, sleep: async () => undefined, now: () => 0 });
}

describe('OriginClient: reads ahead behind the reads the import waits on', () => {
  it('keeps to its concurrency; a read the import waits on goes before every read ahead still queued', async () => {
    const { fetch, asked, held } = heldFetch();
    const origin = clientOf(fetch, 2);
    const ahead = origin.readAhead();
    const reads = ['/a1', '/a2', '/a3', '/a4'].map((path) => ahead.json(path));
    await settle();
    expect(asked).toEqual(['/a1', '/a2']);
    const needed = origin.json('/now');
    held.shift()!();
    await settle();
    // The freed slot goes to the read waited on, not to the next one read ahead.
    expect(asked).toEqual(['/a1', '/a2', '/now']);
    while (held.length) {
      held.shift()!();
      await settle();
    }
    await expect(needed).resolves.toEqual({ ok: true });
    await expect(Promise.all(reads)).resolves.toHaveLength(4);
    expect(asked).toEqual(['/a1', '/a2', '/now', '/a3', '/a4']);
    expect(origin.requests).toBe(5);
  });

  it('once stopped, asks for nothing more: queued reads are refused, reads under way finish', async () => {
    const { fetch, asked, held } = heldFetch();
    const origin = clientOf(fetch, 1);
    const ahead = origin.readAhead();
    const underWay = ahead.json('/first');
    const queued = ahead.json('/second');
    queued.catch(() => undefined);
    await settle();
    origin.stop();
    held.shift()!();
    await expect(underWay).resolves.toEqual({ ok: true });
    await expect(queued).rejects.toBeInstanceOf(ImportStopped);
    await expect(origin.json('/third')).rejects.toBeInstanceOf(ImportStopped);
    expect(asked).toEqual(['/first']);
  });
});

describe('OriginClient: compression is asked for across a network, not from this machine', () => {
  it('asks a remote origin for gzip and a loopback one for its answers as they are', async () => {
    for (const [from, expected] of [
      ['http://origin.test/api/v2', 'gzip, deflate'],
      ['https://athletics.example.edu/api/v2', 'gzip, deflate'],
      ['http://127.0.0.1:8080/api/v2', 'identity'],
      ['http://localhost:3000/api/v2', 'identity'],
      ['http://[::1]:3000/api/v2', 'identity'],
    ] as const) {
      const sent: Array<Record<string, string>> = [];
      const fetch = ((_input: string | URL, init?: RequestInit) => {
        sent.push(init?.headers as Record<string, string>);
        return Promise.resolve(Response.json({ ok: true }));
      }) as typeof globalThis.fetch;
      const origin = new OriginClient({ from, tenant: 'ridgemont', concurrency: 2, fetch, sleep: async () => undefined, now: () => 0 });
      await origin.json('/common/settings');
      await origin.readAhead().bytes('/media/ridgemont/logo.svg');
      expect(sent.map((headers) => headers['accept-encoding'])).toEqual([expected, expected]);
      origin.stop();
    }
  });
});
