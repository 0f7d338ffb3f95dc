import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { TicketEvent, TicketExperience, TicketPackage, TicketSystem } from '../../../core/tickets/ticketing';
import type { TicketsRepository } from '../../../core/tickets/tickets-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answer, inBatches } from './info-media-support';

/** How many events the next-events list gives at most (our API's /Ticketing/next-events). */
export const NEXT_EVENTS_LIMIT = 10;

/** The ticket office, its packages and system, and every upcoming ticketed event the API listed. */
export interface TicketsData {
  experience: TicketExperience | null;
  packages: TicketPackage[];
  system: TicketSystem | null;
  /** Soonest first (then by id): the next events of the whole site and of each sport, once each. */
  events: TicketEvent[];
}

const soonestFirst = (a: TicketEvent, b: TicketEvent) => Date.parse(a.date) - Date.parse(b.date) || a.id - b.id;

/**
 * The next events of the whole site and of every sport (each list is the API's first ten), so the
 * in-memory list of any sport starts as the API's did.
 */
export async function dumpTickets(api: AdapterSet): Promise<TicketsData> {
  const [experience, packages, system, sports, all] = await Promise.all([api.tickets.experience(), api.tickets.packages(), api.tickets.system(), api.sports.list(), api.tickets.nextEvents()]);
  const sportIds = [...new Set([...sports.map((sport) => sport.id), ...packages.map((item) => item.sportId), ...(experience?.sports ?? []).map((sport) => sport.sportId)])];
  const bySport = await inBatches(sportIds, (sportId) => api.tickets.nextEvents(sportId));
  const events = new Map<number, TicketEvent>();
  for (const event of [...all, ...bySport.flat()]) events.set(event.id, event);
  return { experience, packages, system, events: [...events.values()].sort(soonestFirst) };
}

/** The ticket office's data; upcoming events are judged against the clock (from now on, soonest first). */
export class InMemoryTicketsRepository implements TicketsRepository {
  constructor(private readonly deps: InMemoryDeps<TicketsData>) {}

  experience(): Promise<TicketExperience | null> {
    return answer(this.deps, 'ticket office', null, (data) => data.experience);
  }

  packages(): Promise<TicketPackage[]> {
    return answer(this.deps, 'ticket packages', [], (data) => data.packages);
  }

  /** sportId 0 is the whole site, as in our API; an id that is not an integer has no events. */
  nextEvents(sportId?: number): Promise<TicketEvent[]> {
    return answer(this.deps, 'next ticketed events', [], (data, now) => {
      if (sportId !== undefined && !Number.isInteger(sportId)) return [];
      const all = sportId === undefined || sportId === 0;
      return data.events
        .filter((event) => Date.parse(event.date) >= now && (all || event.sportId === sportId))
        .sort(soonestFirst)
        .slice(0, NEXT_EVENTS_LIMIT);
    });
  }

  system(): Promise<TicketSystem | null> {
    return answer(this.deps, 'ticket system', null, (data) => data.system);
  }
}
