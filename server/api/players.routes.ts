import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { playerBioWire, playerMediaListWire, playerSettingsWire, randomPlayersPageWire, rosterPlayersPageWire } from '../../contract/players';
import { notFound } from '../http/api-error';
import { pagingOf } from '../http/cursor-paging';
import { toPage } from '../http/paging';
import { intParam } from '../http/query';
import { players, rosterPlayers, rosters } from '../store/tables/people';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment, type ApiContext } from './api-route';
import { hiddenGet } from './hidden-route';
import { playerBio } from './player-bio';
import { academicYearWire, heightParts, mediaPath, peopleScope, peopleSports, personImage, sportWire } from './people-wire';
import { loadEntries, toRosterPlayerWire } from './roster-wire';

const TAG = 'Players';
const DAY = 86_400_000;
const pagingDoc = { $pageIndex: z.string().optional(), $pageSize: z.string().optional() };

// v2-reference 1.5: request date-times are local 'YYYY-MM-DDTHH:mm:ss' (read as UTC here); a date alone is midnight.
const dateTimeParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?Z?$/, 'must be a date-time YYYY-MM-DDTHH:mm:ss')
  .transform((text) => new Date(/[zZ]$/.test(text) ? text : `${text.length === 10 ? `${text}T00:00:00` : text}Z`))
  .refine((date) => !Number.isNaN(date.getTime()), 'must be a real date');

