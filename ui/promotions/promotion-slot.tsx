import type { PromotionSet } from '../../core/promotions/promotion';
import { inTurn } from '../routing/hydration-turns';
import { renderedAlone, usePageResource } from '../routing/page-resources';
import { usePromotionServices } from './promotion-services';
import { PromotionView } from './promotion-view';
import styles from './promotions.module.css';

/**
 * The place of a promotion location on the page (GET /api/v2/promotions/{name}/{sportId}), found by
 * `data-promotion-slot`. Filled by the server on a page it renders (#12); else empty (and hidden) until
 * the set arrives, and for good when none runs or the call failed (spec 8: logged, nothing shown).
 */
function PromotionSlotView({ name, sportId, label = 'Promotions' }: { name: string; sportId?: number; label?: string }) {
  const services = usePromotionServices();
  const set = usePageResource<PromotionSet | null>(services ? `promotions:${name}:${sportId ?? 0}` : null, () => services!.repository.forLocation(name, sportId ?? 0));

  return (
    <section className={styles.promotionSlot} data-promotion-slot={name} data-sport-id={sportId}>
      {set && <PromotionView set={set} label={label} />}
    </section>
  );
}

/**
 * Rendered alone: it may suspend on the server while its page resource loads (page-resources.ts); and
 * hydrated in a turn of its own (hydration-turns.tsx).
 */
export const PromotionSlot = inTurn(renderedAlone(PromotionSlotView));
