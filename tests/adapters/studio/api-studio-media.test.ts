import { describe, expect, it } from 'vitest';
import { ApiStudioRepository } from '../../../adapters/api/studio/api-studio-repository';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** A fetch answering the session (with its CSRF token) and then `answer` for the studio's calls. */
function fakeFetch(answer: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: string, init?: RequestInit) => {
    if (String(input).endsWith('/Auth/session')) return new Response(JSON.stringify({ csrfToken: 'token-1' }), { status: 200 });
    sent.push({ url: String(input), method: init?.method ?? 'GET', headers: init?.headers as Record<string, string> });
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  return { sent, fetchImpl };
}

const repositoryOver = (fetchImpl: typeof fetch) => new ApiStudioRepository({ apiBase: '/api/v2', tenant: 'ridgemont', fetch: fetchImpl });
const photo = () => new File(['bytes'], 'team.jpg', { type: 'image/jpeg' });

describe('the studio media adapter', () => {
  it('uploads by fetch where there is no XMLHttpRequest, with the tenant and CSRF headers, and reports the whole file sent once stored', async () => {
    const { sent, fetchImpl } = fakeFetch({ status: 201, body: { id: 9, version: 1, url: '/media/ridgemont/team.jpg', type: 'image/jpeg', width: 8, height: 6, alt: 'Team', bytes: 5, name: 'team.jpg' } });
    const progress: number[] = [];
    const outcome = await repositoryOver(fetchImpl).uploadMedia(photo(), 'Team', (fraction) => progress.push(fraction));
    expect(outcome).toMatchObject({ kind: 'done', value: { id: 9, name: 'team.jpg' } });
    expect(progress).toEqual([1]);
    expect(sent[0]).toMatchObject({ url: '/api/studio/media', method: 'POST', headers: { tenant: 'ridgemont', 'x-csrf-token': 'token-1' } });
  });

  it('keeps the outcome of a refusal (a field message) and reports no progress for it', async () => {
    const { fetchImpl } = fakeFetch({ status: 400, body: { error: { code: 'invalid_input', message: 'A field needs attention.', fields: { alt: 'Describe the photo for people who cannot see it.' } } } });
    const progress: number[] = [];
    const outcome = await repositoryOver(fetchImpl).uploadMedia(photo(), '', (fraction) => progress.push(fraction));
    expect(outcome).toEqual({ kind: 'invalid', message: 'A field needs attention.', fields: { alt: 'Describe the photo for people who cannot see it.' } });
    expect(progress).toEqual([]);
  });

  it('reads where each listed file is used, leaving out a use of a kind it does not know', async () => {
    const usedBy = [
      { kind: 'story', id: 4, title: 'Opener' },
      { kind: 'gallery', id: 1, title: 'Not a kind we know' },
    ];
    const { fetchImpl } = fakeFetch({ status: 200, body: { items: [{ id: 9, version: 1, url: '/m', type: 'image/jpeg', alt: 'A', bytes: 1, name: 'a.jpg', usedBy }, { id: 10, name: 'b.jpg' }], total: 2, page: 1, pageSize: 40 } });
    const page = await repositoryOver(fetchImpl).media({ q: 'a' });
    expect(page.items[0]!.usedBy).toEqual([{ kind: 'story', id: 4, title: 'Opener' }]);
    expect(page.items[1]!.usedBy).toBeUndefined();
  });

  it('deletes with the version as If-Match, and keeps the server’s words when the site still shows the file', async () => {
    const gone = fakeFetch({ status: 204, body: null });
    expect(await repositoryOver(gone.fetchImpl).deleteMedia(5, 3)).toEqual({ kind: 'done', value: null });
    expect(gone.sent).toMatchObject([{ method: 'DELETE', url: expect.stringMatching(/\/media\/5$/) }]);
    expect(new Headers(gone.sent[0]!.headers).get('if-match')).toBe('"3"');
    const message = 'This file is used by story “Opener”. Remove it there first.';
    const used = fakeFetch({ status: 409, body: { error: { code: 'media_in_use', message, usedBy: [{ kind: 'story', id: 4, title: 'Opener' }] } } });
    expect(await repositoryOver(used.fetchImpl).deleteMedia(5, 3)).toEqual({ kind: 'failed', message });
  });
});
