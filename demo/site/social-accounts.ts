import { socialAccounts, type StoredSocialHandle } from '../../server/store/tables/site';
import type { SeedContext } from '../seed-context';

type Network = 'twitter' | 'instagram' | 'facebook' | 'youtube' | 'tiktok';

const PROFILE_URL: Record<Network, (handle: string) => string> = {
  twitter: (handle) => `https://twitter.com/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
};

function handles(entries: Partial<Record<Network, string>>): Partial<Record<Network, StoredSocialHandle>> {
  return Object.fromEntries(Object.entries(entries).map(([network, username]) => [network, { username, url: PROFILE_URL[network as Network](username as string) }]));
}

// Teams with a big following also post video.
const VIDEO_TEAMS = new Set(['football', 'mbball', 'wbball', 'mhockey']);

/** The school's official accounts, then one account per team (handles as on the sports). */
export async function seedSocialAccounts({ db, tenantId, school, sports }: SeedContext): Promise<void> {
  const { twitter, instagram, facebook, youtube } = school.social;
  const official = [
    { name: `${school.shortName} Athletics`, title: 'The official account of the ' + school.mascotPlural, handles: handles({ twitter, instagram, facebook, youtube, tiktok: instagram }) },
    { name: `${school.shortName} Tickets`, title: 'Ticket office news and on-sale dates', handles: handles({ twitter: `${twitter}Tix`, instagram: `${instagram}tickets` }) },
    { name: `${school.mascotSingular} Nation`, title: 'Student section', handles: handles({ twitter: `${twitter}Students`, instagram: `${instagram}students`, tiktok: `${instagram}students` }) },
  ];
  const teams = sports
    .filter((sport) => !sport.nonSport)
    .map((sport) => {
      const code = sport.code;
      const video = VIDEO_TEAMS.has(code) ? { youtube: `${youtube}${code.toUpperCase()}`, tiktok: `${instagram}${code}` } : {};
      return { name: `${school.shortName} ${sport.title}`, title: null, sportId: sport.id, handles: handles({ twitter: `${twitter}${code.toUpperCase()}`, instagram: `${instagram}${code}`, ...video }) };
    });
  await db.insert(socialAccounts).values([
    ...official.map((account, rank) => ({ tenantId, groupName: 'Official Accounts', groupRank: 0, rank, ...account })),
    ...teams.map((account, rank) => ({ tenantId, groupName: 'Teams', groupRank: 1, rank, ...account })),
  ]);
}