export async function registerPlayerRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: `/Players/${intSegment('playerId')}/media`,
      summary: "The player's headshots, one per season on a roster.",
      tag: TAG,
      query: z.object({ rosterPlayerId: intParam.optional() }),
      response: playerMediaListWire,
      statuses: { 404: 'No such player.' },
      versions: ['v2', 'v2.1'],
    },
    async ({ request, tenant, params, query }) => {
      const [player] = await db.select().from(players).where(and(eq(players.tenantId, tenant.id), eq(players.id, Number(params.playerId))));
      if (!player) throw notFound(`No player with id ${params.playerId}.`);
      const allSeasons = await db
        .select({ entryId: rosterPlayers.id, sportId: rosterPlayers.sportId, roster: rosters })
        .from(rosterPlayers)
        .innerJoin(rosters, eq(rosters.id, rosterPlayers.rosterId))
        .where(and(eq(rosterPlayers.tenantId, tenant.id), eq(rosterPlayers.playerId, player.id), eq(rosters.hidden, false)))
        .orderBy(asc(rosters.year), asc(rosterPlayers.id));
      // Someone only on a hidden roster (a recruit of next season's) is nobody yet.
      if (allSeasons.length === 0) throw notFound(`No player with id ${params.playerId}.`);
      const seasons = allSeasons.filter((season) => query.rosterPlayerId === undefined || season.entryId === query.rosterPlayerId);
      const scope = peopleScope(request, tenant);
      const sports = await peopleSports(db, tenant.id);
      const name = `${player.firstName} ${player.lastName}`;
      if (!player.imagePath) return [];
      return seasons.map(({ entryId, sportId, roster }) => {
        const title = `${name}, ${roster.seasonTitle} ${sports.get(sportId)?.title ?? ''} headshot`.replace(/ {2,}/g, ' ');
        const image = personImage(scope, player.imagePath, name, player.imageAlt)!;
        return { id: `headshot-${entryId}`, type: 'image', title, postDate: roster.startDate.toISOString(), image: { ...image, title, creditName: `${tenant.name} Athletics` }, url: mediaPath(scope, player.imagePath!) };
      });
    },
  );

  apiGet(
    app,
    {
      path: '/Players/random',
      summary: "Players of the current rosters in a shuffled order that holds for the day (a featured-player widget's feed).",
      tag: TAG,
      query: z.object({ SportId: intParam.optional(), ...pagingDoc }),
      response: randomPlayersPageWire,
      versions: ['v2', 'v2.1'],
    },
    async ({ request, tenant, query }) => {
      const paging = pagingOf(request);
      const where = and(eq(rosterPlayers.tenantId, tenant.id), eq(rosters.isCurrent, true), eq(rosters.hidden, false), query.SportId === undefined ? undefined : eq(rosterPlayers.sportId, query.SportId));
      const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(rosterPlayers).innerJoin(rosters, eq(rosters.id, rosterPlayers.rosterId)).where(where);
      const day = Math.floor(now() / DAY);
      const rows = await db
        .select({ entry: rosterPlayers, player: players })
        .from(rosterPlayers)
        .innerJoin(rosters, eq(rosters.id, rosterPlayers.rosterId))
        .innerJoin(players, eq(players.id, rosterPlayers.playerId))
        .where(where)
        .orderBy(sql`md5(${rosterPlayers.id}::text || ':' || ${String(day)})`, asc(rosterPlayers.id))
        .limit(paging.pageSize)
        .offset(paging.offset);
      const scope = peopleScope(request, tenant);
      const sports = await peopleSports(db, tenant.id);
      const items = rows.map(({ entry, player }) => {
        const academicYear = academicYearWire(entry.academicYear);
        return {
          positionShort: entry.position,
          positionLong: entry.positionLong,
          ...heightParts(entry.height),
          weight: entry.weight,
          academicYearKey: academicYear.number,
          academicYear: academicYear.long,
          jerseyNumber: entry.jersey,
          lastUpdated: entry.updatedAt.toISOString(),
          image: personImage(scope, player.imagePath, `${player.firstName} ${player.lastName}`, player.imageAlt),
          sport: sportWire(sports.get(entry.sportId)!),
          id: entry.id,
          lastName: player.lastName,
          firstName: player.firstName,
          hometown: `${player.hometown}, ${player.homeState}`,
          rosterPlayerId: entry.id,
          playerId: player.id,
        };
      });
      return toPage(items, counted?.n ?? 0, paging);
    },
  );

  const bioOf = async ({ request, tenant, params }: ApiContext<unknown>, hidden: boolean) => {
    const bio = await playerBio(db, peopleScope(request, tenant), Number(params.rosterPlayerId), hidden);
    if (!bio) throw notFound(`No ${hidden ? 'hidden ' : ''}roster player with id ${params.rosterPlayerId}.`);
    return bio;
  };

  apiGet(
    app,
    {
      path: `/Players/roster/bio/${intSegment('rosterPlayerId')}`,
      summary: "A player's bio for one roster season, with the other seasons in the sport.",
      tag: TAG,
      response: playerBioWire,
      statuses: { 404: 'No such roster player.' },
      versions: ['v2', 'v2.1'],
    },
    (context) => bioOf(context, false),
  );

  // v2-reference 31: a player of a hidden roster (next season, being prepared).
  hiddenGet(
    app,
    {
      path: `/Hidden/players/roster/bio/${intSegment('rosterPlayerId')}`,
      summary: "The bio of a hidden roster's player, as /Players/roster/bio/{rosterPlayerId} (hidden seasons listed too); staff only",
      response: playerBioWire,
      statuses: { 404: 'No player of a hidden roster with this id, or a non-integer id.' },
    },
    (context) => bioOf(context, true),
  );

  apiGet(
    app,
    {
      path: `/Players/roster/${intSegment('rosterId')}`,
      summary: "A roster's players in roster order; `lastUpdated` keeps those updated before it.",
      tag: TAG,
      query: z.object({ lastUpdated: dateTimeParam.optional(), ...pagingDoc }),
      response: rosterPlayersPageWire,
      statuses: { 404: 'No such roster.' },
      versions: ['v2', 'v2.1'],
    },
    async ({ request, tenant, params, query }) => {
      const paging = pagingOf(request);
      const [roster] = await db.select().from(rosters).where(and(eq(rosters.tenantId, tenant.id), eq(rosters.hidden, false), eq(rosters.id, Number(params.rosterId))));
      if (!roster) throw notFound(`No roster with id ${params.rosterId}.`);
      const before = query.lastUpdated;
      const entries = (await loadEntries(db, tenant.id, [roster.id])).filter((row) => !before || row.entry.updatedAt < before);
      const sports = await peopleSports(db, tenant.id);
      const scope = peopleScope(request, tenant);
      const page = entries.slice(paging.offset, paging.offset + paging.pageSize).map((row) => toRosterPlayerWire(scope, row, roster, sports.get(roster.sportId)!));
      return toPage(page, entries.length, paging);
    },
  );

  apiGet(
    app,
    { path: '/Players/settings', summary: 'Player bio page switches.', tag: TAG, response: playerSettingsWire, cache: 'settings', versions: ['v2', 'v2.1'] },
    () => ({ wePlayedIntegrationEnabled: false, showXmlStatsOnRpPage: true, showHistoricalInfoOnRpPage: true }),
  );
}
