import { Suspense, useEffect, useRef } from 'react';
import type { PromotionCampaign, PromotionSet } from '../../core/promotions/promotion';
import { isRenderableHtmlPromotion, renderableCampaigns } from '../../core/promotions/promotion-rules';
import { lazyView } from '../routing/lazy-view';
import { CampaignContent } from './campaign-parts';
import { usePromotionServices } from './promotion-services';
import styles from './promotions.module.css';

// DESIGN 7: the carousel library loads only with a set that slides.
const PromotionCarousel = lazyView('promotion-carousel', () => import('./promotion-carousel'));

/** The campaigns a set shows (spec 3 and 5): the random pick, the single one, or all that may render. */
export function shownCampaigns(set: PromotionSet): PromotionCampaign[] {
  const renderable = renderableCampaigns(set);
  if (set.location.effect === 'slide') return renderable;
  const keep = (campaign: PromotionCampaign | null) => (campaign && (set.location.type !== 'html' || isRenderableHtmlPromotion(campaign.html)) ? [campaign] : []);
  if (set.location.effect === 'random' && set.random_single) return keep(set.random_single);
  if (set.location.type === 'single') return keep(set.single ?? renderable[0] ?? null);
  return renderable;
}

/** spec 3: a promotion set in its location type (single, html, icons, multi) and effect (random, none, slide). */
export function PromotionView({ set, label }: { set: PromotionSet; label: string }) {
  const services = usePromotionServices();
  const campaigns = shownCampaigns(set);
  const { type, effect } = set.location;
  const counted = useRef<PromotionSet | null>(null);

  // spec 7: every campaign shown counts one impression, once per set shown.
  useEffect(() => {
    if (!services || counted.current === set) return;
    counted.current = set;
    services.impressions.seen(campaigns.map((campaign) => campaign.id));
  }, [services, set, campaigns]);

  if (campaigns.length === 0) return null;
  if (effect === 'slide') {
    return (
      <Suspense fallback={null}>
        <PromotionCarousel set={set} campaigns={campaigns} label={label} />
      </Suspense>
    );
  }
  return (
    <ul role="list" className={styles[type]} data-promotion-type={type} data-promotion-effect={effect}>
      {campaigns.map((campaign) => (
        <li key={campaign.id} className={styles.item}>
          <CampaignContent campaign={campaign} type={type} />
        </li>
      ))}
    </ul>
  );
}
