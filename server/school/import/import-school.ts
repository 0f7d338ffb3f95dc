import type { CommonSettingsWire } from '../../../contract/settings';
import type { Now } from '../../clock';
import type { Database } from '../../store/database';
import { countsTable, SILENT_PROGRESS, type ImportProgress, type ResourceCounts } from './import-progress';
import { ImportReport } from './import-report';
import { loadLedgers, type ImportContext } from './import-writer';
import { importMedia, MediaNames } from './media-import';
import { ImportError, OriginClient, type Sleep } from './origin-client';
import { importConferences, importGames, importOpponents, importTournaments } from './schedule-import';
import { firstDays, readGames } from './schedule-read';
import { importSeries } from './series-import';
import { activate, openTarget, originTimeZone, originIdOf, writeSettings } from './school-tenant';
import { importSports, readSeasons, writeSeasons } from './sports-import';
import { importPlayers } from './players-import';
import { importRosters, readRosters } from './rosters-import';

export interface ImportOptions {
  /** The origin's /api/v2 base URL. */
  from: string;
  /** The school's key at the origin. */
  tenant: string;
  /** Our key for it. */
  as: string;
  concurrency?: number;
  /** Update a school imported earlier from the same origin. */
  sync?: boolean;
  fetch?: typeof fetch;
  sleep?: Sleep;
  now?: Now;
  random?: () => number;
  signal?: AbortSignal;
  progress?: ImportProgress;
}

export interface ImportResult {
  tenantId: number;
  counts: Map<string, ResourceCounts>;
  written: number;
  requests: number;
  report: ImportReport;
  /** The closing lines: the counts, or "Nothing changed at ...". */
  message: string;
}

/** What the import does not bring over yet: listed in the report so nobody takes the school for complete. */
export const NOT_SUPPORTED = [
  'box scores and line scores',
  'game links and custom fields',
  'coaches and staff',
  'stories',
  'navigation',
  'facilities',
  'documents',
  'awards',
  'hall of fame',
  'galleries',
  'podcasts',
  'promotions',
];

const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 27: pulls a school from a server speaking /api/v2 into this store as school `as`. The school stays
 * 'importing' (not served) until every resource is in, then turns active in one transaction. Every item is mapped
 * through import_sources, so a rerun skips what is unchanged and a killed run resumes without duplicates.
 */
export async function importSchool(database: Database, options: ImportOptions): Promise<ImportResult> {
  const now = options.now ?? Date.now;
  const origin = new OriginClient({
    from: options.from,
    tenant: options.tenant,
    concurrency: options.concurrency ?? 4,
    fetch: options.fetch ?? fetch,
    sleep: options.sleep ?? realSleep,
    now,
    random: options.random,
    signal: options.signal,
  });
  const names = new MediaNames(options.tenant, options.as);
  const raw = await origin.json<CommonSettingsWire>('/common/settings');
  if (!raw || typeof raw !== 'object' || typeof raw.schoolName !== 'string') throw new ImportError(`${origin.apiBase}/common/settings does not answer with a school's settings (is '${options.tenant}' a school there?).`);
  const settings = names.rewrite({ ...raw, tenant: options.as });
  const originId = originIdOf(origin.apiBase, options.tenant);
  const timeZone = await originTimeZone(origin);
  const target = await openTarget(database, { as: options.as, sync: options.sync ?? false, originId, settings, timeZone });
  const context: ImportContext = {
    database,
    tenantId: target.tenantId,
    actor: { accountId: null, name: `Import from ${origin.root}` },
    now,
    progress: options.progress ?? SILENT_PROGRESS,
    counts: new Map(),
    ledger: new Map(),
  };
  const report = new ImportReport();
  await loadLedgers(context);
  await writeSettings(context, originId, settings, timeZone);
  if (target.created) context.counts.set('settings', { inserted: 1, updated: 0, unchanged: 0, refused: 0 });

  // Sports first (their season links resolve on a second pass, once the seasons are in), then what hangs off them.
  const sportList = await importSports(context, origin, names);
  const seasonList = await readSeasons(origin, sportList);
  const gameList = names.rewrite(await readGames(origin, seasonList));
  const starts = firstDays(gameList);
  await importConferences(context, sportList, gameList);
  await writeSeasons(context, seasonList, (season) => starts.get(season.id) ?? `${season.year}-01-01T00:00:00.000Z`);
  await importSports(context, origin, names, { count: false });
  const opponentTitles = await importOpponents(context, origin, gameList);
  await importTournaments(context, gameList);
  await importGames(context, gameList, opponentTitles, report);
  await importSeries(context, origin, gameList);
  const rosterList = names.rewrite(await readRosters(origin, sportList));
  await importRosters(context, rosterList);
  await importPlayers(context, origin, names, rosterList);
  await importMedia(context, origin, names, report);
  for (const resource of NOT_SUPPORTED) report.notSupported(resource);

  for (const entry of report.entries) {
    if (entry.originId !== null) {
      const counts = context.counts.get(entry.resource);
      if (counts) counts.refused += 1;
    }
  }
  if (target.state !== 'active') await activate(database, target.tenantId);
  const written = [...context.counts.values()].reduce((sum, c) => sum + c.inserted + c.updated, 0);
  const message = written === 0 ? `Nothing changed at ${origin.apiBase}: 0 items written.` : `${countsTable(context.counts)}\n${written} items written from ${origin.apiBase}.`;
  return { tenantId: target.tenantId, counts: context.counts, written, requests: origin.requests, report, message };
}
