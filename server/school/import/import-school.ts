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
import { importSeries, readSeries } from './series-import';
import { activate, openTarget, originTimeZone, originIdOf, writeSettings } from './school-tenant';
import { importSports, readSeasons, writeSeasons } from './sports-import';
import { importPlayers, readBios } from './players-import';
import { importRosters, readRosters } from './rosters-import';
import { importSite } from './site-import';
import { importHonours } from './honours-import';
import { importFeatures } from './features-import';
import { importBoxScores, readBoxScores } from './box-scores-import';
import { readGameDetails } from './game-details-read';
import { importWePlayedClips } from './we-played-import';
import { importStaff } from './staff-import';
import { readStaff } from './staff-read';
import { importStories, importTags, readStories } from './stories-import';
import { importDocuments } from './documents-import';
import { importNavigation } from './navigation-import';
import { importMediaContent } from './media-content-import';

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
  /** GET with it (tests); default originFetch. */
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

/** What the import cannot bring through the public API: listed in the report so nobody takes the school for complete. */
export const NOT_SUPPORTED = [
  'tracking tags (the public API answers only the tags aimed at a page it is told)',
  'on-this-day notes (no public list holds them)',
  'hidden, scheduled and ended content (not in any public answer)',
];

const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read started ahead of its use: a failure surfaces where it is awaited, not as an unhandled rejection before. */
function started<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

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
    fetch: options.fetch,
    sleep: options.sleep ?? realSleep,
    now,
    random: options.random,
    signal: options.signal,
  });
  try {
    return await importFrom(origin, database, options, now);
  } finally {
    // After a failure, what was read ahead and is still queued is not asked for.
    origin.stop();
  }
}

async function importFrom(origin: OriginClient, database: Database, options: ImportOptions, now: Now): Promise<ImportResult> {
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
  // Every other large read, started now in the order the writes below need them: the origin answers while this store
  // writes what came before. The reads the import waits on go first (origin-client.ts).
  const ahead = origin.readAhead();
  const details = started(readGameDetails(ahead, names, seasonList, gameList));
  const series = started(readSeries(ahead, gameList));
  const rosters = started(readRosters(ahead, sportList).then((list) => names.rewrite(list)));
  const bios = started(rosters.then((list) => readBios(context, ahead, names, list)));
  const boxScores = started(bios.then(() => readBoxScores(ahead, names, sportList, seasonList)));
  const stories = started(boxScores.then(() => readStories(ahead)));
  const starts = firstDays(gameList);
  await importConferences(context, sportList, gameList);
  await writeSeasons(context, seasonList, (season) => starts.get(season.id) ?? `${season.year}-01-01T00:00:00.000Z`);
  await importSports(context, origin, names, { count: false });
  const opponentTitles = await importOpponents(context, origin, gameList);
  await importTournaments(context, gameList);
  await importGames(context, gameList, opponentTitles, report, await details);
  await importSeries(context, await series);
  const rosterList = await rosters;
  await importRosters(context, rosterList);
  await importStaff(context, names, await readStaff(origin, sportList, rosterList), rosterList, report);
  // Players before the awards, stories, box scores and clips that name them.
  await importPlayers(context, rosterList, await bios);
  await importBoxScores(context, await boxScores, report);
  // Galleries (honours) before the stories that show them; stories before the slides and templates that name them.
  await importHonours(context, origin, names, report, sportList);
  await importTags(context, origin);
  // Stored media paths are relative to the school's bucket: our bucket, or our /media/<key>/ the rewrite made.
  const mediaPrefixes = [`${settings.config.bucket}/`, `/media/${options.as}/`];
  await importStories(context, names.rewrite(await stories), mediaPrefixes, report);
  await importDocuments(context, origin, names, mediaPrefixes);
  await importNavigation(context, origin, sportList);
  await importFeatures(context, origin, names, report, sportList);
  await importMediaContent(context, origin, names, sportList, report);
  await importSite(context, origin, names, report);
  await importWePlayedClips(context, origin, names, report);
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
