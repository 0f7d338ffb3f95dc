import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { socialAccountsWire, type SocialAccountsWire, type SocialHandleWire } from '../../contract/social-accounts';
import { socialAccounts, type StoredSocialHandle } from '../store/tables/site';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';

const NETWORKS = ['instagram', 'twitter', 'facebook', 'youtube', 'tiktok'] as const;

// v2-reference 26 lists each network as an object: an account without one gets empty fields.
const handleWire = (network: (typeof NETWORKS)[number], handle: StoredSocialHandle | undefined): SocialHandleWire => ({
  username: handle?.username ?? null,
  url: handle?.url ?? null,
  icon: network,
  link: handle?.url ?? '',
});

/** v2-reference 26: the school's social accounts, official ones first, then each team's. */
export async function registerSocialAccountRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  apiGet(
    app,
    { path: '/SocialAccounts', summary: "The school's social media accounts in groups: official accounts, then teams", tag: 'Social', response: socialAccountsWire, cache: 'settings' },
    async ({ tenant }): Promise<SocialAccountsWire> => {
      const rows = await db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.tenantId, tenant.id))
        .orderBy(asc(socialAccounts.groupRank), asc(socialAccounts.rank), asc(socialAccounts.id));
      const accounts: SocialAccountsWire['accounts'] = [];
      for (const row of rows) {
        let group = accounts.find((account) => account.name === row.groupName);
        if (!group) {
          group = { name: row.groupName, users: [] };
          accounts.push(group);
        }
        const networks = Object.fromEntries(NETWORKS.map((network) => [network, handleWire(network, row.handles[network])])) as Record<(typeof NETWORKS)[number], SocialHandleWire>;
        group.users.push({ name: row.name, title: row.title, sportId: row.sportId, ...networks });
      }
      return { accounts };
    },
  );
}
