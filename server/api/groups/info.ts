import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { registerFormRoutes } from '../forms.routes';
import { registerPushRoutes } from '../push.routes';
import { registerSubscriptionRoutes } from '../subscriptions.routes';

/** Registers the info routes under /api/v2: the newsletter sign-up, forms and surveys, and web push subscriptions. */
export async function registerInfoRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await registerSubscriptionRoutes(app, deps);
  await registerFormRoutes(app, deps);
  await registerPushRoutes(app, deps);
}
