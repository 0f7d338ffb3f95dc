import { z } from 'zod';
import { API_PREFIXES, DOCUMENTED_ROUTES, DOCUMENTED_STUDIO_ROUTES, DOCUMENTED_V21_ROUTES, STUDIO_PREFIX, type DocumentedRoute } from './api-route';

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  301: 'Moved permanently (Location)',
  201: 'Created',
  204: 'Nothing to return',
  400: 'Bad request',
  401: 'Sign-in required',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  412: 'Someone else changed it (If-Match names an older version)',
  413: 'Too large',
  415: 'Unsupported type',
  428: 'If-Match is required',
  429: 'Too many requests',
};

function toJsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** '/Sports/:sportId(^\\d{1,9}$)' → '/Sports/{sportId}' */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:(\w+)(\([^)]*\))?\??/g, '{$1}');
}

function operation(route: DocumentedRoute, prefix: string) {
  const { spec } = route;
  const pathParams = [...spec.path.matchAll(/:(\w+)(\([^)]*\))?/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: match[2]?.includes('\\d') ? { type: 'integer' } : { type: 'string' },
  }));
  const queryParams = spec.query
    ? Object.entries((toJsonSchema(spec.query, 'input').properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
        name,
        in: 'query',
        required: ((toJsonSchema(spec.query!, 'input').required as string[] | undefined) ?? []).includes(name),
        schema,
      }))
    : [];
  const success = spec.successStatus ?? 200;
  const responses: Record<string, unknown> = {
    [success]: success === 204 ? { description: STATUS_TEXT[204] } : { description: success === 201 ? 'Created' : 'OK', content: { 'application/json': { schema: toJsonSchema(spec.response, 'output') } } },
    400: { description: "Missing or unknown 'tenant' header, or a bad query value" },
  };
  for (const [status, description] of Object.entries(spec.statuses ?? {})) responses[status] = { description: description ?? STATUS_TEXT[Number(status)] };
  const requestBody = spec.body ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(spec.body, 'input') } } } } : {};
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(`${prefix}${spec.path}`).replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: spec.summary,
    tags: [spec.tag],
    parameters: [{ name: 'tenant', in: 'header', required: true, schema: { type: 'string' }, description: "The school's site key" }, ...pathParams, ...queryParams],
    ...requestBody,
    responses,
  };
}

/** The OpenAPI 3.1 document of every /api/v2 route (`prefix`), every /api/v2.1 route and the studio's /api/studio routes, generated from the contract schemas. */
export function buildOpenApiDocument(prefix: string, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const byTag = (a: DocumentedRoute, b: DocumentedRoute) => a.spec.tag.localeCompare(b.spec.tag) || a.path.localeCompare(b.path);
  for (const [routes, routePrefix] of [
    [DOCUMENTED_ROUTES, prefix],
    [DOCUMENTED_V21_ROUTES, API_PREFIXES['v2.1']],
    [DOCUMENTED_STUDIO_ROUTES, STUDIO_PREFIX],
  ] as const) {
    for (const route of [...routes.values()].sort(byTag)) {
      const path = openApiPath(`${routePrefix}${route.spec.path}`);
      paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, routePrefix) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Athletics content API',
      version,
      description: "The /api/v2 content API of a college athletics site, and its /api/v2.1 (cursor paging: PageSize, After, Before). Every call carries the school's site key in the 'tenant' header. Paths and query parameter names are matched without regard to case.",
    },
    servers: [{ url: '/' }],
    paths,
  };
}
