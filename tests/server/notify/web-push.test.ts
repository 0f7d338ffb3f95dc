import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebPushSender, type PushMessage, type PushTarget } from '../../../server/notify/push/push-sender';

// The RFC 8188 reference implementation, as a push service's receiving browser would decrypt.
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer };

const SUBJECT = 'mailto:athletics@ridgemont.example.edu';
const FINAL: PushMessage = { title: 'Final: Ridgemont 3, Coastal Bay 1', body: 'Women’s soccer beat Coastal Bay 3–1.', url: 'https://ridgemont.example.edu/game-center/42', tag: 'final:42', icon: 'https://ridgemont.example.edu/logo.svg' };

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A push service on 127.0.0.1 over TLS (web-push posts with node:https only), answering each path's status. */
async function startPushService(dir: string): Promise<{ server: Server; origin: string; agent: Agent; received: Received[] }> {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const received: Received[] = [];
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      const status = Number(/^\/status\/(\d{3})/.exec(request.url ?? '')?.[1] ?? 201);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 201 ? '' : `answered ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The test's certificate is the one trusted authority: the TLS check itself stays on.
  return { server, origin: `https://127.0.0.1:${port}`, agent: new Agent({ ca: readFileSync(cert) }), received };
}

/** A browser's side of a subscription: a P-256 key pair and a 16-byte auth secret (RFC 8291). */
function browserSubscription(endpoint: string): { target: PushTarget; keys: ECDH; auth: Buffer } {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  return { target: { endpoint, p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') }, keys, auth };
}

/** RFC 8292 3: `vapid t=<JWT>, k=<public key>`; the JWT's ES256 signature checked with k alone. */
function readVapid(authorization: string | undefined): { header: Record<string, unknown>; claims: Record<string, unknown>; signatureValid: boolean; k: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  expect(point.length).toBe(65);
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  const signatureValid = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  return { header: JSON.parse(Buffer.from(header, 'base64url').toString()), claims: JSON.parse(Buffer.from(claims, 'base64url').toString()), signatureValid, k };
}

describe('web push through the Web Push protocol with VAPID', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  const vapid = webPush.generateVAPIDKeys();
  let service: Awaited<ReturnType<typeof startPushService>>;
  let sender: WebPushSender;

  beforeAll(async () => {
    service = await startPushService(dir);
    sender = new WebPushSender(vapid, SUBJECT, { agent: service.agent, timeoutMs: 5_000 });
  });
  afterAll(async () => {
    await new Promise((resolve) => service?.server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('posts a signed, encrypted notification that only the subscription can read, holding the score', async () => {
    const browser = browserSubscription(`${service.origin}/push/device-1`);
    expect(await sender.send(browser.target, FINAL)).toEqual({ kind: 'sent' });

    const request = service.received.find((r) => r.path === '/push/device-1');
    expect(request).toBeDefined();
    const { headers, body } = request!;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(headers.urgency).toBe('high');
    expect(Number(headers.ttl)).toBe(6 * 60 * 60);

    const { header, claims, signatureValid, k } = readVapid(headers.authorization);
    expect(header).toMatchObject({ typ: 'JWT', alg: 'ES256' });
    expect(k).toBe(vapid.publicKey);
    expect(signatureValid).toBe(true);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe(SUBJECT);
    // web-push signs exp on the real clock, as push services check it: so is this (not the tests' pinned clock).
    const nowS = Math.floor(Date.now() / 1000);
    expect(claims.exp).toBeGreaterThan(nowS);
    expect(claims.exp).toBeLessThanOrEqual(nowS + 24 * 60 * 60);

    // Another subscription's keys cannot read it; this one's can, and it holds the score and where a tap goes.
    const stranger = browserSubscription('https://127.0.0.1/x');
    expect(() => ece.decrypt(body, { version: 'aes128gcm', privateKey: stranger.keys, authSecret: stranger.auth })).toThrow();
    const payload = JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: browser.keys, authSecret: browser.auth }).toString('utf8'));
    expect(payload).toEqual({ title: FINAL.title, body: FINAL.body, url: FINAL.url, tag: FINAL.tag, icon: FINAL.icon });
    expect(payload.title).toContain('Ridgemont 3, Coastal Bay 1');
  });

  it('reads 404 and 410 as a subscription gone for good', async () => {
    expect(await sender.send(browserSubscription(`${service.origin}/status/410/device-2`).target, FINAL)).toEqual({ kind: 'gone' });
    expect(await sender.send(browserSubscription(`${service.origin}/status/404/device-3`).target, FINAL)).toEqual({ kind: 'gone' });
  });

  it('retries on 429 and 5xx and on a service that cannot be reached, and gives up on other 4xx', async () => {
    for (const status of [500, 503, 429]) {
      const outcome = await sender.send(browserSubscription(`${service.origin}/status/${status}/device`).target, FINAL);
      expect(outcome.kind, String(status)).toBe('retry');
    }
    const refused = await sender.send(browserSubscription('https://127.0.0.1:1/push/nobody').target, FINAL);
    expect(refused).toMatchObject({ kind: 'retry', error: expect.stringContaining('ECONNREFUSED') });
    const forbidden = await sender.send(browserSubscription(`${service.origin}/status/403/device`).target, FINAL);
    expect(forbidden).toMatchObject({ kind: 'failed', error: expect.stringContaining('403') });
  });

  it('refuses without sending a subscription whose keys are not keys', async () => {
    const before = service.received.length;
    const outcome = await sender.send({ endpoint: `${service.origin}/push/bad`, p256dh: 'AAAA', auth: 'AAAA' }, FINAL);
    expect(outcome.kind).toBe('failed');
    expect(service.received.length).toBe(before);
  });
});
