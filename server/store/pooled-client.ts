import { NamedStatementClient } from './named-statements';

function isBegin(config: unknown): boolean {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

/**
 * The pool's connection. drizzle-orm (0.45) sends a transaction's BEGIN before its try/finally, so a
 * BEGIN that fails (the store went away between checkout and BEGIN) never gave its connection back: each
 * outage kept one of the pool's ten for good, and closing the pool waited for it forever. A connection
 * whose BEGIN fails now hands itself back as broken, and the pool drops it.
 */
export class PooledClient extends NamedStatementClient {
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (!isBegin(args[0]) || !(result instanceof Promise)) return result as never;
    return result.catch((error: unknown) => {
      const release = (this as unknown as { release?: (error: Error) => void }).release;
      release?.(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }) as never;
  }
}
