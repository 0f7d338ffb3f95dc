import { formatEventDateTime } from '../../core/honours/display-dates';
import { priceFromText } from '../../core/tickets/ticket-rules';
import type { TicketEvent, TicketSystem } from '../../core/tickets/ticketing';
import { SmartLink } from '../shell/smart-link';
import { PlainTable } from '../tables/plain-table';
import { ScrollRegion } from '../tables/scroll-region';
import styles from './tickets.module.css';

/** Upcoming ticketed events as a data table: date, event, venue, price and the ticket link. */
export function TicketEventsTable({ events, system, caption }: { events: readonly TicketEvent[]; system: TicketSystem | null; caption: string }) {
  return (
    <ScrollRegion className={styles.tableWrap} label={caption}>
      <PlainTable className={styles.table} caption={caption} captionClassName={styles.caption} columns={['Date', 'Event', 'Venue', 'Price', 'Tickets']}>
        {events.map((event) => (
          <tr key={event.id}>
            <td>
              <time dateTime={event.date}>{formatEventDateTime(event.date, system?.timeZone)}</time>
            </td>
            <th scope="row">{event.title}</th>
            <td>{[event.facility, event.location].filter(Boolean).join(', ') || '—'}</td>
            <td>{priceFromText(event.priceFrom, system?.currency) || '—'}</td>
            <td>
              {event.onSale ? (
                <SmartLink href={event.ticketUrl} className={styles.buy}>
                  Buy<span className="visually-hidden"> tickets for {event.title}</span>
                </SmartLink>
              ) : (
                'Not on sale yet'
              )}
            </td>
          </tr>
        ))}
      </PlainTable>
    </ScrollRegion>
  );
}
