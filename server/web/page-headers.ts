import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalHost } from '../http/local-host';

/**
 * DESIGN 8: the security headers of an HTML page, from the helmet policy of server/app.ts (a CSP
 * without inline scripts, framing by this site only, the referrer policy). Strict-Transport-Security
 * only on a public host: a local server speaks plain HTTP, and a browser would pin localhost to HTTPS.
 */
export async function setPageSecurityHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await reply.helmet(isLocalHost(request.host) ? { strictTransportSecurity: false } : undefined);
}
