import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalHost } from '../http/local-host';

export const SESSION_COOKIE = 'staff_session';

/** The session id the request's Cookie header carries, if any. */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === SESSION_COOKIE) {
      const id = value.join('=').trim();
      return /^[\w-]{20,100}$/.test(id) ? id : undefined;
    }
  }
  return undefined;
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
