import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { playerPersonBody, playerSeasonBody, rosterCreateBody, rosterUpdateBody, type PlayerPersonBody, type PlayerSeasonBody, type RosterCreateBody, type RosterUpdateBody } from '../../../contract/studio/rosters';
import { notFound } from '../../http/api-error';
import { insertRows } from '../../store/bulk-insert';
import type { Db } from '../../store/database';
import { nextSerialIds } from '../../store/serial-ids';
import { sports } from '../../store/tables/foundation';
import { players, rosterPlayers, rosters } from '../../store/tables/people';
import { writeContentBatch, type ContentWriteDeps } from '../content-write';
import type { StudioActor } from '../studio-guard';
import { invalidInput, parseBody } from '../studio-route';
import { resolveHeadshots } from './headshot';
import { entryColumns, personColumns } from './player-commands';
import { rosterExists, newRosterValues } from './roster-commands';
import { playerSnapshot, rosterSnapshot, type EntryRow, type PersonRow, type RosterRow, type SportRow } from './roster-records';

/**
 * The batch forms of the roster commands, for a department writing whole seasons at once (the demo's schools):
 * every body parsed with the studio's schema and written as the per-item command writes it, each item with its
 * version 1 and audit row (writeContentBatch), in a few statements instead of a few per item.
 */

/** A season's roster as the department keeps it: made, titled, published or not, current or not, on a day. */
export interface RosterSeasonInput {
  create: RosterCreateBody;
  details: RosterUpdateBody;
  published: boolean;
  current: boolean;
  /** When it was made (its created and updated stamps, its version's and audit row's time). */
  at: Date;
}

async function sportsOf(db: Db, tenantId: number, ids: number[]): Promise<Map<number, SportRow>> {
  const unique = [...new Set(ids)];
  const rows = unique.length === 0 ? [] : await db.select().from(sports).where(and(eq(sports.tenantId, tenantId), inArray(sports.id, unique)));
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`No sport with id ${missing}.`);
  return found;
}

/** Rosters of many seasons at once; a season the sport already has (or that the batch names twice) is the per-item 409. */
export async function createRosters(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, inputs: readonly RosterSeasonInput[]): Promise<RosterRow[]> {
  const creates = parseBody(z.array(rosterCreateBody), inputs.map((input) => input.create));
  const details = parseBody(z.array(rosterUpdateBody), inputs.map((input) => input.details));
  const items = inputs.map((input, index) => ({ ...input, create: creates[index]!, details: details[index]! }));
  return writeContentBatch(deps, { tenantId, actor, kind: 'roster', action: 'create' }, async (tx) => {
    const sportById = await sportsOf(tx, tenantId, items.map((item) => item.create.sportId));
    const existing = await tx.select().from(rosters).where(and(eq(rosters.tenantId, tenantId), inArray(rosters.sportId, [...sportById.keys()])));
    const seen = new Map(existing.map((row) => [`${row.sportId} ${row.year}`, row]));
    const ids = await nextSerialIds(tx, 'rosters', items.length);
    const rows = items.map((item, index): RosterRow => {
      const sport = sportById.get(item.create.sportId)!;
      const values = newRosterValues(tenantId, sport, item.create.year, actor, item.at);
      const row = { ...values, id: ids[index]!, seasonId: null, displayTitle: item.details.title, note: item.details.note ?? '', hidden: !item.published, isCurrent: item.current } as RosterRow;
      const clash = seen.get(`${sport.id} ${item.create.year}`);
      if (clash) throw rosterExists(clash);
      seen.set(`${sport.id} ${item.create.year}`, row);
      return row;
    });
    await insertRows(tx, rosters, rows);
    return { result: rows, items: rows.map((row) => ({ itemId: row.id, version: 1, after: rosterSnapshot(row), summary: `Created the ${row.displayTitle}`, at: row.createdAt })) };
  });
}

/** A player's season in a batch: which of the batch's people, on which roster, and when it was entered. */
export interface PlayerSeasonInput {
  person: number;
  rosterId: number;
  season: PlayerSeasonBody;
  at: Date;
}

