import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/api-error';
import type { Tenant, TenantDirectory } from '../tenants/tenant-directory';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
}

/** v2-reference 1.2: every call carries `tenant`; missing or unknown → 400. Runs after routing, so a bad path is still 404. */
export function tenantHook(directory: TenantDirectory) {
  return async (request: FastifyRequest) => {
    const header = request.headers.tenant;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.trim() === '') throw badRequest("The 'tenant' header is required.", 'tenant_missing');
    const tenant = directory.byTenantKey(key);
    if (!tenant) throw badRequest(`Unknown tenant '${key}'.`, 'tenant_unknown');
    request.tenant = tenant;
  };
}
