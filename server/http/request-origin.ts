import type { FastifyRequest } from 'fastify';

/**
 * Answers that name the host the client reached us on (absolute URLs, a podcast's site host name): a
 * cache must not give one host's answer to a client of another, so they `Vary: host` and the server's
 * own caches key them by origin (issue 28).
 */
const namingHost = new WeakSet<FastifyRequest>();

/** The origin the client reached us on, for absolute urls (proxies are trusted: app.ts); the answer now names it. */
export function requestOrigin(request: FastifyRequest): string {
  namingHost.add(request);
  return `${request.protocol}://${request.host}`;
}

/** The host name the client reached us on (no port); the answer now names it. */
export function requestHostName(request: FastifyRequest): string {
  namingHost.add(request);
  return request.hostname;
}

/** Whether the answer to `request` was built with its origin or host name. */
export function answerNamesHost(request: FastifyRequest): boolean {
  return namingHost.has(request);
}
