import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DOCUMENTED_STUDIO_ROUTES, STUDIO_PREFIX, type ApiRouteSpec } from '../api/api-route';
import type { StaffSession } from '../auth/staff-guard';
import { ApiError } from '../http/api-error';
import { readQuery } from '../http/query';
import type { Tenant } from '../tenants/tenant-directory';
import { requireStudio, type StudioRole } from './studio-guard';

export type StudioMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface StudioRouteSpec<Q extends z.ZodObject | undefined, B extends z.ZodType | undefined> extends Omit<ApiRouteSpec<Q>, 'body' | 'tag' | 'cache' | 'versions' | 'v21' | 'tenantFromQuery'> {
  method: StudioMethod;
  /** The OpenAPI tag; 'Studio' by default. */
  tag?: string;
  /** Who may call it: any staff member of the school (editor) or an admin only. */
  role?: StudioRole;
  /** The JSON body's contract schema; a body that fails it is a 400 `invalid_input` with a message per field. */
  body?: B;
}

export interface StudioContext<Q, B> {
  request: FastifyRequest;
  reply: FastifyReply;
  tenant: Tenant;
  session: StaffSession;
  query: Q;
  body: B;
  params: Record<string, string>;
}

/** What the leak test walks: every studio route with who may call it. */
export interface StudioRouteInfo {
  method: StudioMethod;
  url: string;
  role: StudioRole;
}

/** 'title' or 'tags.2' → its plain-words message (the first one per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[name] ??= issue.message;
  }
  return fields;
}

/** 400 `invalid_input`: "Some fields need attention." with `fields`. */
export function invalidInput(fields: Record<string, string>): ApiError {
  const message = 'Some fields need attention.';
  return new ApiError(400, 'invalid_input', message, { error: { code: 'invalid_input', message, fields } });
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw invalidInput(fieldErrors(result.error));
  return result.data;
}

/** A batch item's refused fields, each named under the item ('games.3' + 'date' → 'games.3.date'). */
export function invalidItem(prefix: string, fields: Record<string, string>): ApiError {
  return invalidInput(Object.fromEntries(Object.entries(fields).map(([field, message]) => [`${prefix}.${field}`, message])));
}

/** parseBody for one item of a batch: a 400 names each refused field under the item (`prefix`). */
export function parseItem<S extends z.ZodType>(schema: S, value: unknown, prefix: string): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalidItem(prefix, fieldErrors(result.error));
  return result.data;
}

/**
 * Registers a studio route: the staff guard first (401/403, so nothing about the body leaks to a stranger),
 * then the query and body read with their contract schemas, then the handler. Documented in the OpenAPI
 * document under /api/studio.
 */
export function studioRoute<Q extends z.ZodObject | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  spec: StudioRouteSpec<Q, B>,
  handler: (context: StudioContext<Q extends z.ZodObject ? z.infer<Q> : Record<string, never>, B extends z.ZodType ? z.infer<B> : undefined>) => Promise<unknown> | unknown,
): void {
  const role = spec.role ?? 'editor';
  const statuses = { 401: 'No signed-in staff session', 403: role === 'admin' ? "Another school's session, a missing x-csrf-token, or not an admin" : "Another school's session, or a missing x-csrf-token", ...spec.statuses };
  DOCUMENTED_STUDIO_ROUTES.set(`${spec.method} ${spec.path}`, {
    method: spec.method,
    path: spec.path,
    spec: { ...spec, tag: spec.tag ?? 'Studio', body: spec.body as z.ZodType | undefined, statuses, cache: 'private' },
  });
  app.studioRouteInfo.push({ method: spec.method, url: `${STUDIO_PREFIX}${spec.path}`, role });
  app.route({
    method: spec.method,
    url: spec.path,
    handler: async (request, reply) => {
      const session = requireStudio(request, role);
      const query = (spec.query ? readQuery(request.query, spec.query) : {}) as Q extends z.ZodObject ? z.infer<Q> : Record<string, never>;
      const body = (spec.body ? parseBody(spec.body, request.body) : undefined) as B extends z.ZodType ? z.infer<B> : undefined;
      const answer = await handler({ request, reply, tenant: request.tenant, session, query, body, params: request.params as Record<string, string> });
      if (spec.successStatus === 204) return reply.code(204).send();
      if (spec.successStatus) reply.code(spec.successStatus);
      return answer;
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api/studio route with its role (studio-routes.ts). */
    studioRouteInfo: StudioRouteInfo[];
  }
}
