import { createContext, useContext } from 'react';
import type { SubscriptionRepository } from '../../core/info/subscription-repository.port';

/**
 * Where the sign-up form sends to; the app provides it around the router. Without a provider (a
 * view rendered alone) there is none, and a complete form says it was not sent.
 */
export const SubscriptionContext = createContext<SubscriptionRepository | null>(null);

export function useSubscriptions(): SubscriptionRepository | null {
  return useContext(SubscriptionContext);
}
