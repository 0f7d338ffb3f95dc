import type { Sport } from '../sports/sport';
import type { TicketEvent, TicketExperience, TicketPackage, TicketSystem } from './ticketing';

/** Loader data of tickets. */
export interface TicketsPageData {
  experience: TicketExperience | null;
  packages: TicketPackage[];
  events: TicketEvent[];
  /** Each ticketing sport's next events (Ticketing/next-events?sportId=), by sport id. */
  eventsBySport: Record<number, TicketEvent[]>;
  system: TicketSystem | null;
  /** Every real sport, for the per-sport ticket links (spec 3 Sport.tickets). */
  sports: Sport[];
}
