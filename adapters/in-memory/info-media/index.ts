import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { Partner } from '../../../core/partners/partner';
import type { SocialAccountGroup } from '../../../core/social-accounts/social-account';
import { depsOf, type DemoAccess, type InMemoryDeps } from '../demo-source';
import { dumpForms, InMemoryFormsRepository, type FormsData } from './in-memory-forms-repository';
import { dumpGalleries, InMemoryGalleriesRepository, type GalleriesData } from './in-memory-galleries-repository';
import { InMemoryPartnersRepository } from './in-memory-partners-repository';
import { dumpProtectedDocuments, InMemoryProtectedContentRepository, type ProtectedDocumentsData } from './in-memory-protected-content-repository';
import { InMemorySocialAccountsRepository } from './in-memory-social-accounts-repository';
import { InMemoryStaffAccessRepository } from './in-memory-staff-access-repository';
import { dumpSubscriptions, InMemorySubscriptionRepository, type SubscriptionsData } from './in-memory-subscription-repository';
import { dumpTickets, InMemoryTicketsRepository, type TicketsData } from './in-memory-tickets-repository';

/** The ports this part of the in-memory set fills. */
export type InfoMediaPorts = Pick<AdapterSet, 'forms' | 'partners' | 'socialAccounts' | 'subscriptions' | 'tickets' | 'galleries' | 'protectedContent' | 'staffAccess'>;

/**
 * This part's share of the demo snapshot (JSON: it travels to the browser as a file). Protected
 * documents are sealed with their access codes; staff access has no data: the snapshot holds no
 * account or session (see its adapter).
 */
export interface InfoMediaData {
  tickets: TicketsData;
  partners: Partner[];
  socialAccounts: SocialAccountGroup[];
  forms: FormsData;
  subscriptions: SubscriptionsData;
  galleries: GalleriesData;
  protectedDocuments: ProtectedDocumentsData;
}

/** Reads this part's demo data through the ports of a backend that holds the seed (our API). */
export async function dumpInfoMedia(api: AdapterSet, _today: number, access: DemoAccess): Promise<InfoMediaData> {
  const [tickets, partners, socialAccounts, forms, subscriptions, galleries, protectedDocuments] = await Promise.all([
    dumpTickets(api),
    api.partners.promoted(),
    api.socialAccounts.groups(),
    dumpForms(api),
    dumpSubscriptions(api),
    dumpGalleries(api),
    dumpProtectedDocuments(api, access),
  ]);
  return { tickets, partners, socialAccounts, forms, subscriptions, galleries, protectedDocuments };
}

/** The in-memory adapters of these ports over the snapshot's part. */
export function infoMediaAdapters(deps: InMemoryDeps<InfoMediaData>): InfoMediaPorts {
  return {
    forms: new InMemoryFormsRepository(depsOf(deps, 'forms')),
    partners: new InMemoryPartnersRepository(depsOf(deps, 'partners')),
    socialAccounts: new InMemorySocialAccountsRepository(depsOf(deps, 'socialAccounts')),
    subscriptions: new InMemorySubscriptionRepository(depsOf(deps, 'subscriptions')),
    tickets: new InMemoryTicketsRepository(depsOf(deps, 'tickets')),
    galleries: new InMemoryGalleriesRepository(depsOf(deps, 'galleries')),
    protectedContent: new InMemoryProtectedContentRepository(depsOf(deps, 'protectedDocuments')),
    staffAccess: new InMemoryStaffAccessRepository(deps),
  };
}
