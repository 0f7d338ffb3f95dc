import type { FastifyReply } from 'fastify';

/** Adds a request header to the answer's Vary, keeping what other hooks put there (CORS varies by origin). */
export function addVary(reply: FastifyReply, header: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current.split(',').map((field) => field.trim()).filter((field) => field !== '');
  if (fields.some((field) => field === '*' || field.toLowerCase() === header.toLowerCase())) return;
  reply.header('vary', [...fields, header].join(', '));
}
