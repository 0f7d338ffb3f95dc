import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '../../core/rendering/page-renderer.port';

/** The site's server build (`vite build --ssr`) beside the client build: dist/ssr next to dist/client. */
export function serverBuildOf(clientDir: string): string {
  return path.resolve(clientDir, '..', 'ssr', 'render-page.js');
}

/** #12: the page renderer of the site's server build, or undefined when there is none (pages render in the browser). */
export async function loadPageRenderer(clientDir: string): Promise<PageRenderer | undefined> {
  const entry = serverBuildOf(clientDir);
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { pageRenderer?: PageRenderer };
  return module.pageRenderer;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch that answers from this server's own routes without a socket (Fastify's inject): the page's
 * API calls while it renders go through the same hooks (tenant, hidden content, response cache) as a fan's.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NULL_BODY_STATUSES.has(response.statusCode) ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
  };
}
