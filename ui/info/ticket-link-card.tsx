import type { TicketLink } from '../../core/tickets/ticketing';
import styles from '../honours/honours.module.css';
import { SmartLink } from '../shell/smart-link';

/** A header link as a card; a link into this page stays a plain in-page anchor. */
export function TicketLinkCard({ link, anchor }: { link: TicketLink; anchor?: string }) {
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          {anchor ? (
            <a href={`#${anchor}`} className={styles.cardLink}>
              {link.title}
            </a>
          ) : (
            <SmartLink href={link.url} className={styles.cardLink}>
              {link.title}
            </SmartLink>
          )}
        </h3>
        <p className={styles.cardText}>{link.body}</p>
        <p className={styles.cardMeta} aria-hidden="true">
          {link.text} →
        </p>
      </div>
    </article>
  );
}

