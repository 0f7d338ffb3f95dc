import type { Container } from 'inversify';
import { useMemo, type ReactNode } from 'react';
import type { Clock } from '../core/platform/clock.port';
import type { Logger } from '../core/platform/logger.port';
import { ClockToken, LoggerToken } from '../core/platform/platform.tokens';
import type { PromotionsRepository } from '../core/promotions/promotions-repository.port';
import { PromotionsRepositoryToken } from '../core/promotions/promotions.tokens';
import { ImpressionQueue } from '../ui/promotions/impression-queue';
import { PromotionServicesContext, type PromotionServices } from '../ui/promotions/promotion-services';
import { RotatorProvider } from '../ui/rotators/rotator-control';

/** The promotions API and the app's one impression queue (spec 7: one batch for every slot on the page). */
export function createPromotionServices(container: Container): PromotionServices {
  const repository = container.get<PromotionsRepository>(PromotionsRepositoryToken);
  const clock = container.get<Clock>(ClockToken);
  const impressions = new ImpressionQueue((ids) => repository.countImpressions(ids), container.get<Logger>(LoggerToken), () => clock.now());
  return { repository, impressions };
}

/** Promotions and the carousels' page-wide pause/play (spec 1), around the router. */
export function PromotionsProvider({ container, children }: { container: Container; children: ReactNode }) {
  const services = useMemo(() => createPromotionServices(container), [container]);
  return (
    <PromotionServicesContext.Provider value={services}>
      <RotatorProvider>{children}</RotatorProvider>
    </PromotionServicesContext.Provider>
  );
}
