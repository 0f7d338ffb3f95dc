import { ApiPartnersRepository } from '../../adapters/api/api-partners-repository';
import { ApiSocialAccountsRepository } from '../../adapters/api/api-social-accounts-repository';
import { ApiTicketsRepository } from '../../adapters/api/api-tickets-repository';
import { SIGN_IN_ROUTE_NAMES } from '../../core/info/form-page';
import { PartnersRepositoryToken } from '../../core/partners/partners.tokens';
import { SocialAccountsRepositoryToken } from '../../core/social-accounts/social-accounts.tokens';
import { TicketsRepositoryToken } from '../../core/tickets/tickets.tokens';
import type { PageBinding, PageFamily } from '../page-family';
import { infoLoaders } from './info-loaders';

/** The info pages: tickets, social accounts, partners, newsletter, sign-in, forms, and the sign-in routes. */
export const infoFamily: PageFamily = {
  bind(repository) {
    repository(TicketsRepositoryToken, ApiTicketsRepository);
    repository(SocialAccountsRepositoryToken, ApiSocialAccountsRepository);
    repository(PartnersRepositoryToken, ApiPartnersRepository);
  },
  pages: (context) => {
    const loaders = infoLoaders(context);
    const loginPage = () => import('../../ui/pages/login/login-page');
    // spec 2.1 (sign-in) routes: until staff sign-in exists, each leads to /login?redirect=<path>.
    const signInRoutes: Record<string, PageBinding> = Object.fromEntries(SIGN_IN_ROUTE_NAMES.map((name) => [name, { load: loginPage, loader: loaders.requireSignIn }]));
    return {
      tickets: { load: () => import('../../ui/pages/tickets/tickets-page'), loader: loaders.tickets },
      social_accounts: { load: () => import('../../ui/pages/social-accounts/social-accounts-page'), loader: loaders.socialAccounts },
      partners: { load: () => import('../../ui/pages/partners/partners-page'), loader: loaders.partners },
      subscribe: { load: () => import('../../ui/pages/subscribe/subscribe-page'), loader: loaders.subscribe },
      unsubscribed: { load: () => import('../../ui/pages/unsubscribed/unsubscribed-page') },
      login: { load: loginPage, loader: loaders.login },
      forms: { load: () => import('../../ui/pages/form-unavailable/form-unavailable-page') },
      ...signInRoutes,
    };
  },
};
