import type { FastifyReply, FastifyRequest } from 'fastify';
import { lostStreamRetryMs, SSE_HEADERS, SseStream } from './sse-stream';

/** True when the client asked for a stream (EventSource always sends Accept: text/event-stream). */
export function wantsStream(request: FastifyRequest): boolean {
  return /text\/event-stream/i.test(String(request.headers.accept ?? ''));
}

/**
 * Takes the response over as a text/event-stream. A client that does not accept text/event-stream gets the
 * frames due so far and the response ends (a poll), so plain HTTP clients and in-process tests never hang.
 */
export function openSse(request: FastifyRequest, reply: FastifyReply, onClose: (stream: SseStream) => void): { stream: SseStream; streaming: boolean } {
  // The headers the hooks set so far (nosniff; CORS for a site on another origin, #15) go out with the stream's.
  const hooked = Object.fromEntries(Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined));
  reply.hijack();
  reply.raw.writeHead(200, { ...hooked, ...SSE_HEADERS });
  reply.raw.write(`retry: ${lostStreamRetryMs()}\n\n`);
  request.raw.socket?.setNoDelay?.(true);
  return { stream: new SseStream(reply.raw, onClose), streaming: wantsStream(request) };
}

/** The event id a reconnecting client last saw: the Last-Event-ID header, else ?lastEventId=. */
export function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return fromQuery ?? null;
}
