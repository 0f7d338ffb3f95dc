import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from './api-error';

/** Deepest nesting looked into; bodies are small and validated after this, so this only bounds the walk. */
const MAX_DEPTH = 32;

/**
 * Walks strings, arrays and plain objects without copying them (a live document is hundreds of KB). A raw body
 * (a stat file's bytes) is left to its own reader, which refuses a NUL as XML does.
 */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((entry) => holdsNul(entry, depth + 1));
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000') || holdsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a value carrying one would fail in the store as a 500.
 * No page of ours sends one: a request with it in its query or body is bad input (DESIGN 8), refused
 * before any route reads it (a path holding one is a 404, as any other unknown path).
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  // A path naming a thing with a NUL in it names nothing of ours.
  if (holdsNul(request.params)) throw notFound('Nothing is found at an address that holds a NUL character (U+0000).');
  if (holdsNul(request.query) || holdsNul(request.body)) {
    throw badRequest('The request holds a NUL character (U+0000), which no field accepts.', 'invalid_characters');
  }
}
