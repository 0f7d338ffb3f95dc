import type { FastifyInstance } from 'fastify';
import {
  playerBody,
  rosterCreateBody,
  rosterPublishBody,
  rosterUpdateBody,
  studioPlayerWire,
  studioRosterListQuery,
  studioRosterListWire,
  studioRosterSummaryWire,
  studioRosterWire,
  type StudioRosterSummaryWire,
  type StudioRosterWire,
} from '../../../contract/studio/rosters';
import { intSegment } from '../../api/api-route';
import type { Db } from '../../store/database';
import type { Tenant } from '../../tenants/tenant-directory';
import { rosterStaff, toCoachWire } from '../coaches/coach-records';
import { versionEtag, versionFrom } from '../if-match';
import { staffNames } from '../staff/staff-names';
import { actorOf } from '../studio-guard';
import { studioRoute } from '../studio-route';
import type { StudioDeps } from '../studio-deps';
import { addPlayer, changePlayer, removePlayer } from './player-commands';
import { createRoster, publishRoster, startNextSeason, updateRoster } from './roster-commands';
import { entriesOf, listRosters, playerCounts, requireRoster, toPlayerWire, toRosterSummary, type EntryWithPerson } from './roster-records';

const TAG = 'Studio rosters';
const ONE_ROSTER = `/rosters/${intSegment('id')}`;
const ONE_PLAYER = `/players/${intSegment('id')}`;
const VERSION_CONFLICT = 'Someone changed it since (error.current)';
const NO_IF_MATCH = 'No If-Match';
const ROSTER_EXISTS = 'The sport already has that season’s roster (error.rosterId names it)';

async function summaryOf(db: Db, tenantId: number, id: number): Promise<StudioRosterSummaryWire> {
  const found = await requireRoster(db, tenantId, id);
  const counts = await playerCounts(db, tenantId, [id]);
  return toRosterSummary(found, counts.get(id) ?? 0, await staffNames(db, [found.roster.updatedBy]));
}

/** GET /rosters/{id}: the roster with its players and its coaching and support staff. */
async function rosterOf(db: Db, tenant: Tenant, id: number): Promise<StudioRosterWire> {
  const found = await requireRoster(db, tenant.id, id);
  const entries = await entriesOf(db, tenant.id, id);
  const staff = await rosterStaff(db, tenant.id, id);
  const names = await staffNames(db, [found.roster.updatedBy, ...entries.map(({ entry }) => entry.updatedBy), ...staff.map(({ member }) => member.updatedBy)]);
  return {
    ...toRosterSummary(found, entries.length, names),
    playerList: entries.map((entry) => toPlayerWire(entry, found.sport, tenant.key, names)),
    coachList: staff.map((record) => toCoachWire(record, tenant.key, names)),
  };
}

async function playerWireOf(db: Db, tenant: Tenant, written: EntryWithPerson) {
  const { sport } = await requireRoster(db, tenant.id, written.entry.rosterId);
  return toPlayerWire(written, sport, tenant.key, await staffNames(db, [written.entry.updatedBy]));
}