/** A jersey is worn by one player per roster, in the batch as against the roster's players already there. */
async function checkJerseys(db: Db, tenantId: number, seasons: readonly PlayerSeasonInput[], people: readonly PlayerPersonBody[]): Promise<void> {
  const rosterIds = [...new Set(seasons.map((season) => season.rosterId))];
  const worn = await db
    .select({ rosterId: rosterPlayers.rosterId, jersey: rosterPlayers.jersey, firstName: players.firstName, lastName: players.lastName })
    .from(rosterPlayers)
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .where(and(eq(rosterPlayers.tenantId, tenantId), inArray(rosterPlayers.rosterId, rosterIds)));
  const wearers = new Map(worn.filter((row) => row.jersey !== '').map((row) => [`${row.rosterId} ${row.jersey}`, `${row.firstName} ${row.lastName}`]));
  for (const { rosterId, season, person } of seasons) {
    if (season.jersey === '') continue;
    const key = `${rosterId} ${season.jersey}`;
    const wearer = wearers.get(key);
    if (wearer) throw invalidInput({ jersey: `#${season.jersey} is already worn by ${wearer}.` });
    wearers.set(key, `${people[person]!.firstName} ${people[person]!.lastName}`);
  }
}

/**
 * New people and their seasons on the school's rosters (a returning player is one person with a season on each
 * roster): each season is an `addPlayer` (kind 'player', its version 1 and audit row naming the roster). A
 * person's gender is the sport's of their first season; the people are written in the order given.
 */
export async function addPlayers(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, input: { people: readonly PlayerPersonBody[]; seasons: readonly PlayerSeasonInput[] }): Promise<Array<{ entry: EntryRow; person: PersonRow }>> {
  // A refused field is named by its item's place in the batch ('12.jersey').
  const people = parseBody(z.array(playerPersonBody), input.people);
  const seasonBodies = parseBody(z.array(playerSeasonBody), input.seasons.map((season) => season.season));
  const seasons = input.seasons.map((season, index) => ({ ...season, season: seasonBodies[index]! }));
  return writeContentBatch(deps, { tenantId, actor, kind: 'player', action: 'create' }, async (tx, at) => {
    const rosterRows = await tx.select().from(rosters).where(and(eq(rosters.tenantId, tenantId), inArray(rosters.id, [...new Set(seasons.map((season) => season.rosterId))])));
    const rosterById = new Map(rosterRows.map((row) => [row.id, row]));
    const missing = seasons.find((season) => !rosterById.has(season.rosterId));
    if (missing) throw notFound(`No roster with id ${missing.rosterId}.`);
    const sportById = await sportsOf(tx, tenantId, rosterRows.map((row) => row.sportId));
    await checkJerseys(tx, tenantId, seasons, people);
    const headshots = await resolveHeadshots(tx, tenantId, people);
    const firstSport = new Map<number, SportRow>();
    for (const season of seasons) if (!firstSport.has(season.person)) firstSport.set(season.person, sportById.get(rosterById.get(season.rosterId)!.sportId)!);

    const personIds = await nextSerialIds(tx, 'players', people.length);
    const personRows = people.map((person, index) => {
      const sport = firstSport.get(index);
      if (!sport) throw invalidInput({ people: `${person.firstName} ${person.lastName} has no season on a roster.` });
      return { major: null, twitter: null, instagram: null, ...personColumns(person, sport, headshots[index]!), id: personIds[index]!, tenantId, createdAt: at } as PersonRow;
    });
    await insertRows(tx, players, personRows);

    const entryIds = await nextSerialIds(tx, 'roster_players', seasons.length);
    const entryRows = seasons.map((season, index) => {
      const roster = rosterById.get(season.rosterId)!;
      return { letters: 0, custom1: '', ...entryColumns(season.season, null), id: entryIds[index]!, tenantId, rosterId: roster.id, playerId: personIds[season.person]!, sportId: roster.sportId, version: 1, updatedAt: season.at, updatedBy: actor.accountId } as EntryRow;
    });
    await insertRows(tx, rosterPlayers, entryRows);

    const written = entryRows.map((entry, index) => ({ entry, person: personRows[seasons[index]!.person]! }));
    const items = written.map((player, index) => ({
      itemId: player.entry.id,
      version: 1,
      after: playerSnapshot(player),
      summary: `Added ${player.person.firstName} ${player.person.lastName} to the ${rosterById.get(player.entry.rosterId)!.displayTitle}`,
      at: seasons[index]!.at,
    }));
    return { result: written, items };
  });
}
