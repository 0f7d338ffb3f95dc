import path from 'node:path';
import { parseSeedDate } from './clock';
import { parseCorsOrigins, type CorsOrigins } from './http/cors';
import { readNotifySettings, type NotifySettings } from './notify/notify-settings';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  clientDir: string;
  /** SEED_DATE: the demo's today, as an instant (see clock.ts); undefined runs on the real clock. */
  seedDate: number | undefined;
  /** TRUST_PROXY: whose X-Forwarded-* headers name the client (its address feeds the sign-in limits). */
  trustProxy: TrustProxy;
  /** CORS_ORIGINS: the sites on other origins that may call the API (#15); none by default. */
  corsOrigins: CorsOrigins;
  /** API_BASE and TENANT: what the served pages boot with (#15). */
  site: SiteBootOptions;
  /** #46: PUBLIC_URL, SMTP_URL, MAIL_FROM, VAPID keys and the outbox directory. */
  notify: NotifySettings;
  /** #49 LIVE_PUBLISH_URL: nchan's publisher location; set, nginx holds the fans' live streams and each event is published there. */
  livePublishUrl?: string;
}

/**
 * What the served pages boot with: the API they call ('/api/v2' on this server, or another server's
 * absolute base that speaks the same wire format) and, when set, the one school every page shows
 * (a tenant key of that API); unset, the school is the one the request's host names.
 */
export interface SiteBootOptions {
  apiBase: string;
  tenant?: string;
  /** #12: whether pages render on the server (default); SERVER_RENDERING=off leaves every page to the browser. */
  serverRendering?: boolean;
}

export const DEFAULT_API_BASE = '/api/v2';

/** API_BASE: a path on this server or an absolute http(s) URL; anything else is refused at start. */
export function parseApiBase(value: string | undefined): string {
  const text = (value ?? '').trim().replace(/\/+$/, '');
  if (text === '') return DEFAULT_API_BASE;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  if (/^https?:\/\/[^/]+/i.test(text) && URL.canParse(text)) return text;
  throw new Error(`API_BASE must be a path such as /api/v2 or an http(s) URL, got '${value}'`);
}

/** Fastify's trustProxy: true (anyone), false, or addresses and ranges ('loopback, 10.0.0.0/8'). */
export type TrustProxy = boolean | string;

/** By default only a proxy on this machine: a client elsewhere cannot pick its own address. */
export const DEFAULT_TRUST_PROXY = 'loopback';

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_TRUST_PROXY;
  return text === 'true' || text === 'false' ? text === 'true' : text;
}

/** DESIGN 6: configuration comes from the environment, with defaults that run the demo. */
/** LIVE_PUBLISH_URL: an http(s) URL, or unset (the instance's own streams). */
export function parseLivePublishUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (!/^https?:\/\/[^/]/i.test(trimmed)) throw new Error(`LIVE_PUBLISH_URL must be an http(s) URL (nchan's publisher location), got '${trimmed}'`);
  return trimmed.replace(/\/$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
    seedDate: env.SEED_DATE ? parseSeedDate(env.SEED_DATE) : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    site: { apiBase: parseApiBase(env.API_BASE), ...(env.TENANT?.trim() ? { tenant: env.TENANT.trim().toLowerCase() } : {}), serverRendering: env.SERVER_RENDERING?.trim().toLowerCase() !== 'off' },
    notify: readNotifySettings(env, dataDir, port),
    livePublishUrl: parseLivePublishUrl(env.LIVE_PUBLISH_URL),
  };
}
