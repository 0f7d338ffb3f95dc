import { describe, expect, it } from 'vitest';
import { HouseAdProvider } from '../../adapters/api/house-ad-provider';
import type { HttpClient, HttpRequest } from '../../core/http/http-client.port';
import { quietLogger } from '../support/quiet-logger';

const ad = (id: number) => ({ id, title: `Ad ${id}`, link: '/tickets', image: { url: `/media/${id}.svg`, width: 300, height: 100 }, mobileImage: null });

function fakeHttp(answer: (request: HttpRequest) => unknown): HttpClient & { requests: HttpRequest[] } {
  const requests: HttpRequest[] = [];
  return {
    requests,
    request: async (request) => {
      requests.push(request);
      const body = answer(request);
      if (body instanceof Error) throw body;
      return { status: 200, body, headers: {} };
    },
  };
}

describe('the house-ad provider', () => {
  it('asks once per slot, sport and adtest, passing adtest through, and picks a drop-down ad by its number', async () => {
    const http = fakeHttp((request) => ({ slot: request.query?.slot, adtest: request.query?.adtest ?? null, ads: [ad(1), ad(2)] }));
    const provider = new HouseAdProvider(http, quietLogger);
    const first = await provider.fill({ slotId: 'htlad-common-navigation_dropdown1', sportId: null, adtest: 'on' });
    const second = await provider.fill({ slotId: 'htlad-common-navigation_dropdown2', sportId: null, adtest: 'on' });
    await provider.fill({ slotId: 'htlad-common-navigation_dropdown1', sportId: null, adtest: 'on' });
    expect([first?.id, second?.id]).toEqual([1, 2]);
    expect(first).toMatchObject({ slotId: 'htlad-common-navigation_dropdown1', adtest: 'on', title: 'Ad 1', link: '/tickets' });
    expect(http.requests.map((r) => r.query)).toEqual([
      { slot: 'htlad-common-navigation_dropdown1', adtest: 'on' },
      { slot: 'htlad-common-navigation_dropdown2', adtest: 'on' },
    ]);
    const top = await provider.fill({ slotId: 'htlad-top', sportId: 4, adtest: null });
    expect(top?.id).toBe(1);
    expect(http.requests.at(-1)?.query).toEqual({ slot: 'htlad-top', sportId: 4 });
  });

  it('leaves the slot empty when there is no ad, or the call fails (and asks again after a failure)', async () => {
    let fail = true;
    const http = fakeHttp(() => (fail ? new Error('offline') : { slot: 'htlad-top', adtest: null, ads: [] }));
    const provider = new HouseAdProvider(http, quietLogger);
    expect(await provider.fill({ slotId: 'htlad-top', sportId: null, adtest: null })).toBeNull();
    fail = false;
    expect(await provider.fill({ slotId: 'htlad-top', sportId: null, adtest: null })).toBeNull();
    expect(http.requests).toHaveLength(2);
  });
});
