import type { NavigationColumn, NavigationItem, NavigationLink } from '../../../core/navigation/navigation-item';
import { SmartLink } from '../smart-link';
import styles from './nav-columns.module.css';

interface NavColumnsProps {
  columns: readonly NavigationColumn[];
  /** 'panel': the desktop drop-down; 'accordion': the mobile panel. */
  variant: 'panel' | 'accordion';
}

/** spec 2.3: a level-1 item's level-2 columns, each a list of links. */
export function NavColumns({ columns, variant }: NavColumnsProps) {
  const visible = [...columns].sort((a, b) => a.column - b.column).filter((column) => column.items.length > 0);
  return (
    <div className={variant === 'panel' ? styles.panelColumns : styles.accordionColumns}>
      {visible.map((column) => (
        <ul role="list" key={column.column} className={styles.column}>
          {column.items.map((item, index) => (
            <Level2Item key={`${item.id}-${index}`} item={item} />
          ))}
        </ul>
      ))}
    </div>
  );
}

function Level2Item({ item }: { item: NavigationItem }) {
  if (item.separator) return <li role="separator" className={styles.separator} />;
  const quickLinks = item.schedule_roster_news_links ?? [];
  const socialLinks = item.social_media_links ?? [];
  return (
    <li className={styles.item}>
      {item.url ? (
        <SmartLink href={item.url} newWindow={item.open_in_new_window} className={styles.itemLink}>
          {item.title}
        </SmartLink>
      ) : (
        <span className={styles.heading}>{item.title}</span>
      )}
      {(quickLinks.length > 0 || socialLinks.length > 0) && (
        <div className={styles.extras}>
          {quickLinks.length > 0 && <ExtraLinks owner={item.title} links={quickLinks} className={styles.quickLinks} newWindow={false} />}
          {socialLinks.length > 0 && <ExtraLinks owner={item.title} links={socialLinks} className={styles.socialLinks} newWindow />}
        </div>
      )}
      {item.items.length > 0 && (
        <ul role="list" className={styles.nested}>
          {item.items.map((child, index) => (
            <Level2Item key={`${child.id}-${index}`} item={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

interface ExtraLinksProps {
  owner: string;
  links: readonly NavigationLink[];
  className: string | undefined;
  newWindow: boolean;
}

/** A level-2 item's small links; the owner's title is spoken first so 'Schedule' says whose. */
function ExtraLinks({ owner, links, className, newWindow }: ExtraLinksProps) {
  return (
    <ul role="list" className={className}>
      {links.map((link) => (
        <li key={`${link.url}-${link.title}`}>
          <SmartLink href={link.url} newWindow={newWindow} className={styles.extraLink} data-kind={link.class_name || undefined}>
            <span className="visually-hidden">{owner}</span> {link.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
