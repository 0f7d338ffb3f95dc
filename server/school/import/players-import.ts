import { eq } from 'drizzle-orm';
import type { PlayerBioWire } from '../../../contract/players';
import type { RosterPlayerWire } from '../../../contract/rosters';
import { players, rosterPlayers } from '../../store/tables/people';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';
import type { OriginRoster } from './rosters-import';

type PlayerInsert = Omit<typeof players.$inferInsert, 'id' | 'tenantId'>;
type EntryInsert = Omit<typeof rosterPlayers.$inferInsert, 'id' | 'tenantId'>;

/** What only the bio (GET /Players/roster/bio/{rosterPlayerId}) carries: the text and the height as printed ('6-2'). */
interface BioPart {
  bio: string | null;
  height: string | null;
}

/** One roster season of a player as the origin serves it: the roster's players[] item and its bio's part. */
interface OriginEntry {
  rosterId: number;
  sportId: number;
  wire: RosterPlayerWire;
  bio: BioPart | null;
}

/** The stored path of a headshot our server serves under /media/{tenant}/ (the address is rewritten to ours already). */
function mediaPathOf(url: string | undefined): string | null {
  const match = /^\/media\/[^/]+\/(.+)$/.exec(url ?? '');
  return match ? decodeURI(match[1]!) : null;
}

/**
 * The person of a roster entry. The wire joins the town and its state as 'Town, ST': split at the last comma (a
 * hometown without one keeps its whole text as the town). The headshot's alt text defaults to the name on the wire,
 * so a text equal to the name is stored as none.
 */
export function toPlayerRow({ wire }: OriginEntry): PlayerInsert {
  const hometown = wire.hometown ?? '';
  const comma = hometown.lastIndexOf(', ');
  const name = `${wire.firstName} ${wire.lastName}`;
  const alt = wire.image?.altText ?? null;
  return {
    firstName: wire.firstName,
    lastName: wire.lastName,
    gender: wire.gender,
    hometown: comma < 0 ? hometown : hometown.slice(0, comma),
    homeState: comma < 0 ? '' : hometown.slice(comma + 2),
    highSchool: wire.highSchool ?? null,
    previousSchool: wire.previousSchool ?? null,
    major: wire.major ?? null,
    twitter: wire.twitterUsername ?? null,
    instagram: wire.instagramUsername ?? null,
    imagePath: mediaPathOf(wire.image?.url),
    imageAlt: alt === name ? null : alt,
  };
}

/** A roster season; without a bio the height is rebuilt from its feet and inches. */
export function toEntryRow({ rosterId, sportId, wire, bio }: OriginEntry, playerId: number): EntryInsert {
  const feetInches = wire.heightFeet === null || wire.heightFeet === undefined ? null : `${wire.heightFeet}-${wire.heightInches ?? 0}`;
  return {
    rosterId,
    playerId,
    sportId,
    jersey: wire.jerseyNumber ?? '',
    position: wire.positionShort ?? '',
    positionLong: wire.positionLong ?? '',
    academicYear: wire.academicYearLong,
    height: bio ? bio.height : feetInches,
    weight: wire.weight ?? null,
    isCaptain: wire.isCaptain,
    letters: wire.letters ?? 0,
    custom1: wire.custom1 ?? '',
    bio: bio?.bio ?? null,
    updatedAt: new Date(wire.lastUpdated),
  };
}

/**
 * The bio parts this school already holds, by our roster entry id with its lastUpdated: an entry the origin has not
 * touched since (same lastUpdated) keeps them, so a resumed or --sync run asks only for the bios that changed.
 */
async function knownBios(context: ImportContext): Promise<Map<number, BioPart & { updatedAt: number }>> {
  const rows = await context.database.db
    .select({ id: rosterPlayers.id, bio: rosterPlayers.bio, height: rosterPlayers.height, updatedAt: rosterPlayers.updatedAt })
    .from(rosterPlayers)
    .where(eq(rosterPlayers.tenantId, context.tenantId));
  return new Map(rows.map((row) => [row.id, { bio: row.bio, height: row.height, updatedAt: row.updatedAt.getTime() }]));
}

async function readBio(origin: OriginClient, names: MediaNames, rosterPlayerId: number): Promise<BioPart | null> {
  const wire = names.rewrite(await origin.json<PlayerBioWire>(`/Players/roster/bio/${rosterPlayerId}`));
  return wire ? { bio: wire.bio ?? null, height: wire.bioFields.height || null } : null;
}

/** A roster season's bio part, by the origin's roster player id. */
export type OriginBios = ReadonlyMap<number, BioPart | null>;

/**
 * The bio of every player of the rosters of our sports (their players[], read with the rosters). Read ahead, before
 * the rosters are written: it reads only the origin and what earlier runs stored.
 */
export async function readBios(context: ImportContext, origin: OriginClient, names: MediaNames, rosterList: readonly OriginRoster[]): Promise<OriginBios> {
  const known = await knownBios(context);
  const entries = rosterList.filter(({ wire }) => localIdOf(context, 'sports', wire.sport.id) !== null).flatMap(({ wire }) => wire.players);
  const bios = await Promise.all(
    entries.map(async (wire) => {
      const ours = known.get(localIdOf(context, 'roster-players', wire.rosterPlayerId) ?? 0);
      const bio = ours && ours.updatedAt === Date.parse(wire.lastUpdated) ? ours : await readBio(origin, names, wire.rosterPlayerId);
      return [wire.rosterPlayerId, bio && { bio: bio.bio, height: bio.height }] as const;
    }),
  );
  return new Map(bios);
}

/** Every player of the imported rosters with each entry's bio. */
function entriesOf(context: ImportContext, rosterList: readonly OriginRoster[], bios: OriginBios): OriginEntry[] {
  const listed: OriginEntry[] = [];
  for (const { wire: roster } of rosterList) {
    const rosterId = localIdOf(context, 'rosters', roster.id);
    const sportId = localIdOf(context, 'sports', roster.sport.id);
    if (rosterId === null || sportId === null) continue;
    for (const wire of roster.players) listed.push({ rosterId, sportId, wire, bio: bios.get(wire.rosterPlayerId) ?? null });
  }
  // The origin's ids order our rows: the printed roster breaks ties (same jersey and name) by id.
  return listed.sort((a, b) => a.wire.rosterPlayerId - b.wire.rosterPlayerId);
}

/** Writes the players, then their roster seasons (roster_players) with their bios. */
export async function importPlayers(context: ImportContext, rosterList: readonly OriginRoster[], bios: OriginBios): Promise<void> {
  const entries = entriesOf(context, rosterList, bios);
  const people = new Map<number, OriginEntry>();
  for (const entry of entries) people.set(entry.wire.playerId, entry);
  const playerItems: MappedItem<PlayerInsert>[] = [...people]
    .sort(([a], [b]) => a - b)
    .map(([playerId, entry]) => ({ sourceId: String(playerId), row: toPlayerRow(entry) }));
  await writeResource(context, tableWriter<PlayerInsert>(context, 'players', 'player', players), playerItems);

  const entryItems: MappedItem<EntryInsert>[] = [];
  for (const entry of entries) {
    const playerId = localIdOf(context, 'players', entry.wire.playerId);
    if (playerId !== null) entryItems.push({ sourceId: String(entry.wire.rosterPlayerId), row: toEntryRow(entry, playerId) });
  }
  await writeResource(context, tableWriter<EntryInsert>(context, 'roster-players', 'player', rosterPlayers), entryItems);
}
