import type { SubscribeValues } from './subscription';

export interface SubscriptionRepository {
  /** Stores a sign-up (a second one for the same address replaces the choice); rejects when it was not stored. */
  subscribe(values: SubscribeValues): Promise<void>;
}
