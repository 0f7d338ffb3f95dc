import { FormsRepositoryToken } from '../../core/forms/forms.tokens';
import { SubscriptionRepositoryToken } from '../../core/info/subscription.tokens';
import { PartnersRepositoryToken } from '../../core/partners/partners.tokens';
import { SocialAccountsRepositoryToken } from '../../core/social-accounts/social-accounts.tokens';
import { TicketsRepositoryToken } from '../../core/tickets/tickets.tokens';
import { lazyPages } from '../lazy-pages';
import type { PageFamily } from '../page-family';

const PAGES = ['tickets', 'social_accounts', 'partners', 'subscribe', 'unsubscribed', 'login', 'forms'] as const;

/** The info pages: tickets, social accounts, partners, newsletter, staff sign-in and forms. */
export const infoFamily: PageFamily = {
  bind(repository) {
    repository(TicketsRepositoryToken, () => import('../../adapters/api/api-tickets-repository').then((m) => m.ApiTicketsRepository));
    repository(SocialAccountsRepositoryToken, () => import('../../adapters/api/api-social-accounts-repository').then((m) => m.ApiSocialAccountsRepository));
    repository(PartnersRepositoryToken, () => import('../../adapters/api/api-partners-repository').then((m) => m.ApiPartnersRepository));
    repository(FormsRepositoryToken, () => import('../../adapters/api/api-forms-repository').then((m) => m.ApiFormsRepository));
    repository(SubscriptionRepositoryToken, () => import('../../adapters/api/api-subscription-repository').then((m) => m.ApiSubscriptionRepository));
  },
  pages: (context) => lazyPages(PAGES, () => import('./info-pages').then((m) => m.infoPages(context)), ['forms']),
};
