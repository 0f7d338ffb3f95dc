import { useState } from 'react';
import type { NavigationItem } from '../../../core/navigation/navigation-item';
import { ChevronIcon } from '../icons';
import { SmartLink } from '../smart-link';
import { NavColumns } from './nav-columns';
import { OnceShown } from './once-shown';
import styles from './mobile-nav.module.css';

interface MobileNavPanelProps {
  id: string;
  items: readonly NavigationItem[];
}

/**
 * spec 2.3: the off-canvas panel's links, an accordion of each item's columns. Loaded when the Menu
 * toggle is pointed at, touched or focused, or on the first open (DESIGN 7).
 */
export default function MobileNavPanel({ id, items }: MobileNavPanelProps) {
  const [expandedId, setExpandedId] = useState<number | null>(null);
  return (
    <nav aria-label="Main">
      <ul role="list" className={styles.list}>
        {items.map((item) => {
          const hasColumns = item.columns.some((column) => column.items.length > 0);
          if (!hasColumns) {
            return (
              <li key={item.id} className={styles.item}>
                <SmartLink href={item.url} newWindow={item.open_in_new_window} className={styles.level1}>
                  {item.title}
                </SmartLink>
              </li>
            );
          }
          const expanded = expandedId === item.id;
          const sectionId = `${id}-${item.id}`;
          return (
            <li key={item.id} className={styles.item}>
              <button
                type="button"
                className={styles.level1}
                aria-expanded={expanded}
                aria-controls={sectionId}
                onClick={() => setExpandedId(expanded ? null : item.id)}
              >
                {item.title}
                <ChevronIcon className={styles.chevron} />
              </button>
              <div id={sectionId} className={styles.section} hidden={!expanded}>
                <OnceShown shown={expanded}>
                  <NavColumns columns={item.columns} variant="accordion" />
                </OnceShown>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
