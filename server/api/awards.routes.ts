import { and, asc, desc, eq, getTableColumns, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { awardsPageWire, awardTypesWire, awardWire, type AwardWire } from '../../contract/awards';
import { academicYearRank } from '../../core/roster/academic-year';
import { notFound } from '../http/api-error';
import { sanitizeContentHtml } from '../http/content-html';
import { intParam } from '../http/query';
import { awards, awardTypes } from '../store/tables/honours-awards';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment } from './api-route';
import { originOf, pagedList, pagingQuery, rosterBioPath, tenantSports, type SportRow } from './honours-support';
import { toSportWire } from './sports.routes';

const awardColumns = { ...getTableColumns(awards), typeTitle: awardTypes.title };
type AwardRow = typeof awards.$inferSelect & { typeTitle: string };

const NO_SOCIAL = { apple: '', cameo: '', facebook: '', google: '', linkedin: '', instagram: '', snapchat: '', tiktok: '', twitch: '', twitter: '', vimeo: '', youtube: '' };

const booleanParam = z
  .string()
  .toLowerCase()
  .pipe(z.enum(['true', 'false'], 'must be true or false'))
  .transform((value) => value === 'true');

/** v2-reference 18: the award's sport, its accounts and global members always strings and numbers. */
function toAwardSportWire(sport: SportRow): AwardWire['sport'] {
  const wire = toSportWire(sport);
  return {
    ...wire,
    abbrev: wire.abbrev ?? '',
    facebookPage: wire.facebookPage ?? '',
    twitterName: wire.twitterName ?? '',
    instagramName: wire.instagramName ?? '',
    pinterestName: wire.pinterestName ?? '',
    youtubeName: wire.youtubeName ?? '',
    globalSportShortName: wire.globalSportShortName ?? '',
    ticketsLink: wire.ticketsLink ?? '',
    globalSportId: wire.globalSportId ?? 0,
    globalSportGender: wire.globalSportGender ?? '',
  };
}

function toAwardWire(row: AwardRow, sportsById: Map<number, SportRow>, origin: string): AwardWire {
  const sport = sportsById.get(row.sportId)!;
  const bio = row.rosterPlayerId === null ? null : rosterBioPath(sport, row.firstName, row.lastName, row.rosterPlayerId);
  return {
    id: row.id,
    aowTypeId: row.awardTypeId,
    aowTypeTitle: row.typeTitle,
    playerId: row.playerId,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    homeTown: row.homeTown,
    highSchool: row.highSchool,
    major: row.major,
    previousTeam: null,
    sportTitle: sport.title,
    externalLink: null,
    sport: toAwardSportWire(sport),
    positionLong: row.positionLong,
    positionShort: row.positionShort,
    shortHighlights: row.shortHighlights,
    highlights: sanitizeContentHtml(row.highlights),
    // spec 9: academic year ranking.
    rpAcademicYear: academicYearRank(row.academicYearFull) ?? 0,
    academicYear: row.academicYear,
    academicYearFull: row.academicYearFull,
    jerseyNumber: row.jerseyNumber,
    useBioPhoto: false,
    image: { mediaCaption: null, url: row.imageUrl, absoluteUrl: `${origin}${row.imageUrl}`, altText: `${row.firstName} ${row.lastName}, ${row.typeTitle}`, title: row.typeTitle, creditName: null },
    backgroundImage: null,
    url: bio ?? `/awards/${row.id}`,
    date: row.date.toISOString(),
    socialMedia: NO_SOCIAL,
    socialMediaR: [],
    aowExpires: row.expires?.toISOString() ?? '',
    rosterPlayerId: row.rosterPlayerId,
  };
}

export async function registerAwardRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  const withType = () => db.select(awardColumns).from(awards).innerJoin(awardTypes, eq(awardTypes.id, awards.awardTypeId));

  apiGet(
    app,
    {
      path: '/Awards',
      summary: 'Athlete awards, newest first. HideExpired=true: only current awards (aowExpires empty or later); false: only expired ones',
      tag: 'Awards',
      query: z.object({ AwardTypeId: intParam.optional(), HideExpired: booleanParam.optional(), sportId: intParam.optional(), ...pagingQuery }),
      response: awardsPageWire,
      statuses: { 400: 'AwardTypeId, sportId or a paging value that is not an integer, or HideExpired that is not a boolean' },
      versions: ['v2', 'v2.1'],
    },
    async ({ request, tenant, query }) => {
      const at = new Date(now());
      // v2-reference 18: HideExpired=true gives items that do not lapse (aowExpires '', where the platform has null) or not yet; false gives items whose aowExpires is past.
      const expiry = query.HideExpired === undefined ? undefined : query.HideExpired ? or(isNull(awards.expires), gt(awards.expires, at)) : and(isNotNull(awards.expires), lte(awards.expires, at));
      const where = and(
        eq(awards.tenantId, tenant.id),
        query.AwardTypeId === undefined ? undefined : eq(awards.awardTypeId, query.AwardTypeId),
        query.sportId === undefined ? undefined : eq(awards.sportId, query.sportId),
        expiry,
      );
      const sportsById = await tenantSports(db, tenant.id);
      return pagedList(
        db,
        request,
        awards,
        where,
        (limit, offset) => withType().where(where).orderBy(desc(awards.date), asc(awards.id)).limit(limit).offset(offset),
        (row) => toAwardWire(row, sportsById, originOf(request)),
      );
    },
  );

  apiGet(
    app,
    { path: `/Awards/${intSegment('awardId')}`, summary: 'One award, for the award bio page', tag: 'Awards', response: awardWire, statuses: { 404: 'A non-integer id, or no award with this id at this school' }, versions: ['v2', 'v2.1'] },
    async ({ request, tenant, params }) => {
      const [row] = await withType().where(and(eq(awards.tenantId, tenant.id), eq(awards.id, Number(params.awardId))));
      if (!row) throw notFound(`No award with id ${params.awardId}.`);
      return toAwardWire(row, await tenantSports(db, tenant.id), originOf(request));
    },
  );

  apiGet(
    app,
    { path: '/Awards/types', summary: 'The award types of the school', tag: 'Awards', response: awardTypesWire, versions: ['v2', 'v2.1'] },
    ({ tenant }) => db.select({ id: awardTypes.id, title: awardTypes.title, display: awardTypes.display }).from(awardTypes).where(eq(awardTypes.tenantId, tenant.id)).orderBy(asc(awardTypes.rank), asc(awardTypes.id)),
  );
}
