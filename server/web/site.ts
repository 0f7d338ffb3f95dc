import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUILD_MANIFEST_PATH, type BuildManifestWire } from '../../contract/build-manifest';
import { resolveRoute } from '../../core/routing/route-resolution';
import { isListedRoute } from '../../core/seo/sitemap-rules';
import type { PageRender, PageRenderer } from '../../core/rendering/page-renderer.port';
import type { BootConfig } from '../../core/settings/boot-config';
import { requestOrigin } from '../api/editorial-format';
import type { SiteBootOptions } from '../config';
import { ResponseCache, type CachedResponse } from '../http/response-cache';
import { IMMUTABLE_CACHE_CONTROL, NO_STORE, PRIVATE_NO_STORE } from '../http/cache-policy';
import type { Tenant, TenantDirectory } from '../tenants/tenant-directory';
import { setPageSecurityHeaders } from './page-headers';
import { escapeHtml, pageHeadTags, scriptJson, socialImage } from './page-html';
import { inProcessFetch, loadPageRenderer } from './page-rendering';
import { pageCacheControl, pageEtagOf, pageStatus, sendPage, UNAVAILABLE_PAGE, watchApiFailures } from './page-status';
import { PageStyles } from './page-styles';
import { cookieHeaderPairs } from '../../core/platform/cookie-header';
import { signInPath } from '../../core/info/login-form';
import { sessionIdOf } from '../auth/session-cookie';

const BOOT_MARKER = '<!--boot-config-->';

/** spec 2.1: the /hidden (staff) and /protected (access code) pages, and the studio (issue 25). */
export function isNotPublicPath(url: string): boolean {
  return /^\/(hidden|protected|studio)(\/|$|\?)/i.test(url);
}

const isStudioPath = (url: string) => /^\/studio(\/|$|\?)/i.test(url);

