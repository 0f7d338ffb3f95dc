import type { AdCreative } from '../../core/ads/ad-creative';
import { SmartLink } from '../shell/smart-link';
import styles from './ad-slot.module.css';

// spec 9: the top ad's narrow picture is for screens below md (768 px).
const MD_QUERY = '(min-width: 768px)';

/** The ad frame: the creative's picture, linked when it has a link. */
export function AdFrame({ creative }: { creative: AdCreative }) {
  const { image, mobileImage } = creative;
  const picture = mobileImage ? (
    <picture>
      <source media={MD_QUERY} srcSet={image.url} width={image.width} height={image.height} />
      <img src={mobileImage.url} width={mobileImage.width} height={mobileImage.height} alt={creative.title} className={styles.image} />
    </picture>
  ) : (
    <img src={image.url} width={image.width} height={image.height} alt={creative.title} className={styles.image} />
  );
  const frameProps = { 'data-ad-frame': creative.id, 'data-adtest': creative.adtest ?? undefined, className: styles.frame };
  return creative.link ? (
    <SmartLink href={creative.link} {...frameProps}>
      {picture}
    </SmartLink>
  ) : (
    <div {...frameProps}>{picture}</div>
  );
}
