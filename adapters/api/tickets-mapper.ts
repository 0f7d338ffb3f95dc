import type { TicketEventWire, TicketingExperienceWire, TicketingInfoWire, TicketMiscEventWire } from '../../contract/ticketing';
import type { TicketEvent, TicketExperience, TicketLink, TicketPackage, TicketSystem } from '../../core/tickets/ticketing';

type LinkWire = TicketingExperienceWire['globalTicketExperienceConfig']['headerLinks'][number];

const toLink = (wire: LinkWire): TicketLink => ({ title: wire.title, body: wire.body, text: wire.text || wire.title, url: wire.url, imageUrl: wire.imagePath || null });

export function toTicketExperience(wire: TicketingExperienceWire): TicketExperience {
  const config = wire.globalTicketExperienceConfig;
  return {
    office: {
      address: config.contact.address,
      email: config.contact.email,
      phone: config.contact.phone,
      hours: config.hours,
      contactFirst: config.isContactInfoAtTop,
      headerLinks: config.headerLinks.map(toLink),
      footerLinks: config.footerLinks.map(toLink),
    },
    sports: [...wire.sports]
      .sort((a, b) => a.ranking - b.ranking)
      .map((sport) => ({
        sportId: sport.sportId,
        sportTitle: sport.sportTitle,
        image: sport.ticketExperience.image ?? null,
        sections: sport.ticketExperience.sections.map((section) => ({ title: section.title, body: section.body, links: section.links.map((link) => ({ text: link.text, url: link.url })) })),
      })),
  };
}

/** v2-reference 27 miscEvents (snake_case there). */
export function toTicketPackage(wire: TicketMiscEventWire): TicketPackage {
  return {
    kind: wire.type,
    sportId: wire.sport_id,
    title: wire.deposit_title,
    information: wire.information,
    linkText: wire.link.name || 'Buy tickets',
    url: wire.ticket_url || wire.link.url,
    active: wire.active,
  };
}

export function toTicketEvent(wire: TicketEventWire): TicketEvent {
  return {
    id: wire.id,
    sportId: wire.sportId,
    sportTitle: wire.sportTitle,
    title: wire.title,
    opponent: wire.opponent ?? null,
    date: wire.date,
    location: wire.location ?? null,
    facility: wire.facility ?? null,
    ticketUrl: wire.ticketUrl,
    priceFrom: wire.priceFrom ?? null,
    onSale: wire.onSale,
  };
}

export function toTicketSystem(wire: TicketingInfoWire): TicketSystem {
  return { timeZone: wire.backOfficeTimeZone, currency: wire.defaultCurrencyCode };
}