const routeOfPage = (url: string) => resolveRoute(decodeURIComponentSafe(url.split(/[?#]/)[0] ?? '/'))?.route;

/** Whether a page's path is one search engines may index (core/seo/sitemap-rules.ts). */
function isIndexedPage(url: string): boolean {
  const route = routeOfPage(url);
  return route !== undefined && isListedRoute(route);
}

/** The request's cookies by name (values as sent). */
function requestCookies(header: string | undefined): Map<string, string> {
  return new Map(cookieHeaderPairs(header ?? ''));
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export interface SiteOptions {
  site?: SiteBootOptions;
  now?: () => number;
  /** Rendered public pages, per school and URL (invalidated with the API's cache). */
  pageCache?: ResponseCache;
  /** The school of the signed-in staff member the request's session cookie names, if any: hidden pages render on the server only for them. */
  staffTenantOf?: (request: FastifyRequest) => Promise<number | null>;
}

/** Serves the production build: hashed assets forever, and the app (with its tenant's boot config) for every client route. */
export async function registerSite(
  app: FastifyInstance,
  clientDir: string,
  tenants: TenantDirectory,
  version: string,
  { site = { apiBase: '/api/v2' }, now = Date.now, pageCache = new ResponseCache({ ttlMs: 15_000, staleMs: 45_000, maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 }), staffTenantOf }: SiteOptions = {},
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  const indexPath = path.join(clientDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  // spec 4 site update: the entry page names every hashed asset, so its digest changes with each build.
  const build = template ? createHash('sha256').update(template).digest('hex').slice(0, 16) : version;
  app.get(BUILD_MANIFEST_PATH, async (_request, reply) => {
    const manifest: BuildManifestWire = { build, version };
    return reply.header('cache-control', NO_STORE).send(manifest);
  });
  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
      // The build writes .br and .gz copies beside each asset (scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', IMMUTABLE_CACHE_CONTROL);
      },
    });
  }
  const renderer = site.serverRendering === false ? undefined : await loadPageRenderer(clientDir);
  const styles = template ? new PageStyles(clientDir, template) : undefined;
  // The page's API calls: in process when the API is this server's, else over the network to API_BASE.
  const apiFetch = site.apiBase.startsWith('/') ? inProcessFetch(app) : fetch;

  /** The entry page with the school's boot config, title and theme colour: the browser renders the rest. */
  function shellPage(boot: BootConfig, tenant: Tenant | undefined): string {
    // JSON in a data block is not executed, so the CSP that forbids inline scripts still holds.
    return (template as string)
      .replace(BOOT_MARKER, `<script id="boot-config" type="application/json">${scriptJson(JSON.stringify(boot))}</script>`)
      .replace(/<title>[^<]*<\/title>/, (title) => (tenant ? `<title>${escapeHtml(tenant.settings.siteName)}</title>` : title))
      .replace('content="#000000"', (color) => (tenant ? `content="${escapeHtml(tenant.settings.theme.primaryColor)}"` : color));
  }

  // The cookies each page's last render read (a takeover's): its cached copies vary by their values.
  const cookiesReadBy = new Map<string, readonly string[]>();
  const rendering = new Map<string, Promise<PageRender>>();
  const cacheKey = (tenant: Tenant | undefined, page: string, cookies: ReadonlyMap<string, string>) =>
    ResponseCache.key(tenant?.id ?? 0, [page, ...(cookiesReadBy.get(page) ?? []).map((name) => `${name}=${cookies.get(name) ?? ''}`)].join('\u0000'));

  /**
   * The server's render of the requested page, made with `pageFetch` for its API calls. A render that
   * throws, or that an API call failed behind, is no answer for what the page is: it is unavailable
   * (503, never a 500, nor a 404 or 200 read from a failed call), and the browser renders it again.
   */
  async function renderFor(request: FastifyRequest, boot: BootConfig, pageFetch: typeof fetch): Promise<PageRender> {
    const api = watchApiFailures(pageFetch);
    try {
      const result = await (renderer as PageRenderer).render({ url: `${requestOrigin(request)}${request.url}`, boot, fetch: api.fetch, now, cookies: request.headers.cookie ?? '' });
      if (result.kind !== 'error' && (!api.failed() || result.kind === 'client')) return result;
      request.log.warn(`a loader or an API call behind ${request.url} failed while it rendered; answered 503`);
    } catch (error) {
      request.log.error({ err: error }, `server rendering of ${request.url} failed; answered 503, the browser renders it`);
    }
    return UNAVAILABLE_PAGE;
  }

  /**
   * The HTML of a rendered page (its cookies set on the reply); for a redirect, the reply is sent and
   * the result is undefined, as it is for a page left to the browser.
   */
  function replyHtml(request: FastifyRequest, reply: FastifyReply, boot: BootConfig, tenant: Tenant | undefined, result: PageRender): string | undefined {
    if (result.kind === 'client' || result.kind === 'error') return undefined;
    if (result.cookies.set.length > 0) reply.header('set-cookie', result.cookies.set);
    if (result.kind === 'redirect') {
      void reply.header('cache-control', PRIVATE_NO_STORE).redirect(result.location, result.status);
      return undefined;
    }
    const origin = requestOrigin(request);
    const siteName = tenant?.settings.siteName ?? '';
    const canonical = `${origin}${request.url.split(/[?#]/)[0]}`;
    const image = socialImage(result.head.image ?? tenant?.settings.config.logo, tenant?.settings.config.imagesCdnPath, origin);
    return shellPage(boot, tenant)
      // The shell's adapters preloaded for a page the browser renders: a hydrated page does not call them.
      .replace(/\s*<link [^>]*data-client-render[^>]*>/g, '')
      // The page shows without its code, which only hydrates it: the code waits behind the styles and images.
      .replace(/<script type="module"|<link rel="modulepreload"/g, '$& fetchpriority="low"')
      .replace(/<title>[^<]*<\/title>/, (title) => (result.head.title ? `<title>${escapeHtml(result.head.title)}</title>` : title))
      .replace(/<meta name="description" content="[^"]*" \/>/, (tag) => (result.head.description ? `<meta name="description" content="${escapeHtml(result.head.description)}" />` : tag))
      .replace('</head>', `  ${styles?.linksFor(result.markup) ?? ''}\n    ${pageHeadTags({ head: result.head, canonical, siteName, image, noindex: !isIndexedPage(request.url) || result.status === 404 })}\n    <script id="hydration-data" type="application/json">${scriptJson(result.hydration)}</script>\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${result.markup}</div>`);
  }

  /**
   * A render's answer: the page (404 for the not-found page, in place or at /404), or for a page that is
   * unavailable the shell the browser renders it in (503). Undefined for a redirect (sent) or a page
   * left to the browser.
   */
  function answerOf(request: FastifyRequest, reply: FastifyReply, boot: BootConfig, tenant: Tenant | undefined, result: PageRender, audience: 'public' | 'staff'): CachedResponse | undefined {
    if (result.kind === 'error') return { status: result.status, body: shellPage(boot, tenant), contentType: 'text/html; charset=utf-8', etag: '', cacheControl: NO_STORE, storedAt: now() };
    const html = replyHtml(request, reply, boot, tenant, result);
    if (html === undefined || result.kind !== 'page') return undefined;
    const status = pageStatus(routeOfPage(request.url)?.name, result.status);
    const cacheControl = audience === 'staff' ? PRIVATE_NO_STORE : pageCacheControl(status, result.cookies);
    return { status, body: html, contentType: 'text/html; charset=utf-8', etag: pageEtagOf(html), cacheControl, storedAt: now(), namesHost: true };
  }

  /**
   * #12: a hidden page, rendered on the server for a signed-in staff member of its school only: its API
   * calls carry the staff session, and the page is private, never cached. Undefined for anyone else.
   */
  async function staffPage(request: FastifyRequest, reply: FastifyReply, boot: BootConfig, tenant: Tenant | undefined): Promise<CachedResponse | undefined> {
    // The session is this server's: with the API elsewhere (API_BASE) the browser renders the page.
    if (!renderer || !tenant || tenant.settings.config.disableSSR || !site.apiBase.startsWith('/') || !routeOfPage(request.url)?.signIn) return undefined;
    if ((await staffTenantOf?.(request)) !== tenant.id) return undefined;
    const cookie = request.headers.cookie ?? '';
    const staffFetch: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', cookie);
      return apiFetch(input, { ...init, headers });
    };
    return answerOf(request, reply, boot, tenant, await renderFor(request, boot, staffFetch), 'staff');
  }

  /** #12: the page rendered on the server, cached per school, URL and the cookies it reads; undefined when the browser should render it. */
  async function renderedPage(request: FastifyRequest, reply: FastifyReply, boot: BootConfig, tenant: Tenant | undefined): Promise<CachedResponse | undefined> {
    if (!renderer || tenant?.settings.config.disableSSR) return undefined;
    // Per origin too: the page names it (canonical and social links), and one host's copy is not another's.
    const page = `${boot.tenant}\u0000${request.protocol}://${request.host}${request.url}`;
    const cookies = requestCookies(request.headers.cookie);
    const key = cacheKey(tenant, page, cookies);
    const cached = pageCache.lookup(key, now());
    if (cached && !cached.stale) return cached.entry;
    // A write announced while the page renders wins: the page read before it is not kept.
    const generation = tenant ? { tenantId: tenant.id, generation: pageCache.generation(tenant.id) } : undefined;
    const keep = (result: PageRender, entry: CachedResponse | undefined) => {
      // A page not found is kept as a page is (a write of the school drops both); an unavailable one never.
      if (entry && result.kind === 'page' && (entry.status === 200 || entry.status === 404) && result.cookies.set.length === 0) {
        cookiesReadBy.set(page, [...result.cookies.read].sort());
        pageCache.set(cacheKey(tenant, page, cookies), entry, generation);
      }
    };
    // Requests for a page whose cookies that matter are known share one render while it runs (an expired
    // entry of a busy page is rendered once, not once per waiting fan).
    const shared = () => rendering.get(key) ?? startRender(key, () => renderFor(request, boot, apiFetch));
    if (cached && cookiesReadBy.has(page)) {
      // Past its time but not dropped by a write: served while one render in the background replaces it, so no fan
      // waits for a render of a page that is kept (a render that would set a cookie or redirect is not kept).
      if (!rendering.has(key)) {
        void shared().then((result) => {
          if (result.kind === 'page' && result.cookies.set.length === 0) keep(result, answerOf(request, reply, boot, tenant, result, 'public'));
        }).catch((error: unknown) => request.log.error({ err: error }, `a background render of ${request.url} failed`));
      }
      return cached.entry;
    }
    const result = cookiesReadBy.has(page) ? await shared() : await renderFor(request, boot, apiFetch);
    const entry = answerOf(request, reply, boot, tenant, result, 'public');
    keep(result, entry);
    return entry;
  }

  function startRender(key: string, render: () => Promise<PageRender>): Promise<PageRender> {
    const running = render().finally(() => rendering.delete(key));
    rendering.set(key, running);
    return running;
  }

  return async (request, reply) => {
    await setPageSecurityHeaders(request, reply);
    if (!template) return reply.code(503).type('text/plain').send('The site is not built yet: run `npm run build`.');
    // TENANT names the one school every page shows (it may live only on the API_BASE server); else the host's.
    const tenant = site.tenant ? tenants.byTenantKey(site.tenant) : tenants.byHost(request.headers.host);
    const tenantKey = site.tenant ?? tenant?.key;
    if (!tenantKey) return reply.code(503).type('text/plain').send('No school is set up on this server.');
    const boot: BootConfig = { tenant: tenantKey, apiBase: site.apiBase, version, build };
    // Staff previews and protected pages: kept by no cache and no search engine (DESIGN 8). A hidden page
    // renders on the server for its school's signed-in staff only; the rest render in the browser.
    if (isNotPublicPath(request.url)) {
      reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', PRIVATE_NO_STORE);
      // The studio is for the school's signed-in staff: anyone else is sent to sign in, and comes back after it.
      if (isStudioPath(request.url) && site.apiBase.startsWith('/') && (!tenant || (await staffTenantOf?.(request)) !== tenant.id)) {
        return reply.redirect(signInPath(request.url), 302);
      }
      const page = await staffPage(request, reply, boot, tenant);
      if (reply.sent) return reply;
      if (page) return sendPage(request, reply, page);
      return reply.code(200).type('text/html; charset=utf-8').send(shellPage(boot, tenant));
    }
    // Print and text views, sign-in, search results and unknown paths: for people, not for search engines.
    if (!isIndexedPage(request.url)) reply.header('x-robots-tag', 'noindex');
    const rendered = await renderedPage(request, reply, boot, tenant);
    if (reply.sent) return reply;
    // A signed-in staff member's answer is private (issue 28), though it is the page everyone sees.
    const signedIn = sessionIdOf(request) !== undefined;
    const page = rendered && signedIn && rendered.status !== 503 ? { ...rendered, cacheControl: PRIVATE_NO_STORE } : rendered;
    // A page left to the browser: /404 still says it is the not-found page.
    // The shell names no host and the server read no cookie for it.
    const shellStatus = pageStatus(routeOfPage(request.url)?.name, 200);
    if (!page) return reply.code(shellStatus).header('cache-control', signedIn ? PRIVATE_NO_STORE : pageCacheControl(shellStatus, { read: [], set: [] })).type('text/html; charset=utf-8').send(shellPage(boot, tenant));
    return sendPage(request, reply, page);
  };
}
