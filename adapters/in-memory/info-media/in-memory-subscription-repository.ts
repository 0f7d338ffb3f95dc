import type { AdapterSet } from '../../../core/backend/adapter-set';
import { FORM_INCOMPLETE_MESSAGE } from '../../../core/info/simple-form';
import { subscribeErrors, subscriptionChoice, type SubscribeValues, type SubscriptionChoice } from '../../../core/info/subscription';
import type { SubscriptionRepository } from '../../../core/info/subscription-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { isoDay } from './info-media-support';

/** What a sign-up is checked against: the ids of the school's sports (not its non-sport entries). */
export interface SubscriptionsData {
  sportIds: number[];
}

export async function dumpSubscriptions(api: AdapterSet): Promise<SubscriptionsData> {
  return { sportIds: (await api.sports.list()).filter((sport) => !sport.non_sport).map((sport) => sport.id) };
}

/**
 * Newsletter sign-ups with no server: checked with core's sign-up rules (the server's own), then
 * kept in this repository's memory, one per address (a second one replaces the choice). Nothing
 * is sent anywhere: they last as long as the page.
 */
export class InMemorySubscriptionRepository implements SubscriptionRepository {
  private readonly stored = new Map<string, SubscriptionChoice>();

  constructor(private readonly deps: InMemoryDeps<SubscriptionsData>) {}

  async subscribe(values: SubscribeValues): Promise<void> {
    let data: SubscriptionsData;
    try {
      data = await this.deps.source.read();
    } catch (error) {
      this.deps.logger.warn('The in-memory sign-up was not stored: the demo data did not load.', error);
      throw error;
    }
    const errors = subscribeErrors(values, data.sportIds, isoDay(this.deps.clock.now()));
    if (Object.keys(errors).length > 0) {
      const details = Object.entries(errors).map(([field, messages]) => `${field}: ${messages.join(' ')}`);
      throw new Error(`${FORM_INCOMPLETE_MESSAGE} ${details.join(' ')}`);
    }
    const choice = subscriptionChoice(values);
    this.stored.set(choice.email, choice);
  }
}
