import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ticketingExperienceWire,
  ticketingInfoWire,
  ticketingPageLocationWire,
  ticketingWire,
  ticketNextEventsWire,
  type TicketEventWire,
  type TicketingExperienceWire,
  type TicketMiscEventWire,
} from '../../contract/ticketing';
import { ApiError } from '../http/api-error';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { sports } from '../store/tables/foundation';
import { ticketEvents, ticketPackages, ticketSportPages } from '../store/tables/site';
import type { ApiDeps } from './api-deps';
import { apiGet, NO_CONTENT } from './api-route';
import { readSiteDocument, requireSiteDocument } from './site-settings.routes';

/** How many upcoming events next-events lists. */
export const NEXT_EVENTS_LIMIT = 10;

async function upcomingEvents(db: Db, tenantId: number, now: number, sportId?: number, limit?: number): Promise<TicketEventWire[]> {
  const conditions = [eq(ticketEvents.tenantId, tenantId), gte(ticketEvents.startsAt, new Date(now))];
  if (sportId !== undefined) conditions.push(eq(ticketEvents.sportId, sportId));
  const query = db
    .select({ event: ticketEvents, sportTitle: sports.title })
    .from(ticketEvents)
    .innerJoin(sports, eq(sports.id, ticketEvents.sportId))
    .where(and(...conditions))
    .orderBy(asc(ticketEvents.startsAt), asc(ticketEvents.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ event, sportTitle }) => ({
    id: event.id,
    gameId: event.gameId,
    sportId: event.sportId,
    sportTitle,
    title: event.title,
    opponent: event.opponent,
    date: event.startsAt.toISOString(),
    location: event.location,
    facility: event.facility,
    ticketUrl: event.ticketUrl,
    priceFrom: event.priceFrom,
    onSale: event.onSale,
  }));
}

async function miscEvents(db: Db, tenantId: number): Promise<TicketMiscEventWire[]> {
  const rows = await db.select().from(ticketPackages).where(eq(ticketPackages.tenantId, tenantId)).orderBy(asc(ticketPackages.rank), asc(ticketPackages.id));
  return rows.map((row) => ({
    type: row.type,
    sport_id: row.sportId,
    season_code: row.seasonCode,
    item_code: row.itemCode,
    information: row.information,
    deposit_title: row.depositTitle,
    link: { name: row.linkName, url: row.ticketUrl },
    maximum_quantity: row.maximumQuantity,
    active: row.active,
    show_quantity: row.showQuantity,
    ticket_url: row.ticketUrl,
    linkValues: { name: row.linkName, sportId: row.sportId, seasonDeposit: row.seasonDeposit, seasonCode: row.seasonCode, itemCode: row.itemCode, redirect: row.ticketUrl },
    itemCode: row.itemCode,
    seasonCode: row.seasonCode,
  }));
}

const NOT_CONFIGURED = 'the school has no ticketing set up ({ "Message": ... })';

/** v2-reference 27: the ticket office, packages, upcoming ticketed events and where ticket boxes show. */
export async function registerTicketingRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(
    app,
    { path: '/Ticketing', summary: 'Season codes, upcoming ticketed events and ticket packages (season tickets, deposits)', tag: 'Ticketing', response: ticketingWire, statuses: { 404: NOT_CONFIGURED } },
    async ({ tenant }) => {
      const document = await requireSiteDocument(db, tenant.id, 'ticketing', 'Ticketing');
      return { seasonCodes: document.seasonCodes, events: await upcomingEvents(db, tenant.id, now()), miscEvents: await miscEvents(db, tenant.id) };
    },
  );

  apiGet(
    app,
    { path: '/Ticketing/info', summary: "The ticket system's description (time zone, currency, versions)", tag: 'Ticketing', response: ticketingInfoWire, statuses: { 204: 'no ticketing set up' }, cache: 'settings' },
    async ({ tenant }) => (await readSiteDocument(db, tenant.id, 'ticketing'))?.info ?? NO_CONTENT,
  );

  apiGet(
    app,
    {
      path: '/Ticketing/next-events',
      summary: `The next ticketed events, soonest first (at most ${NEXT_EVENTS_LIMIT}), of one sport or all`,
      tag: 'Ticketing',
      query: z.object({ sportId: intParam.optional() }),
      response: ticketNextEventsWire,
      statuses: { 204: 'no upcoming ticketed events', 400: 'sportId is not an integer' },
    },
    async ({ tenant, query }) => {
      // sportId 0 is the whole site, as elsewhere.
      const sportId = query.sportId === 0 ? undefined : query.sportId;
      const events = await upcomingEvents(db, tenant.id, now(), sportId, NEXT_EVENTS_LIMIT);
      return events.length > 0 ? events : NO_CONTENT;
    },
  );

  apiGet(
    app,
    { path: '/Ticketing/settings/page-location', summary: 'The pages that show the ticket box', tag: 'Ticketing', response: ticketingPageLocationWire, statuses: { 404: NOT_CONFIGURED }, cache: 'settings' },
    async ({ tenant }) => (await requireSiteDocument(db, tenant.id, 'ticketing', 'Ticketing')).pageLocation,
  );

  apiGet(
    app,
    {
      path: '/TicketingExperience',
      summary: "The ticket office page: contact, hours and links, and each sport's ticket sections",
      tag: 'Ticketing',
      response: ticketingExperienceWire,
      statuses: { 404: 'plain text "Ticket Experience not Configured"' },
      cache: 'settings',
    },
    async ({ tenant }): Promise<TicketingExperienceWire> => {
      const document = await readSiteDocument(db, tenant.id, 'ticketing');
      // v2-reference 27: this one answers a plain-text body, not the Message object.
      if (!document) throw new ApiError(404, 'not_configured', 'Ticket Experience not Configured', 'Ticket Experience not Configured');
      const rows = await db
        .select({ page: ticketSportPages, title: sports.title, shortName: sports.shortName })
        .from(ticketSportPages)
        .innerJoin(sports, eq(sports.id, ticketSportPages.sportId))
        .where(eq(ticketSportPages.tenantId, tenant.id))
        .orderBy(asc(ticketSportPages.ranking), asc(ticketSportPages.id));
      return {
        globalTicketExperienceConfig: document.experience,
        sports: rows.map(({ page, title, shortName }) => ({
          sportId: page.sportId,
          sportTitle: title,
          sportShortName: shortName,
          ticketExperience: { image: page.image, sections: page.sections },
          ranking: page.ranking,
        })),
      };
    },
  );
}
