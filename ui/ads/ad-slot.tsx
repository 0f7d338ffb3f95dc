import { useRef, type ReactNode } from 'react';
import { afterAdTargetId, shouldShowSkipAd, SKIP_AD_TEXT } from '../../core/ads/ad-slots';
import { AdFrame } from './ad-frame';
import { useAdCreative } from './use-ad-creative';
import { renderedAlone } from '../routing/page-resources';
import { useHasAdFrame } from './use-has-ad-frame';
import styles from './ad-slot.module.css';

interface AdSlotProps {
  slotId: string;
  /** Whether to ask for the ad now (default true); a closed drop-down's slot asks when it opens. */
  active?: boolean;
  /** The sport whose ads may fill the slot (default: the current sport). */
  sportId?: number | null;
  className?: string;
  /** Extra content in the slot (the top ad's close button). */
  children?: ReactNode;
  /** Hides the frame while the slot keeps its room (the desktop top ad scrolled past). */
  frameHidden?: boolean;
}

/**
 * spec 2.3/9: an ad slot (its element id is the slot id) with a Skip Ad link that jumps past it,
 * shown only when an ad frame exists (spec 4).
 */
function AdSlotView({ slotId, active, sportId, className, children, frameHidden = false }: AdSlotProps) {
  const slotRef = useRef<HTMLDivElement>(null);
  const creative = useAdCreative(slotId, { active, sportId });
  const hasFrame = useHasAdFrame(slotRef);
  const afterId = afterAdTargetId(slotId);
  return (
    <div className={`${styles.slot} ${className ?? ''}`} data-ad-slot={slotId}>
      {shouldShowSkipAd(hasFrame) && (
        <a href={`#${afterId}`} className={styles.skip}>
          {SKIP_AD_TEXT}
        </a>
      )}
      <div id={slotId} ref={slotRef} className={styles.content} hidden={frameHidden}>
        {creative && <AdFrame creative={creative} />}
      </div>
      {children}
      <span id={afterId} tabIndex={-1} className={styles.after} />
    </div>
  );
}

/** Rendered alone: it may suspend on the server while its page resource loads (page-resources.ts). */
export const AdSlot = renderedAlone(AdSlotView);
