import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sportsListWire, sportWire, type SportWire } from '../../contract/sports';
import { gameSynonymOf } from '../schedule/game-synonym';
import { apiGet, intSegment } from './api-route';
import { notFound } from '../http/api-error';
import type { Db } from '../store/database';
import { sports } from '../store/tables/foundation';

type SportRow = typeof sports.$inferSelect;

export function toSportWire(row: SportRow): SportWire {
  return {
    id: row.id,
    title: row.title,
    abbrev: row.abbrev,
    shortDisplay: row.shortDisplay,
    shortName: row.shortName,
    globalSportId: row.globalSportId,
    globalSportShortName: row.globalSportShortName,
    globalSportNameSlug: row.globalSportNameSlug,
    globalSportGender: row.gender,
    seasonId: row.seasonId,
    conferenceId: row.conferenceId,
    rosterId: row.rosterId,
    scheduleId: row.scheduleId,
    usesPoints: row.usesPoints,
    hasDoubleHeader: row.hasDoubleHeader,
    defaultLocation: row.defaultLocation,
    defaultFacility: null,
    created: row.createdAt.toISOString(),
    oldId: null,
    defaultStatsLink: null,
    usesSidearmStats: false,
    conferenceXml: null,
    conferenceDisplay: row.conferenceDisplay,
    nonSport: row.nonSport,
    atVs: true,
    eventInclusion: null,
    hasDepthChart: false,
    hasOvertimeLosses: false,
    hasOvertimeWins: false,
    facebookPage: row.facebookPage,
    facebookId: null,
    twitterName: row.twitterName,
    instagramName: row.instagramName,
    googlePlusId: null,
    pinterestName: row.pinterestName,
    youtubeName: row.youtubeName,
    statsLink: null,
    scheduleUpcomingGamesToShow: 3,
    scheduleUpcomingGamesBackgroundImage: null,
    scheduleUpcomingGamesBackgroundFullWidth: false,
    ticketsLink: row.ticketsLink,
    ticketmasterAttractionId: null,
    appPriority: row.appPriority,
    displaySocialMedia: row.twitterName !== null || row.instagramName !== null,
    youtubePlaylistId: '',
    nonSportOnArchive: row.nonSport,
    hasHockeySystem: row.globalSportShortName === 'mhockey',
    displayNextEvent: !row.nonSport,
    displayOpponentHistory: row.displayOpponentHistory,
    nonSportOnCalendar: row.nonSport,
    imagesJson: null,
    momentIds: null,
    defaultVideoLink: null,
    hasHockey3V3: false,
    gameSynonym: gameSynonymOf(row.globalSportShortName),
  };
}

export async function registerSportsRoutes(app: FastifyInstance, db: Db): Promise<void> {
  apiGet(app, { path: '/Sports', summary: "The school's sports, non-sport entries included", tag: 'Sports', response: sportsListWire }, async ({ tenant }) => {
    const rows = await db.select().from(sports).where(eq(sports.tenantId, tenant.id)).orderBy(asc(sports.appPriority), asc(sports.id));
    return rows.map(toSportWire);
  });

  apiGet(
    app,
    { path: `/Sports/${intSegment('sportId')}`, summary: 'One sport', tag: 'Sports', response: sportWire, statuses: { 404: 'Non-integer or unknown id' } },
    async ({ tenant, params }) => {
      const [row] = await db.select().from(sports).where(and(eq(sports.tenantId, tenant.id), eq(sports.id, Number(params.sportId))));
      if (!row) throw notFound(`No sport with id ${params.sportId}.`);
      return toSportWire(row);
    },
  );
}
