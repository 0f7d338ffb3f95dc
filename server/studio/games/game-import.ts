import { parsePastedSchedule } from '../../../core/studio/schedule/pasted-schedule';
import { GAME_IMPORT_MAX_ROWS, type GameBody, type GameImportBody, type GameImportWire } from '../../../contract/studio/schedule';
import { games } from '../../store/tables/schedule';
import type { Tenant } from '../../tenants/tenant-directory';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { contentVersions } from '../../store/tables/studio';
import type { StudioActor } from '../studio-guard';
import { invalidInput } from '../studio-route';
import { gameSnapshot, gameValues, type GameRow } from './game-fields';
import { requireSport } from '../../schedule/game-query';
import { resolveSeason } from './game-reads';
import { allOpponents } from './opponent-commands';

/**
 * POST /games/import: every row is checked first; any row in error is a 400 naming each ('rows.N': 'Row N: ...')
 * and nothing is written. Otherwise all the games are written in one transaction (each with its version 1; one
 * audit row for the paste). A dry run answers the rows it read without writing.
 */
export async function importGames(deps: ContentWriteDeps, tenant: Tenant, actor: StudioActor, body: GameImportBody): Promise<{ created: GameRow[]; rows: GameImportWire['rows'] }> {
  const tenantId = tenant.id;
  await requireSport(deps.db, tenantId, body.sportId);
  const season = await resolveSeason(deps.db, tenantId, body.sportId, body.seasonId);
  const opponents = await allOpponents(deps.db, tenantId);
  const parsed = parsePastedSchedule(
    body.table,
    opponents.map((row) => ({ id: row.id, name: row.title, shortName: row.shortTitle })),
    GAME_IMPORT_MAX_ROWS,
  );
  if (parsed.kind === 'too-many') throw invalidInput({ table: `Paste at most ${parsed.max} games at a time (this has ${parsed.count}).` });
  if (parsed.kind === 'errors') throw invalidInput(Object.fromEntries(parsed.errors.map((error) => [`rows.${error.row}`, error.message])));
  if (parsed.rows.length === 0) throw invalidInput({ table: 'Paste the schedule: date, opponent, location, time on each line.' });
  const rows = parsed.rows.map(({ row, date, time, opponent, opponentId, location }) => ({ row, date, time, opponent, opponentId, location }));
  if (body.dryRun) return { created: [], rows };
  const zone = tenant.timeZone;
  // A game against a conference member is a conference game, as it would be when added by hand.
  const conferenceMembers = new Set(opponents.filter((row) => row.conference).map((row) => row.id));
  const created = await writeContent(deps, { tenantId, actor, kind: 'game', action: 'import' }, async (tx, at) => {
    const written: GameRow[] = [];
    for (const row of parsed.rows) {
      const game: GameBody = { sportId: body.sportId, seasonId: season.id, date: row.date, time: row.time, opponentId: row.opponentId, eventTitle: null, location: row.location, city: null, facility: null, conference: conferenceMembers.has(row.opponentId), kind: 'regular', status: 'scheduled', tv: null, radio: null, streamUrl: null, ticketsUrl: null, notes: null };
      const values = gameValues(game, zone, season.id, null);
      const [inserted] = await tx
        .insert(games)
        .values({ ...values, tenantId, sportId: body.sportId, seasonId: season.id, date: values.date!, localDate: values.localDate!, locationIndicator: values.locationIndicator!, type: values.type!, version: 1, updatedAt: at, updatedBy: actor.accountId })
        .returning();
      written.push(inserted!);
    }
    // Each game has its version 1 like one added by hand; the paste is one audit row.
    await tx.insert(contentVersions).values(written.map((row) => ({ tenantId, kind: 'game', itemId: row.id, version: 1, action: 'create', data: gameSnapshot(row), accountId: actor.accountId, actorName: actor.name, createdAt: at })));
    return { result: written, after: { games: written.map((row) => row.id) }, summary: `Added ${written.length} game${written.length === 1 ? '' : 's'} from a pasted schedule` };
  });
  return { created, rows };
}
