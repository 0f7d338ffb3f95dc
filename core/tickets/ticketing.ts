/** The ticket office's page (v2-reference 27 TicketingExperience) and ticketing data. */
export interface TicketLink {
  title: string;
  body: string;
  text: string;
  url: string;
  imageUrl: string | null;
}

export interface TicketOffice {
  address: string;
  email: string;
  phone: string;
  hours: string;
  /** The contact block goes above the rest of the page. */
  contactFirst: boolean;
  headerLinks: TicketLink[];
  footerLinks: TicketLink[];
}

export interface SportTicketSection {
  title: string;
  body: string;
  links: Array<{ text: string; url: string }>;
}

export interface SportTickets {
  sportId: number;
  sportTitle: string;
  image: { url: string; alt: string } | null;
  sections: SportTicketSection[];
}

export interface TicketExperience {
  office: TicketOffice;
  sports: SportTickets[];
}

/** Season tickets, deposits and other packages (the API's miscEvents). */
export interface TicketPackage {
  /** 'season', 'deposit', ... */
  kind: string;
  sportId: number;
  title: string;
  information: string;
  linkText: string;
  url: string;
  active: boolean;
}

/** An upcoming ticketed event. */
export interface TicketEvent {
  id: number;
  sportId: number;
  sportTitle: string;
  title: string;
  opponent: string | null;
  date: string;
  location: string | null;
  facility: string | null;
  ticketUrl: string;
  priceFrom: number | null;
  onSale: boolean;
}

/** The ticket system's zone and currency (Ticketing/info). */
export interface TicketSystem {
  timeZone: string;
  currency: string;
}