/** Issue 26: a sport's season rosters, their players and the start of next season (the coaches are coaches.routes.ts). */
export function registerRosterRoutes(studio: FastifyInstance, deps: StudioDeps): void {
  const { db } = deps;

  studioRoute(
    studio,
    { method: 'GET', path: '/rosters', summary: "The school's rosters (of one sport with sportId), newest season first", tag: TAG, query: studioRosterListQuery, response: studioRosterListWire },
    async ({ tenant, query }) => {
      const rows = await listRosters(db, tenant.id, query.sportId);
      const counts = await playerCounts(db, tenant.id, rows.map(({ roster }) => roster.id));
      const names = await staffNames(db, rows.map(({ roster }) => roster.updatedBy));
      return { items: rows.map((row) => toRosterSummary(row, counts.get(row.roster.id) ?? 0, names)) };
    },
  );

  studioRoute(
    studio,
    { method: 'POST', path: '/rosters', summary: "Creates a sport's empty roster for a season, hidden until published", tag: TAG, body: rosterCreateBody, response: studioRosterSummaryWire, successStatus: 201, statuses: { 400: 'A field needs attention', 404: 'No such sport at this school', 409: ROSTER_EXISTS } },
    async ({ tenant, session, body, reply }) => {
      const row = await createRoster(deps, tenant.id, actorOf(session), body);
      reply.header('etag', versionEtag(row.version));
      return summaryOf(db, tenant.id, row.id);
    },
  );

  studioRoute(studio, { method: 'GET', path: ONE_ROSTER, summary: 'One roster with its players, coaches and support staff', tag: TAG, response: studioRosterWire, statuses: { 404: 'No such roster at this school' } }, async ({ tenant, params, reply }) => {
    const roster = await rosterOf(db, tenant, Number(params.id));
    reply.header('etag', versionEtag(roster.version));
    return roster;
  });

  studioRoute(
    studio,
    { method: 'PUT', path: ONE_ROSTER, summary: "Changes a roster's title and note (If-Match: its version)", tag: TAG, body: rosterUpdateBody, response: studioRosterSummaryWire, statuses: { 400: 'A field needs attention', 404: 'No such roster at this school', 412: VERSION_CONFLICT, 428: NO_IF_MATCH } },
    async ({ request, reply, tenant, session, params, body }) => {
      const row = await updateRoster(deps, tenant.id, actorOf(session), Number(params.id), versionFrom(request), body);
      reply.header('etag', versionEtag(row.version));
      return summaryOf(db, tenant.id, row.id);
    },
  );

  studioRoute(
    studio,
    {
      method: 'POST',
      path: `${ONE_ROSTER}/next-season`,
      summary: 'Starts next season: the roster copied to year + 1, hidden, classes advanced, seniors and graduates left out, captains cleared, staff kept',
      tag: TAG,
      response: studioRosterSummaryWire,
      successStatus: 201,
      statuses: { 404: 'No such roster at this school', 409: ROSTER_EXISTS },
    },
    async ({ tenant, session, params, reply }) => {
      const row = await startNextSeason(deps, tenant.id, actorOf(session), Number(params.id));
      reply.header('etag', versionEtag(row.version));
      return summaryOf(db, tenant.id, row.id);
    },
  );

  studioRoute(
    studio,
    { method: 'POST', path: `${ONE_ROSTER}/publish`, summary: "Publishes a roster (If-Match); makeCurrent makes it the sport's current roster", tag: TAG, body: rosterPublishBody, response: studioRosterSummaryWire, statuses: { 400: 'A field needs attention', 404: 'No such roster at this school', 412: VERSION_CONFLICT, 428: NO_IF_MATCH } },
    async ({ request, reply, tenant, session, params, body }) => {
      const row = await publishRoster(deps, tenant.id, actorOf(session), Number(params.id), versionFrom(request), body);
      reply.header('etag', versionEtag(row.version));
      return summaryOf(db, tenant.id, row.id);
    },
  );

  studioRoute(
    studio,
    {
      method: 'POST',
      path: `${ONE_ROSTER}/players`,
      summary: 'Adds a player to the roster: the person (name, hometown, schools, headshot) and their season (jersey, position, class, size, bio)',
      tag: TAG,
      body: playerBody,
      response: studioPlayerWire,
      successStatus: 201,
      statuses: { 400: 'A field needs attention (a jersey already worn, a headshot without its description)', 404: 'No such roster or headshot at this school' },
    },
    async ({ tenant, session, params, body, reply }) => {
      const written = await addPlayer(deps, tenant.id, actorOf(session), Number(params.id), body);
      reply.header('etag', versionEtag(written.entry.version));
      return playerWireOf(db, tenant, written);
    },
  );

  studioRoute(
    studio,
    { method: 'PUT', path: ONE_PLAYER, summary: "Changes a player's entry and person (If-Match: the entry's version); no headshotId keeps the headshot, null removes it", tag: TAG, body: playerBody, response: studioPlayerWire, statuses: { 400: 'A field needs attention', 404: 'No such player entry or headshot at this school', 412: VERSION_CONFLICT, 428: NO_IF_MATCH } },
    async ({ request, reply, tenant, session, params, body }) => {
      const written = await changePlayer(deps, tenant.id, actorOf(session), Number(params.id), versionFrom(request), body);
      reply.header('etag', versionEtag(written.entry.version));
      return playerWireOf(db, tenant, written);
    },
  );

  studioRoute(
    studio,
    { method: 'DELETE', path: ONE_PLAYER, summary: 'Removes a player from the roster (If-Match); a person with no other season goes too', tag: TAG, response: studioPlayerWire, successStatus: 204, statuses: { 404: 'No such player entry at this school', 412: VERSION_CONFLICT, 428: NO_IF_MATCH } },
    async ({ request, tenant, session, params }) => {
      await removePlayer(deps, tenant.id, actorOf(session), Number(params.id), versionFrom(request));
    },
  );
}
