/**
 * #28: the one place that tells "the store cannot be reached just now" (PostgreSQL down, restarting, failing
 * over, a connection cut, the pool out of time) from a fault of ours. Such a request is answered 503 with
 * Retry-After, never 500: the store is usually back within seconds, and nothing of ours crashed.
 */

/** Seconds a client waits before asking again while the store is unreachable (a restart or failover is that quick). */
export const STORE_RETRY_AFTER_S = 5;

/** Socket and resolver failures reaching the store (node's net, pg's connect). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away or not taking us: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, recovering), 53300 too_many_connections; class 08 (connection
 * exception: 08000, 08001, 08003, 08004, 08006, 08007, 08P01) is matched by its prefix.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg and PGlite say, without a code, when a connection is gone or never came from the pool in time. */
const MESSAGES = [
  /connection terminated/i, // 'Connection terminated unexpectedly', '... due to connection timeout'
  /timeout exceeded when trying to connect/i, // the pool's connectionTimeoutMillis
  /connection error and is not queryable/i,
  /client was closed and is not queryable/i,
  /cannot use a pool after calling end/i, // a request racing the store's close at shutdown
  /pglite is closed/i,
];

function isUnavailableOne(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

/** True when `error`, or an error it wraps (drizzle's query error `cause`, an AggregateError's `errors`), says the store cannot be reached. */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isUnavailableOne(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isStoreUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isStoreUnavailable(inner, depth + 1));
}

/** A short reason for the log: the innermost code or message. */
export function unavailableReason(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { cause, code, message } = current as { cause?: unknown; code?: unknown; message?: unknown };
    if (!cause || typeof cause !== 'object') return [code, message].filter((part) => typeof part === 'string' && part !== '').join(' ') || 'unknown';
    current = cause;
  }
  return String(current);
}
