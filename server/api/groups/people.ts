import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { registerPlayerSearchRoutes } from '../player-search.routes';
import { registerPlayerRoutes } from '../players.routes';
import { registerRosterRoutes } from '../rosters.routes';
import { registerStaffRoutes } from '../staff.routes';

/** Registers the people routes under /api/v2: rosters, players, staff and coaches (v2-reference 9 and 12). */
export async function registerPeopleRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await registerRosterRoutes(app, deps);
  await registerPlayerRoutes(app, deps);
  await registerPlayerSearchRoutes(app, deps);
  await registerStaffRoutes(app, deps);
}
