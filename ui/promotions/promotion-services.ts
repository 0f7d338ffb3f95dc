import { createContext, useContext } from 'react';
import type { PromotionsRepository } from '../../core/promotions/promotions-repository.port';
import type { ImpressionQueue } from './impression-queue';

/** What the promotion slots use: the promotions API and the app's one impression queue. Composition provides them. */
export interface PromotionServices {
  repository: PromotionsRepository;
  impressions: ImpressionQueue;
}

/** Without a provider (a view rendered alone) the slots stay empty. */
export const PromotionServicesContext = createContext<PromotionServices | null>(null);

export function usePromotionServices(): PromotionServices | null {
  return useContext(PromotionServicesContext);
}
