import styles from './front-sections.module.css';

/**
 * The place of a promotion location on the page (GET /api/v2/promotions/{name}/{sportId}). It
 * renders nothing visible yet: the promotions work fills it, found by `data-promotion-slot`.
 */
export function PromotionSlot({ name, sportId }: { name: string; sportId?: number }) {
  return <section className={styles.promotionSlot} data-promotion-slot={name} data-sport-id={sportId} />;
}
