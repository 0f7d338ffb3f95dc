import { useLoaderData } from 'react-router-dom';
import type { TicketsPageData } from '../../../core/tickets/ticket-pages';
import { packagesBySport, splitTicketLinks, sportTicketLinks, TICKET_SECTION_IDS } from '../../../core/tickets/ticket-rules';
import { EmptyState } from '../../honours/empty-state';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';
import { SportTicketsBlock, sportTicketsAnchor } from '../../info/sport-tickets';
import { TicketEventsTable } from '../../info/ticket-events-table';
import { TicketLinkCard } from '../../info/ticket-link-card';
import { TicketOfficeContact } from '../../info/ticket-office';
import tickets from '../../info/tickets.module.css';
import { SmartLink } from '../../shell/smart-link';

const BUILT_IN: readonly string[] = Object.values(TICKET_SECTION_IDS);
/** Events shown under each sport (the full list is above). */
const SPORT_EVENTS = 3;

/** spec 2.1 tickets: the ticket office, season tickets, upcoming ticketed events and each sport's ticket information. */
export default function TicketsPage() {
  const { experience, packages, events, eventsBySport, system, sports } = useLoaderData() as TicketsPageData;
  usePageTitle('Tickets');
  const office = experience?.office ?? null;
  const header = splitTicketLinks(office?.headerLinks ?? []);
  const seasonIntro = header.inPage.find((entry) => entry.anchor === TICKET_SECTION_IDS.seasonTickets)?.link.body;
  const extraSections = header.inPage.filter((entry) => !BUILT_IN.includes(entry.anchor));
  const bySport = packagesBySport(packages);
  const sportTitle = (id: number) => sports.find((sport) => sport.id === id)?.title ?? experience?.sports.find((sport) => sport.sportId === id)?.sportTitle ?? 'Athletics';
  const elsewhere = sportTicketLinks(sports);
  const contact = office && <TicketOfficeContact office={office} />;

  return (
    <>
      <PageHeader title="Tickets" eyebrow="Athletics ticket office" blurb="Season tickets, single-game tickets and everything you need for game day." />
      {!experience && packages.length === 0 && events.length === 0 && (
        <EmptyState role="status">
          <p>Ticket information is not available right now. Please check back soon.</p>
        </EmptyState>
      )}
      {office?.contactFirst && contact}
      {office && office.headerLinks.length > 0 && (
        <section className={styles.section} aria-labelledby="ticket-links">
          <h2 id="ticket-links" className={styles.sectionTitle}>
            Plan your visit
          </h2>
          <ul role="list" className={styles.grid}>
            {office.headerLinks.map((link) => {
              const anchor = header.inPage.find((entry) => entry.link === link)?.anchor;
              return (
                <li key={link.url + link.title}>
                  <TicketLinkCard link={link} anchor={anchor} />
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section id={TICKET_SECTION_IDS.seasonTickets} className={styles.section} aria-labelledby="season-tickets-title">
        <h2 id="season-tickets-title" className={styles.sectionTitle}>
          Season tickets
        </h2>
        {seasonIntro && <p className={tickets.intro}>{seasonIntro}</p>}
        {bySport.length === 0 ? (
          <EmptyState>
            <p>No season tickets are on sale right now.</p>
          </EmptyState>
        ) : (
          <div className={tickets.packages}>
            {bySport.map((group) => (
              <div key={group.sportId} className={tickets.packageSport}>
                <h3 className={tickets.packageSportTitle}>
                  {sportTitle(group.sportId)}
                </h3>
                <ul role="list" className={tickets.packageList}>
                  {group.packages.map((item) => (
                    <li key={`${item.kind}-${item.title}`} className={tickets.package}>
                      <p className={tickets.packageTitle}>{item.title}</p>
                      <p>{item.information}</p>
                      <SmartLink href={item.url} className={tickets.buy}>
                        {item.linkText}
                        <span className="visually-hidden">: {item.title}</span>
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </section>

      <section id={TICKET_SECTION_IDS.upcoming} className={styles.section} aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className={styles.sectionTitle}>
          Upcoming events
        </h2>
        {events.length === 0 ? (
          <EmptyState>
            <p>No ticketed events are coming up right now.</p>
          </EmptyState>
        ) : (
          <TicketEventsTable events={events} system={system} caption="The next ticketed home events" />
        )}
      </section>

      {experience && experience.sports.length > 0 && (
        <section id={TICKET_SECTION_IDS.sports} className={styles.section} aria-labelledby="tickets-by-sport-title">
          <h2 id="tickets-by-sport-title" className={styles.sectionTitle}>
            Tickets by sport
          </h2>
          <nav aria-label="Ticket information by sport">
            <ul role="list" className={styles.jumpList}>
              {experience.sports.map((sport) => (
                <li key={sport.sportId}>
                  <a href={`#${sportTicketsAnchor(sport.sportTitle)}`}>{sport.sportTitle}</a>
                </li>
              ))}
            </ul>
          </nav>
          {experience.sports.map((sport) => (
            <SportTicketsBlock key={sport.sportId} sport={sport} events={(eventsBySport[sport.sportId] ?? []).slice(0, SPORT_EVENTS)} system={system} />
          ))}
        </section>
      )}

      {elsewhere.length > 0 && (
        <section className={styles.section} aria-labelledby="sport-ticket-sites">
          <h2 id="sport-ticket-sites" className={styles.sectionTitle}>
            More ticket sites
          </h2>
          <ul role="list" className={tickets.sectionLinks}>
            {elsewhere.map((link) => (
              <li key={link.sportId}>
                <SmartLink href={link.url}>{link.title} tickets</SmartLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      {extraSections.map(({ anchor, link }) => (
        <section key={anchor} id={anchor} className={styles.section} aria-labelledby={`${anchor}-title`}>
          <h2 id={`${anchor}-title`} className={styles.sectionTitle}>
            {link.title}
          </h2>
          <p className={tickets.intro}>{link.body}</p>
          {office && (
            <p>
              <a href={`#${TICKET_SECTION_IDS.contact}`}>Contact the ticket office</a> to plan it.
            </p>
          )}
        </section>
      ))}

      {!office?.contactFirst && contact}

      {office && office.footerLinks.length > 0 && (
        <section className={styles.section} aria-labelledby="ticket-more-info">
          <h2 id="ticket-more-info" className={styles.sectionTitle}>
            More information
          </h2>
          <ul role="list" className={tickets.sectionLinks}>
            {office.footerLinks.map((link) => (
              <li key={link.url}>
                <SmartLink href={link.url}>{link.text}</SmartLink>
                {link.body && <span className={tickets.linkBody}> — {link.body}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
