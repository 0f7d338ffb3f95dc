import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { registerAlertRoutes } from './api/alerts.routes';
import type { ApiDeps } from './api/api-deps';
import { API_PREFIXES, type ApiVersion } from './api/api-route';
import { registerEditorialRoutes } from './api/groups/editorial';
import { registerHonoursRoutes } from './api/groups/honours';
import { registerInfoRoutes } from './api/groups/info';
import { registerLiveRoutes } from './api/groups/live';
import { registerPeopleRoutes } from './api/groups/people';
import { registerScheduleRoutes } from './api/groups/schedule';
import { registerSiteRoutes } from './api/groups/site';
import { registerStatsRoutes } from './api/groups/stats';
import { registerV21Routes } from './api/groups/v21';
import { registerNavigationRoutes } from './api/navigation.routes';
import { registerSettingsRoutes } from './api/settings.routes';
import { registerSportsRoutes } from './api/sports.routes';
import { installResponseCaching } from './api/response-caching';
import { tenantHook } from './api/tenant-hook';
import { registerStaffAuthRoutes } from './api/staff-auth.routes';
import { installStaffSessionHooks } from './auth/session-hooks';
import { sessionIdOf } from './auth/session-cookie';
import { StaffSessions } from './auth/staff-sessions';
import { ResponseCache } from './http/response-cache';
import { ApiError, errorBody } from './http/api-error';
import { registerHealthRoutes } from './http/health.routes';
import { ServerLifecycle } from './http/server-lifecycle';
import { StoreOutage } from './store/store-outage';
import { isStoreUnavailable, STORE_RETRY_AFTER_S } from './store/store-unavailable';
import { DEFAULT_API_BASE, DEFAULT_TRUST_PROXY, type SiteBootOptions, type TrustProxy } from './config';
import { AccessLog } from './http/access-log';
import { installCors, type CorsOrigins } from './http/cors';
import type { Database } from './store/database';
import { TenantDirectory } from './tenants/tenant-directory';
import { NchanPublisher } from './live/nchan-publisher';
import { registerApiDocs } from './web/api-docs';
import { registerImageServiceRoutes } from './web/image-service.routes';
import { registerMediaRoutes } from './web/media.routes';
import { registerPublicFeedRoutes } from './web/public-feeds.routes';
import { registerSeoRoutes } from './web/seo.routes';
import { registerUnsubscribeRoutes } from './web/unsubscribe.routes';
import { registerSite } from './web/site';
import { installStoryPageRedirects } from './web/story-page-redirects';
import { refuseNulCharacters } from './http/nul-guard';
import { ContentChanges } from './studio/content-changes';
import { registerStudioRoutes } from './studio/studio-routes';
import { StoryScheduler } from './studio/stories/story-scheduler';
import { NotifyOutbox } from './notify/outbox/notify-outbox';
import { OutboxDirTransport, SmtpMailTransport, type MailTransport } from './notify/mail/mail-transport';
import { readNotifySettings, type NotifySettings } from './notify/notify-settings';
import { WebPushSender, type PushSender } from './notify/push/push-sender';
import { loadVapidKeys, vapidSubject, type VapidKeys } from './notify/push/vapid-keys';
import os from 'node:os';
import path from 'node:path';

export interface AppOptions {
  database: Database;
  /** The built site (dist/client); omitted in API-only tests. */
  clientDir?: string;
  version?: string;
  /** true: log at LOG_LEVEL; or the logger to use (startServer's, which has logged the start-up). */
  logger?: boolean | FastifyBaseLogger;
  /** The server's clock (server/clock.ts); the real one by default. */
  now?: () => number;
  /** Whose X-Forwarded-* headers to believe (config TRUST_PROXY); a proxy on this machine by default. */
  trustProxy?: TrustProxy;
  /** Config CORS_ORIGINS: the sites on other origins that may call the API; none by default. */
  corsOrigins?: CorsOrigins;
  /** Config API_BASE and TENANT: what the served pages boot with; this server's /api/v2 by default. */
  site?: SiteBootOptions;
  /** false: the story scheduler's and the outbox's timers are not started (tests call their ticks themselves). */
  scheduler?: boolean;
  /**
   * #46: how fans are reached (config PUBLIC_URL, SMTP_URL, ...); unset: links on http://localhost:3000 and mails as
   * .eml files in a temporary outbox. `mail` and `push` replace the transports those settings choose (tests).
   */
  notify?: NotifySettings;
  mail?: MailTransport;
  push?: PushSender | null;
  /** #49 config LIVE_PUBLISH_URL: nchan's publisher location; unset, this instance's own streams serve the fans. */
  livePublishUrl?: string;
}

/** The origin of an absolute API base, which the pages must be allowed to connect to; none for a path. */
function originOf(apiBase: string): string | null {
  return /^https?:\/\//i.test(apiBase) ? new URL(apiBase).origin : null;
}

