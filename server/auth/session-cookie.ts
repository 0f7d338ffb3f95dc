import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieHeaderPairs } from '../../core/platform/cookie-header';
import { isLocalHost } from '../http/local-host';

export const SESSION_COOKIE = 'staff_session';

/** The session id the request's Cookie header carries, if any. */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  const id = cookieHeaderPairs(request.headers.cookie ?? '').find(([name]) => name === SESSION_COOKIE)?.[1];
  return id !== undefined && /^[\w-]{20,100}$/.test(id) ? id : undefined;
}

function attributes(request: FastifyRequest): string {
  // A browser sends a Secure cookie only over https; loopback hosts count as secure, but plain-http test clients do not.
  return `Path=/; HttpOnly; SameSite=Lax${isLocalHost(request.host) ? '' : '; Secure'}`;
}

/** A browser-session cookie: the server ends the session after 12 idle hours whatever the browser keeps. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=${sessionId}; ${attributes(request)}`);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${attributes(request)}; Max-Age=0`);
}
