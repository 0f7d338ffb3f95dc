import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { readQuery } from '../http/query';
import type { Tenant } from '../tenants/tenant-directory';
import { v21Route, type V21Adapter } from './v21-adapter';

/** v2-reference 1.1 and 1.6: the versions of the API, each mounted at its own prefix with the same hooks. */
export type ApiVersion = 'v2' | 'v2.1';
export const API_PREFIXES: Record<ApiVersion, string> = { v2: '/api/v2', 'v2.1': '/api/v2.1' };
const V2_ONLY: readonly ApiVersion[] = ['v2'];

/** How long clients and proxies may keep a response (DESIGN 7: cached GETs). */
/** `private`: staff-only answers (hidden content): never stored by us, a proxy or the browser. */
export type CachePolicy = 'content' | 'settings' | 'live' | 'none' | 'private';

export interface ApiRouteSpec<Q extends z.ZodObject | undefined = undefined> {
  /** Fastify path below /api/v2; integer path ids use intSegment('name'). */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The OpenAPI tag (the resource group, e.g. 'Stories'). */
  tag: string;
  /** Query parameters by canonical name, read without regard to case; a bad value is a 400. */
  query?: Q;
  /** The contract schema of a 200 body (classic zod, or zod/mini for a resource in every page's first load). */
  response: z.core.$ZodType;
  /** The contract schema of a JSON request body (POST, PUT), for the OpenAPI document. */
  body?: z.ZodType;
  /** Other statuses this route answers, with what they mean (for the OpenAPI document). */
  statuses?: Partial<Record<301 | 204 | 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 428 | 429, string>>;
  /** The status of a success when it is not 200 (201 Created, 204 No Content); `response` is its body. */
  successStatus?: 201 | 204;
  cache?: CachePolicy;
  /** A plain link (a download) cannot send headers: it may name its school with `?tenant=`. */
  tenantFromQuery?: boolean;
  /** The versions that serve the route (v2-reference 1.6); v2 only when absent. */
  versions?: readonly ApiVersion[];
  /** How the v2.1 route differs beyond the cursor paging a page envelope gets by itself (v2-reference 1.6). */
  v21?: V21Adapter;
}

export interface ApiContext<Q> {
  request: FastifyRequest;
  reply: FastifyReply;
  tenant: Tenant;
  query: Q;
  params: Record<string, string>;
}

/** Returned by a handler to answer 204 with an empty body (v2-reference 1.4). */
export const NO_CONTENT = Symbol('no content');

export interface DocumentedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  spec: ApiRouteSpec<z.ZodObject | undefined>;
}

/** Every /api/v2 route registered through apiGet or documented with documentRoute, for the OpenAPI document. */
export const DOCUMENTED_ROUTES = new Map<string, DocumentedRoute>();
/** The same for /api/v2.1, as that version serves them. */
export const DOCUMENTED_V21_ROUTES = new Map<string, DocumentedRoute>();

/** The content studio's routes (server/studio/studio-route.ts), under STUDIO_PREFIX. */
export const DOCUMENTED_STUDIO_ROUTES = new Map<string, DocumentedRoute>();
export const STUDIO_PREFIX = '/api/studio';

/** Puts a route registered without apiGet (a POST or PUT with a body) in the OpenAPI document. */
export function documentRoute(method: DocumentedRoute['method'], spec: ApiRouteSpec<z.ZodObject | undefined>, version: ApiVersion = 'v2'): void {
  (version === 'v2' ? DOCUMENTED_ROUTES : DOCUMENTED_V21_ROUTES).set(`${method} ${spec.path}`, { method, path: spec.path, spec });
}

/** The version the API plugin `app` serves (server/app.ts); v2 outside one. */
export function apiVersionOf(app: FastifyInstance): ApiVersion {
  return app.apiVersion ?? 'v2';
}

/** A path segment that matches an integer id only (v2-reference 1.1: a non-integer id is a 404). */
export function intSegment(name: string): string {
  return `:${name}(^\\d{1,9}$)`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
  interface FastifyInstance {
    /** The API version this plugin serves (server/app.ts). */
    apiVersion?: ApiVersion;
  }
}

/**
 * Registers a GET under the API version `app` serves, when the spec's versions include it: reads and
 * validates the query, runs the handler, documents the route. Under v2.1 the same handler and store
 * query answer through the route's v2.1 adapter (cursor paging, renamed parameters: v21-adapter.ts).
 */
export function apiGet<Q extends z.ZodObject | undefined = undefined>(
  app: FastifyInstance,
  spec: ApiRouteSpec<Q>,
  handler: (context: ApiContext<Q extends z.ZodObject ? z.infer<Q> : Record<string, never>>) => Promise<unknown> | unknown,
): void {
  const version = apiVersionOf(app);
  if (!(spec.versions ?? V2_ONLY).includes(version)) return;
  const v21 = version === 'v2.1' ? v21Route(spec as ApiRouteSpec<z.ZodObject | undefined>) : undefined;
  documentRoute('GET', v21?.spec ?? (spec as ApiRouteSpec<z.ZodObject | undefined>), version);
  app.get(spec.path, { config: { cache: spec.cache ?? 'content', tenantFromQuery: spec.tenantFromQuery } }, async (request, reply) => {
    const query = (v21 ? v21.readQuery(request) : spec.query ? readQuery(request.query, spec.query) : {}) as Q extends z.ZodObject ? z.infer<Q> : Record<string, never>;
    const body = await handler({ request, reply, tenant: request.tenant, query, params: request.params as Record<string, string> });
    if (body === NO_CONTENT) return reply.code(204).send();
    return v21 ? v21.toBody(request, body) : body;
  });
}