export const API_PREFIX = API_PREFIXES.v2;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database } = options;
  const now = options.now ?? Date.now;
  const app = Fastify({
    ...(typeof options.logger === 'object' ? { loggerInstance: options.logger } : { logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false }),
    routerOptions: { caseSensitive: false },
    // One log line per request (server/http/access-log.ts).
    logController: new AccessLog(),
    trustProxy: options.trustProxy ?? DEFAULT_TRUST_PROXY,
  });
  const site: SiteBootOptions = options.site ?? { apiBase: DEFAULT_API_BASE };
  const apiOrigin = originOf(site.apiBase);
  const tenants = new TenantDirectory(database.db);
  await tenants.load();

  // DESIGN 8: security headers. The HTML pages we serve apply this policy (server/web/page-headers.ts): scripts
  // from this site only (the built pages have no inline script; the boot config is a JSON data block), framed by
  // this site only, HSTS on public hosts.
  await app.register(helmet, {
    global: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // #15: pages pointed at an API on another origin call it, and show the images it links.
        imgSrc: ["'self'", 'data:', ...(apiOrigin ? [apiOrigin] : [])],
        connectSrc: ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  // Every answer (JSON, feeds, media, assets, errors) is read as the type it names, never sniffed into HTML.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  app.addHook('preValidation', refuseNulCharacters);
  installCors(app, options.corsOrigins ?? []);

  // #28: probes, the store's outages, and the drain on SIGTERM (server/http/graceful-shutdown.ts).
  const lifecycle = new ServerLifecycle();
  app.decorate('lifecycle', lifecycle);
  const outage = new StoreOutage(() => database.db.execute(sql`SELECT 1`), app.log);
  app.addHook('preClose', async () => outage.stop());
  // Draining, every answer closes its connection: a kept-alive one would hold the server open, and the balancer
  // sends the client's next request to another instance.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
  const livePublisher = options.livePublishUrl ? new NchanPublisher(options.livePublishUrl) : undefined;
  await registerHealthRoutes(app, { database, lifecycle, outage, livePublisher });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body ?? errorBody(error.code, error.message));
    // #28: the store cannot be reached (down, restarting, a cut connection): come back shortly; one warning per outage.
    if (isStoreUnavailable(error)) {
      outage.noticed(error);
      return reply.code(503).header('retry-after', String(STORE_RETRY_AFTER_S)).header('cache-control', 'no-store').send(errorBody('unavailable', 'The site cannot reach its data just now. Try again in a few seconds.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody(error.code ?? 'bad_request', error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('internal', 'Something went wrong on our side.'));
  });

  const apiRoutes: string[] = [];
  const responseCache = new ResponseCache({ ttlMs: 30_000, maxEntries: 5_000, maxBytes: 64 * 1024 * 1024 });
  // #12: rendered pages, dropped with the API's answers whenever a write changes a school's content.
  const pageCache = new ResponseCache({ ttlMs: 15_000, staleMs: 45_000, maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 });
  // #46: a change may have queued mail (a final, a newsletter's send): the outbox looks at once rather than next tick.
  const outboxRef: { current?: NotifyOutbox } = {};
  const invalidate = (tenantId: number) => {
    responseCache.invalidateTenant(tenantId);
    pageCache.invalidateTenant(tenantId);
    outboxRef.current?.wake();
  };
  const staffSessions = new StaffSessions(database.db, now);
  // DESIGN 2: a studio write drops the school's answers here at once, and on every other instance through LISTEN/NOTIFY.
  const contentChanges = new ContentChanges({
    database,
    invalidate,
    onError: (error) => app.log.warn({ err: error }, 'content change notifications'),
    onReconnect: () => {
      void tenants.load().catch((error: unknown) => app.log.warn({ err: error }, 'reloading the schools'));
      for (const tenant of tenants.all()) invalidate(tenant.id);
    },
    reloadDirectory: () => tenants.load(),
    // A newsletter's send queued its mails: the outbox starts on them now, not at its next tick.
    onPrivateWrite: () => outboxRef.current?.wake(),
  });
  app.addHook('onReady', () => contentChanges.start());
  app.addHook('preClose', () => contentChanges.stop());
  // #46: fans' devices are reached with the store's VAPID key pair (or VAPID_* from the environment), loaded once when first needed.
  const notifySettings = options.notify ?? readNotifySettings({}, path.join(os.tmpdir(), 'athletics-site'), 3000);
  let vapid: Promise<VapidKeys> | undefined;
  const vapidKeys = () => (vapid ??= loadVapidKeys(database.db, notifySettings.vapid));
  let webPush: WebPushSender | undefined;
  const pushSender: PushSender = options.push ?? { send: async (target, message) => (webPush ??= new WebPushSender(await vapidKeys(), vapidSubject(notifySettings))).send(target, message) };
  // The hooks of every API version's plugin: the same tenant check, staff session, caching and error handling.
  const installApiHooks = (api: FastifyInstance, version: ApiVersion) => {
    api.decorate('apiVersion', version);
    // Every API route, so a test can hold the OpenAPI document to all of them.
    api.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push(`${method} ${route.url}`);
    });
    api.addHook('preHandler', tenantHook(tenants));
    installStaffSessionHooks(api, staffSessions);
    installResponseCaching(api, now, responseCache);
  };
  await app.register(
    async (api) => {
      installApiHooks(api, 'v2');
      await registerSportsRoutes(api, database.db);
      await registerNavigationRoutes(api, database.db);
      await registerSettingsRoutes(api);
      await registerAlertRoutes(api, database.db, now);
      const deps: ApiDeps = { db: database.db, now, invalidate, database, changes: contentChanges, push: { publicKey: async () => (await vapidKeys()).publicKey }, livePublisher };
      for (const register of [registerPeopleRoutes, registerScheduleRoutes, registerStatsRoutes, registerEditorialRoutes, registerSiteRoutes, registerHonoursRoutes, registerLiveRoutes, registerInfoRoutes]) {
        await register(api, deps);
      }
      await registerStaffAuthRoutes(api, deps, staffSessions);
    },
    { prefix: API_PREFIX },
  );
  // v2-reference 1.6: v2.1 serves its resources from the same handlers and store queries, with cursor paging.
  await app.register(
    async (api) => {
      installApiHooks(api, 'v2.1');
      await registerV21Routes(api, { db: database.db, now, invalidate, database });
    },
    { prefix: API_PREFIXES['v2.1'] },
  );
  // The content studio's API (/api/studio): staff only, never cached; its writes announce themselves.
  const studioDeps = { db: database.db, now, changes: contentChanges, database, tenants, notify: notifySettings };
  await registerStudioRoutes(app, studioDeps, staffSessions);
  const storyScheduler = new StoryScheduler(studioDeps, (error) => app.log.warn({ err: error }, 'story scheduler'));
  if (options.scheduler !== false) {
    app.addHook('onReady', async () => storyScheduler.start());
    app.addHook('preClose', async () => storyScheduler.stop());
  }
  const mail = options.mail ?? (notifySettings.smtpUrl ? new SmtpMailTransport(notifySettings.smtpUrl) : new OutboxDirTransport(notifySettings.outboxDir));
  const outbox = new NotifyOutbox({ db: database.db, tenants, settings: notifySettings, mail, push: pushSender, writes: studioDeps }, (error) => app.log.warn({ err: error }, 'outbox'));
  outboxRef.current = outbox;
  if (options.scheduler !== false) app.addHook('onReady', async () => outbox.start());
  app.addHook('preClose', async () => outbox.stop());
  await registerMediaRoutes(app, database.db, tenants);
  await registerImageServiceRoutes(app, database.db, tenants);
  // Header-free addresses named by the host: calendar and RSS feeds, the newsletter's unsubscribe link.
  await registerPublicFeedRoutes(app, { db: database.db, now, invalidate, database }, tenants);
  await registerUnsubscribeRoutes(app, database.db, tenants, now);
  // For search engines, by the host: robots.txt and the school's sitemap.
  await registerSeoRoutes(app, tenants);
  await registerApiDocs(app, API_PREFIX, options.version ?? 'dev');

  // A published story's old address (its headline changed) answers 301 to its page now.
  installStoryPageRedirects(app, database.db, now, (host) => (site.tenant ? tenants.byTenantKey(site.tenant) : tenants.byHost(host)));
  const serveApp = options.clientDir ? await registerSite(app, options.clientDir, tenants, options.version ?? 'dev', {
        site,
        now,
        pageCache,
        staffTenantOf: async (request) => {
          const sessionId = sessionIdOf(request);
          return sessionId ? ((await staffSessions.find(sessionId))?.tenantId ?? null) : null;
        },
      }) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.toLowerCase();
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/media/');
    if (isApi || !serveApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0]}.`));
    }
    return serveApp(request, reply);
  });
  app.decorate('responseCache', responseCache);
  app.decorate('apiRoutes', apiRoutes);
  app.decorate('studio', { changes: contentChanges, scheduler: storyScheduler });
  app.decorate('notify', { outbox, settings: notifySettings });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's response cache; writes call invalidateTenant on it. */
    responseCache: ResponseCache;
    /** 'METHOD /api/v2/path' (or /api/v2.1/path) of every API route registered. */
    apiRoutes: readonly string[];
    /** #28: draining on SIGTERM, and what the drain closed (the live routes count their streams here). */
    lifecycle: ServerLifecycle;
    /** The studio's change announcer and story scheduler (tests tick the scheduler themselves). */
    studio: { changes: ContentChanges; scheduler: StoryScheduler };
    /** #46: the outbox's worker (tests drain it) and the settings it sends with. */
    notify: { outbox: NotifyOutbox; settings: NotifySettings };
  }
}
