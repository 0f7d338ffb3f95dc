import type { TicketEvent, TicketExperience, TicketPackage, TicketSystem } from './ticketing';

/** spec 8: every method degrades (null, []) instead of throwing. */
export interface TicketsRepository {
  experience(): Promise<TicketExperience | null>;
  packages(): Promise<TicketPackage[]>;
  /** The next ticketed events, soonest first; all sports when no sport is given. */
  nextEvents(sportId?: number): Promise<TicketEvent[]>;
  system(): Promise<TicketSystem | null>;
}
