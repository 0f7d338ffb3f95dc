import { groupAnchor } from '../../core/honours/groups';
import type { SportTickets, TicketEvent, TicketSystem } from '../../core/tickets/ticketing';
import { SmartLink } from '../shell/smart-link';
import { TicketEventsTable } from './ticket-events-table';
import tickets from './tickets.module.css';

/** The in-page anchor of a sport's ticket block. */
export const sportTicketsAnchor = (sportTitle: string) => groupAnchor(`tickets ${sportTitle}`);

/** One sport's ticket information (TicketingExperience) and its next ticketed events. */
export function SportTicketsBlock({ sport, events, system }: { sport: SportTickets; events: readonly TicketEvent[]; system: TicketSystem | null }) {
  return (
    <div id={sportTicketsAnchor(sport.sportTitle)} className={tickets.sport}>
      <h3 className={tickets.sportTitle}>{sport.sportTitle}</h3>
      <div className={tickets.sportBody}>
        {sport.image && <img src={sport.image.url} alt="" width={800} height={450} loading="lazy" className={tickets.sportImage} />}
        <div className={tickets.sportSections}>
          {sport.sections.map((section) => (
            <div key={section.title}>
              <h4 className={tickets.sectionTitle}>{section.title}</h4>
              <p>{section.body}</p>
              {section.links.length > 0 && (
                <ul role="list" className={tickets.sectionLinks}>
                  {section.links.map((link) => (
                    <li key={link.url + link.text}>
                      <SmartLink href={link.url}>
                        {link.text}
                        <span className="visually-hidden"> ({sport.sportTitle})</span>
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      </div>
      {events.length > 0 && (
        <div className={tickets.sportEvents}>
          <TicketEventsTable events={events} system={system} caption={`Next ${sport.sportTitle} events with tickets`} />
        </div>
      )}
    </div>
  );
}
