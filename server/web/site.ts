import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUILD_MANIFEST_PATH, type BuildManifestWire } from '../../contract/build-manifest';
import { resolveRoute } from '../../core/routing/route-resolution';
import { isListedRoute } from '../../core/seo/sitemap-rules';
import type { BootConfig } from '../../core/settings/boot-config';
import type { SiteBootOptions } from '../config';
import type { TenantDirectory } from '../tenants/tenant-directory';
import { setPageSecurityHeaders } from './page-headers';

const BOOT_MARKER = '<!--boot-config-->';

/** spec 2.1: the /hidden (staff) and /protected (access code) pages. */
export function isNotPublicPath(url: string): boolean {
  return /^\/(hidden|protected)(\/|$|\?)/i.test(url);
}

/** Whether a page's path is one search engines may index (core/seo/sitemap-rules.ts). */
function isIndexedPage(url: string): boolean {
  const route = resolveRoute(decodeURIComponentSafe(url.split(/[?#]/)[0] ?? '/'));
  return route !== undefined && isListedRoute(route.route);
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Serves the production build: hashed assets forever, and the app (with its tenant's boot config) for every client route. */
export async function registerSite(
  app: FastifyInstance,
  clientDir: string,
  tenants: TenantDirectory,
  version: string,
  site: SiteBootOptions = { apiBase: '/api/v2' },
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  const indexPath = path.join(clientDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  // spec 4 site update: the entry page names every hashed asset, so its digest changes with each build.
  const build = template ? createHash('sha256').update(template).digest('hex').slice(0, 16) : version;
  app.get(BUILD_MANIFEST_PATH, async (_request, reply) => {
    const manifest: BuildManifestWire = { build, version };
    return reply.header('cache-control', 'no-store').send(manifest);
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
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  return async (request, reply) => {
    await setPageSecurityHeaders(request, reply);
    if (!template) return reply.code(503).type('text/plain').send('The site is not built yet: run `npm run build`.');
    // TENANT names the one school every page shows (it may live only on the API_BASE server); else the host's.
    const tenant = site.tenant ? tenants.byTenantKey(site.tenant) : tenants.byHost(request.headers.host);
    const tenantKey = site.tenant ?? tenant?.key;
    if (!tenantKey) return reply.code(503).type('text/plain').send('No school is set up on this server.');
    const boot: BootConfig = { tenant: tenantKey, apiBase: site.apiBase, version, build };
    // JSON in a data block is not executed, so the CSP that forbids inline scripts still holds.
    const json = JSON.stringify(boot).replace(/</g, '\\u003c');
    const html = template
      .replace(BOOT_MARKER, `<script id="boot-config" type="application/json">${json}</script>`)
      .replace(/<title>[^<]*<\/title>/, (title) => (tenant ? `<title>${escapeHtml(tenant.settings.siteName)}</title>` : title))
      .replace('content="#000000"', (color) => (tenant ? `content="${escapeHtml(tenant.settings.theme.primaryColor)}"` : color));
    // Staff previews and protected pages: kept by no cache and no search engine (DESIGN 8).
    if (isNotPublicPath(request.url)) reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, no-store');
    else reply.header('cache-control', 'no-cache');
    // Print and text views, sign-in, search results and unknown paths: for people, not for search engines.
    if (!isNotPublicPath(request.url) && !isIndexedPage(request.url)) reply.header('x-robots-tag', 'noindex');
    return reply.code(200).type('text/html; charset=utf-8').send(html);
  };
}
