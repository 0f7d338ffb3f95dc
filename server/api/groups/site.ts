import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { registerFacebookFeedRoutes } from '../facebook-feed.routes';
import { registerHouseAdRoutes } from '../house-ads.routes';
import { registerInstagramRoutes } from '../instagram.routes';
import { registerPromotionRoutes } from '../promotions.routes';
import { registerSiteSettingsRoutes } from '../site-settings.routes';
import { registerSlideshowRoutes } from '../slideshows.routes';
import { registerSocialAccountRoutes } from '../social-accounts.routes';
import { registerSplashRoutes } from '../splash.routes';
import { registerTakeoverRoutes } from '../takeovers.routes';
import { registerTemplateRoutes } from '../templates.routes';
import { registerTicketingRoutes } from '../ticketing.routes';
import { registerTrackingTagRoutes } from '../tracking-tags.routes';

/** Registers the site routes under /api/v2: settings, tags, takeovers, splash, rotators, promotions, social, ticketing. */
export async function registerSiteRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  for (const register of [
    registerSiteSettingsRoutes,
    registerTemplateRoutes,
    registerTrackingTagRoutes,
    registerTakeoverRoutes,
    registerSplashRoutes,
    registerSlideshowRoutes,
    registerPromotionRoutes,
    registerSocialAccountRoutes,
    registerInstagramRoutes,
    registerFacebookFeedRoutes,
    registerTicketingRoutes,
    registerHouseAdRoutes,
  ]) {
    await register(app, deps);
  }
}
