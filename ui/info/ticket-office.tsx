import { telHref, TICKET_SECTION_IDS } from '../../core/tickets/ticket-rules';
import type { TicketOffice } from '../../core/tickets/ticketing';
import styles from './tickets.module.css';

/** The ticket office's address, phone, email and hours (the target of '/tickets#contact'). */
export function TicketOfficeContact({ office }: { office: TicketOffice }) {
  return (
    <section id={TICKET_SECTION_IDS.contact} className={styles.office} aria-labelledby="ticket-office-title">
      <h2 id="ticket-office-title" className={styles.officeTitle}>
        Ticket office
      </h2>
      <dl className={styles.officeList}>
        <div>
          <dt>Address</dt>
          <dd>{office.address}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(office.phone)}>{office.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>{office.hours}</dd>
        </div>
      </dl>
    </section>
  );
}
