import type { PromotionSet } from '../../../core/promotions/promotion';
import type { PromotionsRepository } from '../../../core/promotions/promotions-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { readOrReject } from './answer';
import type { PromotionLocationData, PromotionsData } from './shell-site-data';

/** A sport's own set of that location, else the site-wide one; sport 0 is the site-wide one. */
function setFor(location: PromotionLocationData | undefined, sportId: number): PromotionSet | null {
  if (!location) return null;
  const own = location.bySport[String(sportId)];
  return sportId !== 0 && own !== undefined ? own : location.siteWide;
}

/** spec 3: a location whose effect is random shows one of its campaigns, picked when the set is fetched. */
function withRandomPick(set: PromotionSet, random: () => number): PromotionSet {
  if (set.location.effect !== 'random' || set.campaigns.length === 0) return set;
  return { ...set, random_single: set.campaigns[Math.floor(random() * set.campaigns.length)] ?? null };
}

/** spec 7: promotion sets by location name, and the impression counter (kept in memory). */
export class InMemoryPromotionsRepository implements PromotionsRepository {
  // As the API adapter: a set is fetched once per name and sport id, so its random pick stays put.
  private readonly picked = new Map<string, PromotionSet | null>();
  private readonly impressions = new Map<number, number>();

  constructor(
    private readonly deps: InMemoryDeps<PromotionsData>,
    private readonly random: () => number = Math.random,
  ) {}

  async forLocation(name: string, sportId = 0): Promise<PromotionSet | null> {
    const key = `${name}|${sportId}`;
    const cached = this.picked.get(key);
    if (cached !== undefined) return cached;
    let promotions: PromotionsData;
    try {
      promotions = await this.deps.source.read();
    } catch (error) {
      // spec 8: nothing shown; a failed read is not kept, so a later page asks again.
      this.deps.logger.warn(`The in-memory promotion set '${name}' could not be answered: the demo data did not load.`, error);
      return null;
    }
    const found = setFor(promotions.locations[name.toLowerCase()], sportId);
    const set = found && withRandomPick(found, this.random);
    this.picked.set(key, set);
    return set;
  }

  async countImpressions(campaignIds: readonly number[]): Promise<void> {
    if (campaignIds.length === 0) return;
    const promotions = await readOrReject(this.deps, 'promotion impressions');
    const known = new Set(
      Object.values(promotions.locations).flatMap((location) => [location.siteWide, ...Object.values(location.bySport)].flatMap((set) => (set ? set.campaigns.map((campaign) => campaign.id) : []))),
    );
    // As the server: a list naming a campaign the school does not have is refused whole.
    const unknown = campaignIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new Error(`Unknown promotion campaigns: ${unknown.join(', ')}.`);
    for (const id of campaignIds) this.impressions.set(id, (this.impressions.get(id) ?? 0) + 1);
  }
}
