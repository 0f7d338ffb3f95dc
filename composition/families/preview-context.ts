import { Container } from 'inversify';
import { PreviewHttpClient } from '../../adapters/api/preview-http-client';
import type { HttpClient } from '../../core/http/http-client.port';
import { HttpClientToken } from '../../core/http/http.tokens';
import type { Logger } from '../../core/platform/logger.port';
import { LoggerToken } from '../../core/platform/platform.tokens';
import { lazyRepository } from '../lazy-repository';
import type { PageContext, PageFamily, RepositoryBinder } from '../page-family';

/**
 * The page context of staff previews: the given families' repositories again, over the preview
 * HTTP client (hidden variants of their resources), everything else from the site's container.
 * The preview pages are then the public pages and loaders themselves (one code path per page).
 */
export function previewContextOf(context: PageContext, families: readonly PageFamily[]): PageContext {
  const site = context.container;
  const container = new Container({ parent: site, defaultScope: 'Singleton' });
  const http = new PreviewHttpClient(site.get<HttpClient>(HttpClientToken));
  const repository: RepositoryBinder = (token, load) => {
    container.bind(token).toDynamicValue(() => lazyRepository(load, http, site.get<Logger>(LoggerToken)));
  };
  for (const family of families) family.bind?.(repository, container);
  return { ...context, container };
}
