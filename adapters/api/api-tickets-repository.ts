import { ticketingExperienceWire, ticketingInfoWire, ticketingWire, ticketNextEventsWire } from '../../contract/ticketing';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { TicketEvent, TicketExperience, TicketPackage, TicketSystem } from '../../core/tickets/ticketing';
import type { TicketsRepository } from '../../core/tickets/tickets-repository.port';
import { getParsedOr } from './get-parsed';
import { toTicketEvent, toTicketExperience, toTicketPackage, toTicketSystem } from './tickets-mapper';

export class ApiTicketsRepository implements TicketsRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async experience(): Promise<TicketExperience | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/TicketingExperience' }, ticketingExperienceWire, null);
    return wire ? toTicketExperience(wire) : null;
  }

  async packages(): Promise<TicketPackage[]> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/Ticketing' }, ticketingWire, null);
    return wire ? wire.miscEvents.map(toTicketPackage) : [];
  }

  /** v2-reference 27: 204 when nothing ticketed is coming up, which is [] here. */
  async nextEvents(sportId?: number): Promise<TicketEvent[]> {
    return (await getParsedOr(this.http, this.logger, { path: '/Ticketing/next-events', query: { sportId } }, ticketNextEventsWire, [])).map(toTicketEvent);
  }

  async system(): Promise<TicketSystem | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/Ticketing/info' }, ticketingInfoWire, null);
    return wire ? toTicketSystem(wire) : null;
  }
}
