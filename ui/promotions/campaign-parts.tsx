import type { ReactNode } from 'react';
import type { PromotionCampaign, PromotionType } from '../../core/promotions/promotion';
import { promotionHref } from '../../core/promotions/promotion-rules';
import { SmartLink } from '../shell/smart-link';
import styles from './promotions.module.css';

/** spec 5: a campaign's link, or a plain box when the link is empty or '#'. */
export function CampaignLink({ campaign, className, children }: { campaign: PromotionCampaign; className?: string; children: ReactNode }) {
  const href = promotionHref(campaign.link);
  const classes = [styles.campaign, className, campaign.css_class].filter(Boolean).join(' ');
  if (!href) {
    return (
      <div className={classes} title={campaign.hover_text ?? undefined} data-campaign-id={campaign.id}>
        {children}
      </div>
    );
  }
  return (
    <SmartLink href={href} newWindow={campaign.open_in_new_window} className={classes} title={campaign.hover_text ?? undefined} data-campaign-id={campaign.id}>
      {children}
    </SmartLink>
  );
}

/**
 * spec 3: one image source per breakpoint; the widest the viewport reaches wins. Each source names
 * its size where known, so the picture holds its space before the image arrives (#12: no shift).
 */
export function CampaignPicture({ campaign, className, decorative = false }: { campaign: PromotionCampaign; className?: string; decorative?: boolean }) {
  const images = [...(campaign.picture?.images ?? [])].sort((a, b) => (b.breakpoint ?? 0) - (a.breakpoint ?? 0));
  const fallback = images[images.length - 1];
  if (!fallback) return null;
  return (
    <picture className={className}>
      {images.slice(0, -1).map((image) => (
        <source key={image.image} media={`(min-width: ${image.breakpoint ?? 0}px)`} srcSet={image.image} width={image.size?.width} height={image.size?.height} />
      ))}
      <img src={fallback.image} alt={decorative ? '' : fallback.alt || campaign.title} width={fallback.size?.width} height={fallback.size?.height} loading="lazy" decoding="async" className={styles.image} />
    </picture>
  );
}

/** Sanitised by the adapter (DESIGN 8) before it gets here. */
export function CampaignHtml({ campaign }: { campaign: PromotionCampaign }) {
  return <div className={[styles.html, campaign.css_class].filter(Boolean).join(' ')} data-campaign-id={campaign.id} dangerouslySetInnerHTML={{ __html: campaign.html ?? '' }} />;
}

/** One campaign as its location type shows it: html, an icon tile, or a linked picture. */
export function CampaignContent({ campaign, type }: { campaign: PromotionCampaign; type: PromotionType }) {
  if (type === 'html') return <CampaignHtml campaign={campaign} />;
  if (type === 'icons') {
    return (
      <CampaignLink campaign={campaign} className={styles.icon}>
        {/* The title beside it names the link. */}
        <CampaignPicture campaign={campaign} className={styles.iconPicture} decorative />
        <span className={styles.iconLabel}>{campaign.title}</span>
      </CampaignLink>
    );
  }
  return (
    <CampaignLink campaign={campaign} className={styles.banner}>
      <CampaignPicture campaign={campaign} />
    </CampaignLink>
  );
}
