import { demoLiveToken, hashLiveToken } from '../../server/live/live-tokens';
import { liveTokens } from '../../server/store/tables/live';
import { seedLiveGames } from '../live/live-seed-games';
import type { SeedContext } from '../seed-context';

/** Seeds the live content of one school: its demo stat-crew token (docs/live-games.md) and the games under way. */
export async function seedLive(context: SeedContext): Promise<void> {
  const { db, tenantId, school } = context;
  await db.insert(liveTokens).values({ tenantId, tokenHash: hashLiveToken(demoLiveToken(school.key)), label: `${school.shortName} demo stat crew` });
  await seedLiveGames(context);
}
