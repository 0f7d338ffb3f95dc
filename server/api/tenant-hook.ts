import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/api-error';
import type { Tenant, TenantDirectory } from '../tenants/tenant-directory';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
  interface FastifyContextConfig {
    /** A browser's EventSource cannot send headers, so an event stream may name its school with `?tenant=`. */
    tenantFromQuery?: boolean;
  }
}

function firstOf(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

function tenantKeyOf(request: FastifyRequest): string | undefined {
  const header = firstOf(request.headers.tenant);
  if (header !== undefined || !request.routeOptions.config.tenantFromQuery) return header;
  return firstOf((request.query as Record<string, unknown> | undefined)?.tenant);
}

/** v2-reference 1.2: every call carries `tenant`; missing or unknown → 400. Runs after routing, so a bad path is still 404. */
export function tenantHook(directory: TenantDirectory) {
  return async (request: FastifyRequest) => {
    const key = tenantKeyOf(request);
    if (!key || key.trim() === '') throw badRequest("The 'tenant' header is required.", 'tenant_missing');
    const tenant = directory.byTenantKey(key);
    if (!tenant) throw badRequest(`Unknown tenant '${key}'.`, 'tenant_unknown');
    request.tenant = tenant;
  };
}
