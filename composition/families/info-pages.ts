import type { PageContext } from '../page-family';
import { formsLoaders } from './forms-loaders';
import { infoLoaders } from './info-loaders';

// Loaded with the first info page, so the site's first load does not carry it (DESIGN 7).

/** The info family's pages and their loaders. */
export function infoPages(context: PageContext) {
  const loaders = infoLoaders(context);
  const forms = formsLoaders(context);
  return {
    tickets: { load: () => import('../../ui/pages/tickets/tickets-page'), loader: loaders.tickets },
    social_accounts: { load: () => import('../../ui/pages/social-accounts/social-accounts-page'), loader: loaders.socialAccounts },
    partners: { load: () => import('../../ui/pages/partners/partners-page'), loader: loaders.partners },
    subscribe: { load: () => import('../../ui/pages/subscribe/subscribe-page'), loader: loaders.subscribe },
    unsubscribed: { load: () => import('../../ui/pages/unsubscribed/unsubscribed-page') },
    login: { load: () => import('../../ui/pages/login/login-page'), loader: loaders.login },
    forms: { load: () => import('../../ui/pages/form/form-page'), loader: forms.publicForm, action: forms.submitPublic },
  };
}
