import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { safeRedirectTarget } from '../../core/info/login-form';
import type { LoginPageData, SubscribePageData } from '../../core/info/info-pages';
import type { PartnersPageData } from '../../core/partners/partner-pages';
import { mergePartners, sitePartners } from '../../core/partners/partner-rules';
import type { PartnersRepository } from '../../core/partners/partners-repository.port';
import { PartnersRepositoryToken } from '../../core/partners/partners.tokens';
import type { SettingsRepository } from '../../core/settings/settings-repository.port';
import { SettingsRepositoryToken } from '../../core/settings/settings.tokens';
import type { SocialAccountsPageData } from '../../core/social-accounts/social-account-pages';
import type { SocialAccountsRepository } from '../../core/social-accounts/social-accounts-repository.port';
import { SocialAccountsRepositoryToken } from '../../core/social-accounts/social-accounts.tokens';
import { realSports } from '../../core/sports/sports-state';
import type { StaffAccessRepository } from '../../core/staff-access/staff-access-repository.port';
import { StaffAccessRepositoryToken } from '../../core/staff-access/staff-access.tokens';
import type { TicketsPageData } from '../../core/tickets/ticket-pages';
import type { TicketsRepository } from '../../core/tickets/tickets-repository.port';
import { TicketsRepositoryToken } from '../../core/tickets/tickets.tokens';
import type { PageContext } from '../page-family';

type Loader<T> = (args: Parameters<LoaderFunction>[0]) => Promise<T>;

/** The info family's loaders. */
export function infoLoaders(context: PageContext) {
  const get = <T>(token: symbol) => context.container.get<T>(token);

  const tickets: Loader<TicketsPageData> = async () => {
    const repository = get<TicketsRepository>(TicketsRepositoryToken);
    const [experience, packages, events, system, sports] = await Promise.all([repository.experience(), repository.packages(), repository.nextEvents(), repository.system(), context.sports()]);
    const sportIds = experience?.sports.map((sport) => sport.sportId) ?? [];
    const perSport = await Promise.all(sportIds.map((sportId) => repository.nextEvents(sportId)));
    return { experience, packages, events, eventsBySport: Object.fromEntries(sportIds.map((sportId, index) => [sportId, perSport[index]!])), system, sports: realSports(sports) };
  };

  const socialAccounts: Loader<SocialAccountsPageData> = async () => ({ groups: await get<SocialAccountsRepository>(SocialAccountsRepositoryToken).groups() });

  // The school's `partners` promotion, then the settings' sponsor and partner logos (cached: the shell loaded them).
  const partners: Loader<PartnersPageData> = async () => {
    const [promoted, setup] = await Promise.all([get<PartnersRepository>(PartnersRepositoryToken).promoted(), get<SettingsRepository>(SettingsRepositoryToken).siteSetup()]);
    return { partners: mergePartners(promoted, sitePartners(setup?.identity)) };
  };

  const subscribe: Loader<SubscribePageData> = async () => ({ sports: realSports(await context.sports()) });

  /** Signed in already and sent here by a staff page: straight back to it. */
  const login = async ({ request }: LoaderFunctionArgs): Promise<LoginPageData | Response> => {
    const redirectTo = safeRedirectTarget(new URL(request.url).searchParams.get('redirect')) ?? null;
    const staff = await get<StaffAccessRepository>(StaffAccessRepositoryToken).current();
    return staff && redirectTo ? redirect(redirectTo) : { redirectTo, staff };
  };

  return { tickets, socialAccounts, partners, subscribe, login };
}
