import type { FastifyInstance } from 'fastify';
import type { NotifySettings } from '../notify/notify-settings';
import type { Database } from '../store/database';
import type { TenantDirectory } from '../tenants/tenant-directory';
import type { ContentWriteDeps } from './content-write';

/** What a studio feature module receives. */
export interface StudioDeps extends ContentWriteDeps {
  database: Database;
  tenants: TenantDirectory;
  /** Issue 46: the schools' public origin (links in the newsletter's preview) and the .eml outbox the studio lists. */
  notify: NotifySettings;
}

/** A studio feature module: registers its routes (studio-route.ts) into the /api/studio plugin. */
export type StudioFeature = (studio: FastifyInstance, deps: StudioDeps) => Promise<void> | void;
