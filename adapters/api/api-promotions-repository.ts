import { impressionCounterWire, promotionSetWire } from '../../contract/promotions';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { PromotionSet } from '../../core/promotions/promotion';
import { impressionAdIds } from '../../core/promotions/impression-batcher';
import type { PromotionsRepository } from '../../core/promotions/promotions-repository.port';
import { lenientWire } from './lenient-wire';
import { toPromotionSet } from './promotions-mapper';

export class ApiPromotionsRepository implements PromotionsRepository {
  // spec 7: cached per name and sport id; a failed call is not cached, so a later page asks again.
  private readonly cache = new Map<string, Promise<PromotionSet | null | undefined>>();

  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async forLocation(name: string, sportId = 0): Promise<PromotionSet | null> {
    const key = `${name}|${sportId}`;
    let cached = this.cache.get(key);
    if (!cached) {
      const path = sportId === 0 ? `/promotions/${encodeURIComponent(name)}` : `/promotions/${encodeURIComponent(name)}/${sportId}`;
      cached = this.fetch(path);
      this.cache.set(key, cached);
    }
    const set = await cached;
    if (set === undefined) this.cache.delete(key);
    return set ?? null;
  }

  /** The set, null on 204 (none runs), undefined when the call failed (spec 8: logged, nothing shown). */
  private async fetch(path: string): Promise<PromotionSet | null | undefined> {
    try {
      const response = await this.http.request({ path });
      if (response.status === 204 || response.body === null || response.body === '') return null;
      const parsed = lenientWire(promotionSetWire).safeParse(response.body);
      if (parsed.success) return toPromotionSet(parsed.data);
      this.logger.error(`Unexpected response shape from ${path}`, parsed.error.issues.slice(0, 5));
    } catch (error) {
      this.logger.error(`Request to ${path} failed`, error);
    }
    return undefined;
  }

  async countImpressions(campaignIds: readonly number[]): Promise<void> {
    if (campaignIds.length === 0) return;
    const response = await this.http.request({ path: '/promotions/counter', query: { adIds: impressionAdIds(campaignIds) } });
    if (!impressionCounterWire.safeParse(response.body).success) throw new Error('The impression counter answered with something other than what it recorded.');
  }
}
