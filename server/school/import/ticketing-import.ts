import type { TicketingExperienceWire, TicketingInfoWire, TicketingPageLocationWire, TicketingWire } from '../../../contract/ticketing';
import { ticketEvents, ticketPackages, ticketSportPages } from '../../store/tables/site';
import { ticketingDocument } from '../../store/tables/site-documents';
import type { ImportReport } from './import-report';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';
import { documentWriter } from './site-import';

type PackageInsert = Omit<typeof ticketPackages.$inferInsert, 'id' | 'tenantId'>;
type EventInsert = Omit<typeof ticketEvents.$inferInsert, 'id' | 'tenantId'>;
type SportPageInsert = Omit<typeof ticketSportPages.$inferInsert, 'id' | 'tenantId'>;

/** Season tickets and deposits (`miscEvents`, no id on the wire): known by their sport, codes and type. */
function packageItems(context: ImportContext, wire: TicketingWire, report: ImportReport): MappedItem<PackageInsert>[] {
  const seen = new Map<string, number>();
  const items: MappedItem<PackageInsert>[] = [];
  for (const [rank, item] of wire.miscEvents.entries()) {
    const key = `${item.sport_id}/${item.season_code}/${item.item_code}/${item.type}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    const sourceId = count === 1 ? key : `${key}/${count}`;
    const sportId = localIdOf(context, 'sports', item.sport_id);
    if (sportId === null) {
      report.refuse('ticket-packages', sourceId, `Its sport ${item.sport_id} is not among the origin's sports.`);
      continue;
    }
    items.push({
      sourceId,
      row: {
        sportId,
        rank,
        type: item.type,
        seasonCode: item.season_code,
        itemCode: item.item_code,
        information: item.information,
        depositTitle: item.deposit_title,
        linkName: item.link.name,
        ticketUrl: item.ticket_url,
        maximumQuantity: item.maximum_quantity,
        active: item.active,
        showQuantity: item.show_quantity,
        seasonDeposit: item.linkValues.seasonDeposit,
      },
    });
  }
  return items;
}

/** The upcoming ticketed events (past ones are in no public answer), their game mapped to ours. */
function eventItems(context: ImportContext, wire: TicketingWire, report: ImportReport): MappedItem<EventInsert>[] {
  return wire.events.flatMap((event) => {
    const sportId = localIdOf(context, 'sports', event.sportId);
    if (sportId === null) {
      report.refuse('ticket-events', event.id, `Its sport ${event.sportId} is not among the origin's sports.`);
      return [];
    }
    // A game not in the public schedule (a closed scrimmage) keeps no link: ours has no game to point at.
    const gameId = event.gameId ? localIdOf(context, 'games', event.gameId) : null;
    return [
      {
        sourceId: String(event.id),
        row: { sportId, gameId, title: event.title, opponent: event.opponent ?? null, startsAt: new Date(event.date), location: event.location ?? null, facility: event.facility ?? null, ticketUrl: event.ticketUrl, priceFrom: event.priceFrom ?? null, onSale: event.onSale },
      },
    ];
  });
}

function sportPageItems(context: ImportContext, wire: TicketingExperienceWire, report: ImportReport): MappedItem<SportPageInsert>[] {
  return wire.sports.flatMap((page) => {
    const sportId = localIdOf(context, 'sports', page.sportId);
    if (sportId === null) {
      report.refuse('ticket-sport-pages', page.sportId, `Sport ${page.sportId} is not among the origin's sports.`);
      return [];
    }
    return [{ sourceId: String(page.sportId), row: { sportId, ranking: page.ranking, image: page.ticketExperience.image ?? null, sections: page.ticketExperience.sections } }];
  });
}

/**
 * Ticketing (v2-reference 27): the site-wide 'ticketing' document (season codes, info, page locations, the ticket
 * office page) and the packages, upcoming events and sports' ticket pages. A school without ticketing answers 404
 * at /Ticketing: nothing is brought.
 */
export async function importTicketing(context: ImportContext, origin: OriginClient, names: MediaNames, report: ImportReport): Promise<void> {
  const [ticketing, info, pageLocation, experience] = names.rewrite(
    await Promise.all([
      origin.json<TicketingWire>('/Ticketing'),
      origin.json<TicketingInfoWire>('/Ticketing/info'),
      origin.json<TicketingPageLocationWire>('/Ticketing/settings/page-location'),
      origin.json<TicketingExperienceWire>('/TicketingExperience'),
    ] as const),
  );
  if (!ticketing || !info || !pageLocation || !experience) {
    if (ticketing) report.refuse('ticketing', 'ticketing', 'The origin answers /Ticketing but not all of /Ticketing/info, /Ticketing/settings/page-location and /TicketingExperience.');
    return;
  }
  const document = { seasonCodes: ticketing.seasonCodes, info, pageLocation, experience: experience.globalTicketExperienceConfig };
  // Checked with the schema our server reads it back with: a document we could not serve is reported, not stored.
  const checked = ticketingDocument.safeParse(document);
  if (!checked.success) {
    report.refuse('ticketing', 'ticketing', `The origin's ticketing settings do not match the wire reference: ${checked.error.issues[0]?.message ?? 'invalid'}`);
    return;
  }
  await writeResource(context, { ...documentWriter(context), resource: 'ticketing' }, [{ sourceId: 'ticketing', row: { kind: 'ticketing', value: document } }]);
  await writeResource(context, tableWriter<PackageInsert>(context, 'ticket-packages', 'ticket-package', ticketPackages), packageItems(context, ticketing, report));
  await writeResource(context, tableWriter<EventInsert>(context, 'ticket-events', 'ticket-event', ticketEvents), eventItems(context, ticketing, report));
  await writeResource(context, tableWriter<SportPageInsert>(context, 'ticket-sport-pages', 'ticket-sport-page', ticketSportPages), sportPageItems(context, experience, report));
}
