import type { HttpClient } from '../core/http/http-client.port';
import type { Logger } from '../core/platform/logger.port';
import { lazyModule } from './lazy-module';

/** An API repository: a port implementation made from the HTTP client and the logger. */
export type RepositoryClass<T> = new (http: HttpClient, logger: Logger) => T;

/** Loads a repository's adapter module, e.g. `() => import('../adapters/api/x').then((m) => m.X)`. */
export type RepositoryLoader<T> = () => Promise<RepositoryClass<T>>;

type Methods = Record<string, (...args: unknown[]) => Promise<unknown>>;

/**
 * A repository whose adapter (and its wire schemas, zod included) loads on its first call, so a page's
 * first load carries only the adapters that page asks for (DESIGN 7).
 */
export function lazyRepository<T extends object>(load: RepositoryLoader<T>, http: HttpClient, logger: Logger): T {
  return lazyMethods(async () => new (await load())(http, logger));
}

/**
 * An object of async methods (a repository port) that is made on its first call: every repository port
 * method is async, so each call can wait for the object.
 */
export function lazyMethods<T extends object>(make: () => Promise<T>): T {
  const real = lazyModule(make as unknown as () => Promise<Methods>);
  return new Proxy({} as T, {
    get(_, method) {
      // Not a thenable: awaiting the repository itself must not call the adapter.
      if (method === 'then' || typeof method !== 'string') return undefined;
      return async (...args: unknown[]) => {
        const repository = await real();
        const call = repository[method];
        if (typeof call !== 'function') throw new TypeError(`The repository has no method ${method}.`);
        return call.apply(repository, args);
      };
    },
  });
}
