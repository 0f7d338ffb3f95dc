import { useEffect, useState } from 'react';
import type { PromotionSet } from '../../core/promotions/promotion';
import { usePromotionServices } from './promotion-services';
import { PromotionView } from './promotion-view';
import styles from './promotions.module.css';

/**
 * The place of a promotion location on the page (GET /api/v2/promotions/{name}/{sportId}), found by
 * `data-promotion-slot`. Empty (and hidden) until the set arrives, and for good when none runs or
 * the call failed (spec 8: logged, nothing shown).
 */
export function PromotionSlot({ name, sportId, label = 'Promotions' }: { name: string; sportId?: number; label?: string }) {
  const services = usePromotionServices();
  const [set, setSet] = useState<PromotionSet | null>(null);

  useEffect(() => {
    if (!services) return;
    let current = true;
    void services.repository.forLocation(name, sportId ?? 0).then((found) => {
      if (current) setSet(found);
    });
    return () => {
      current = false;
      setSet(null);
    };
  }, [services, name, sportId]);

  return (
    <section className={styles.promotionSlot} data-promotion-slot={name} data-sport-id={sportId}>
      {set && <PromotionView set={set} label={label} />}
    </section>
  );
}
