import { createContext, useContext } from 'react';
import type { AdProvider } from '../../core/ads/ad-provider.port';

/** The ad provider that fills the slots; composition chooses it. Without one (a view rendered alone) slots stay empty. */
export const AdProviderContext = createContext<AdProvider | null>(null);

export function useAdProvider(): AdProvider | null {
  return useContext(AdProviderContext);
}
