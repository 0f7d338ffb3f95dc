import type { NavigationItem } from '../../../core/navigation/navigation-item';
import { AdSlot } from '../../ads/ad-slot';
import { NavColumns } from './nav-columns';
import styles from './desktop-nav.module.css';

interface DesktopNavPanelProps {
  columns: NavigationItem['columns'];
  /** spec 9: the drop-down's own ad slot. */
  adSlotId: string;
  open: boolean;
}

/** The inside of one desktop drop-down: its level-2 columns and its ad slot (loaded on the way to the first open). */
export default function DesktopNavPanel({ columns, adSlotId, open }: DesktopNavPanelProps) {
  return (
    <div className={styles.panelInner}>
      <NavColumns columns={columns} variant="panel" />
      <AdSlot slotId={adSlotId} active={open} className={styles.panelAd} />
    </div>
  );
}
