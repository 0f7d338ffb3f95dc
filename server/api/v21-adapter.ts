import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cursorEnvelope, type PageEnvelope } from '../../contract/paging';
import { cursorQuery, cursorWindowOf, readCursorWindow, setCursorWindow, toCursorPage } from '../http/cursor-paging';
import { readQuery } from '../http/query';

/** v2.1's query parameters (v2-reference 1.6 renames) and how they map onto the handler's v2 query. */
export interface V21Query {
  schema: z.ZodObject;
  toV2: (query: Record<string, unknown>) => Record<string, unknown>;
}

/** v2-reference 1.6: how a route's v2.1 twin differs beyond the cursor paging it gets by itself. */
export interface V21Adapter {
  query?: V21Query;
  /** v2.1's item when it adds fields (Podcasts: podPubdate, podId). */
  item?: { schema: z.ZodType; from: (item: never) => unknown };
  /** Keeps the v2 page envelope and `$` names (v2-reference 17: Archives/with-fusion-cache). */
  pageEnvelope?: true;
}

/** A typed v2.1 query adapter: `toV2` gets the parsed v2.1 query. */
export function v21Query<S extends z.ZodObject>(schema: S, toV2: (query: z.infer<S>) => Record<string, unknown>): V21Query {
  return { schema, toV2: toV2 as V21Query['toV2'] };
}

/** The v2.1 cursor envelope of a v2 page envelope schema (or of a union of them); undefined when not paged. */
function cursorSchemaOf(response: z.core.$ZodType, item?: z.ZodType): z.ZodType | undefined {
  if (response instanceof z.ZodObject && 'pages' in response.shape && response.shape.items instanceof z.ZodArray) return cursorEnvelope(item ?? (response.shape.items.element as z.ZodType));
  if (response instanceof z.ZodUnion) {
    const options = (response.options as z.ZodType[]).map((option) => cursorSchemaOf(option, item));
    return options.every((option) => option !== undefined) ? z.union(options as [z.ZodType, z.ZodType, ...z.ZodType[]]) : undefined;
  }
  return undefined;
}

/** The v2 query without its `$pageIndex` / `$pageSize`, which v2.1 drops. */
function withoutPageNames(schema: z.ZodObject): z.ZodObject {
  return z.object(Object.fromEntries(Object.entries(schema.shape).filter(([name]) => !name.startsWith('$'))));
}

/** The fields of a route spec (api-route.ts) that its v2.1 twin changes. */
export interface V21SpecFields {
  query?: z.ZodObject;
  response: z.core.$ZodType;
  statuses?: Partial<Record<400 | 404, string>>;
  v21?: V21Adapter;
}

export interface V21Route<S extends V21SpecFields> {
  /** The spec as the OpenAPI document shows it under /api/v2.1. */
  spec: S;
  /** Reads the v2.1 query as the handler's v2 query, and the cursor window the handler's store query pages by. */
  readQuery(request: FastifyRequest): Record<string, unknown>;
  /** The handler's answer as v2.1 sends it. */
  toBody(request: FastifyRequest, body: unknown): unknown;
}

/**
 * A v2 route's v2.1 twin over the same handler and store query: a page envelope becomes the cursor
 * envelope (v2-reference 1.3), `$pageIndex`/`$pageSize` give way to PageSize/After/Before, and the
 * adapter renames parameters or adds item fields.
 */
export function v21Route<S extends V21SpecFields>(spec: S): V21Route<S> {
  const adapter = spec.v21 ?? {};
  const cursorResponse = adapter.pageEnvelope ? undefined : cursorSchemaOf(spec.response, adapter.item?.schema);
  const baseQuery = adapter.query?.schema ?? (spec.query && !adapter.pageEnvelope ? withoutPageNames(spec.query) : spec.query);
  const documentedQuery = cursorResponse ? (baseQuery ?? z.object({})).extend(cursorQuery.shape) : baseQuery;
  return {
    spec: {
      ...spec,
      query: documentedQuery,
      response: cursorResponse ?? spec.response,
      statuses: cursorResponse ? { ...spec.statuses, 400: `${spec.statuses?.[400] ? `${spec.statuses[400]}; or` : 'A bad query value, or'} a bad PageSize, After or Before (a cursor this list did not give out)` } : spec.statuses,
    },
    readQuery(request) {
      const read = baseQuery ? readQuery(request.query, baseQuery) : {};
      if (cursorResponse) setCursorWindow(request, readCursorWindow(request.query));
      return adapter.query ? adapter.query.toV2(read) : read;
    },
    toBody(request, body) {
      const window = cursorWindowOf(request);
      if (!window || !body || typeof body !== 'object' || !('items' in body)) return body;
      const page = body as PageEnvelope<never>;
      const items = adapter.item ? page.items.map(adapter.item.from) : page.items;
      return toCursorPage({ ...page, items }, window);
    },
  };
}
