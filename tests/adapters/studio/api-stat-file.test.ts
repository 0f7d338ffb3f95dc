import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiStatFile } from '../../../adapters/api/studio/api-stat-file';
import { StudioHttp } from '../../../adapters/api/studio/studio-http';
import type { StatFileResultWire } from '../../../contract/studio/stat-file';

/** What the local server was sent: the request line, the headers that matter and the body. */
interface Seen {
  method: string;
  url: string;
  tenant: string | undefined;
  contentType: string | undefined;
  csrf: string | undefined;
  body: string;
}

const ANSWER: StatFileResultWire = {
  gameId: 7,
  root: 'bbgame',
  source: 'Basketball LiveStats In-Arena Tool',
  complete: true,
  schoolSide: 'H',
  sideFrom: 'home-away',
  teams: { school: 'Ridgemont', opponent: 'Lakeview' },
  teamScore: 72,
  opponentScore: 69,
  periods: [{ label: '1', teamScore: 16, opponentScore: 16 }],
  players: { matched: 11, unmatched: [{ name: 'Flis, Nicola', jersey: '16' }], opponent: 13 },
  warnings: [],
  saved: true,
  resultPosted: true,
  boxScoreVersion: 2,
};

const XML = '<bbgame source="Basketball LiveStats In-Arena Tool"><venue homename="Ridgemont"/></bbgame>';
const file = () => new Blob([XML], { type: 'text/xml' });

let server: Server;
let apiBase: string;
let seen: Seen[];
let tokens: string[];
// The next answers of the stat-file route, in order (status and body).
let answers: Array<{ status: number; body: unknown }>;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/** A stand-in for the studio API: /api/v2/Auth/session hands out CSRF tokens, the stat-file route answers as set per test. */
beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(json === null ? '' : JSON.stringify(json));
      };
      if (request.url === '/api/v2/Auth/session') return reply(200, { csrfToken: tokens.shift() ?? 'token-last' });
      seen.push({ method: request.method!, url: request.url!, tenant: request.headers.tenant as string, contentType: request.headers['content-type'], csrf: request.headers['x-csrf-token'] as string, body });
      const next = answers.shift() ?? { status: 200, body: ANSWER };
      if (typeof next.body === 'string') {
        response.writeHead(next.status, { 'content-type': 'text/html' });
        return response.end(next.body);
      }
      return reply(next.status, next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  tokens = ['token-1', 'token-2'];
  answers = [];
});

const adapter = () => new ApiStatFile(new StudioHttp({ apiBase, tenant: 'ridgemont' }));
const refusal = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } });

describe('ApiStatFile: a stat file sent to POST /api/studio/games/{id}/stat-file', () => {
  it('sends the file as an application/xml body with the tenant, the CSRF token and only the options asked for, and reads the answer', async () => {
    const stat = adapter();
    const checked = await stat.send(7, file(), { dryRun: true, side: null, final: false });
    expect(checked).toEqual({ kind: 'done', value: ANSWER });
    const saved = await stat.send(7, file(), { dryRun: false, side: 'V', final: true });
    expect(saved.kind).toBe('done');
    expect(seen).toEqual([
      { method: 'POST', url: '/api/studio/games/7/stat-file?dryRun=1', tenant: 'ridgemont', contentType: 'application/xml', csrf: 'token-1', body: XML },
      { method: 'POST', url: '/api/studio/games/7/stat-file?side=V&final=1', tenant: 'ridgemont', contentType: 'application/xml', csrf: 'token-1', body: XML },
    ]);
  });

  it("turns the server's side question into its own outcome, and every other refusal into the server's words", async () => {
    answers = [
      refusal(422, 'side_unknown', 'Neither team in the file is named Ridgemont: say which side the school was.'),
      refusal(422, 'sport_mismatch', 'This is a football file (fbgame); the game is basketball.'),
      refusal(409, 'game_live', 'The live feed runs this game until it ends.'),
      refusal(400, 'not_xml', 'The file is not XML.'),
      refusal(413, 'too_large', 'A stat file may be at most 5 MB.'),
    ];
    const stat = adapter();
    const outcomes = [];
    for (let index = 0; index < 5; index += 1) outcomes.push(await stat.send(7, file(), { dryRun: true, side: null, final: false }));
    expect(outcomes).toEqual([
      { kind: 'side-unknown', message: 'Neither team in the file is named Ridgemont: say which side the school was.' },
      { kind: 'failed', message: 'This is a football file (fbgame); the game is basketball.' },
      { kind: 'failed', message: 'The live feed runs this game until it ends.' },
      { kind: 'failed', message: 'The file is not XML.' },
      { kind: 'failed', message: 'A stat file may be at most 5 MB.' },
    ]);
  });

  it('says what a bare 413 or 415 means, and that an answer it cannot read was not saved', async () => {
    answers = [
      { status: 413, body: '<html>Request Entity Too Large</html>' },
      { status: 415, body: '<html>Unsupported Media Type</html>' },
      { status: 200, body: { gameId: 7 } },
    ];
    const stat = adapter();
    expect(await stat.send(7, file(), { dryRun: true, side: null, final: false })).toEqual({ kind: 'failed', message: expect.stringContaining('The file is too large to upload.') });
    expect(await stat.send(7, file(), { dryRun: true, side: null, final: false })).toEqual({ kind: 'failed', message: expect.stringContaining('Choose the stat crew’s XML file.') });
    expect(await stat.send(7, file(), { dryRun: false, side: null, final: false })).toEqual({ kind: 'failed', message: 'The server could not save this just now. Please try again.' });
  });

  it('asks for a new CSRF token once when the old one is refused, and answers offline when the server cannot be reached', async () => {
    answers = [refusal(403, 'csrf_token_invalid', 'Sign in again.')];
    expect((await adapter().send(7, file(), { dryRun: true, side: 'H', final: false })).kind).toBe('done');
    expect(seen.map((request) => [request.url, request.csrf])).toEqual([
      ['/api/studio/games/7/stat-file?dryRun=1&side=H', 'token-1'],
      ['/api/studio/games/7/stat-file?dryRun=1&side=H', 'token-2'],
    ]);
    const unreachable = new ApiStatFile(new StudioHttp({ apiBase, tenant: 'ridgemont', fetch: () => Promise.reject(new TypeError('fetch failed')) }));
    expect(await unreachable.send(7, file(), { dryRun: true, side: null, final: false })).toEqual({ kind: 'offline' });
  });
});
