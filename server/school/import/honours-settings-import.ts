import { and, eq } from 'drizzle-orm';
import { honoursSettings } from '../../store/tables/honours';
import { writeResource, type ImportContext, type MappedItem, type ResourceWriter } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';

export interface SettingsRow {
  kind: string;
  body: Record<string, unknown>;
}

/**
 * The settings documents of the honours features this import brings, by kind and GET path. Their lists answer
 * only when the document exists (/HallOfFame and /AllAmerican read their default grouping from it). Fields the
 * routes fill per request (the podcast host name, the hall of fame's client id) are not stored.
 */
const DOCUMENTS: { kind: string; path: string; omit: string[] }[] = [
  { kind: 'facilities', path: '/Facilities/settings', omit: [] },
  { kind: 'podcasts', path: '/Podcasts/settings', omit: ['siteHostName'] },
  { kind: 'all-americans', path: '/AllAmerican/settings', omit: [] },
  { kind: 'hall-of-fame', path: '/HallOfFame/settings', omit: ['clientId'] },
];

/** honours_settings has one row per school and kind, no serial id: the ledger keeps 0 as its id. */
function settingsWriter(context: ImportContext): ResourceWriter<SettingsRow> {
  const upsert: ResourceWriter<SettingsRow>['insert'] = async (tx, row) => {
    await tx
      .insert(honoursSettings)
      .values({ tenantId: context.tenantId, ...row })
      .onConflictDoUpdate({ target: [honoursSettings.tenantId, honoursSettings.kind], set: { body: row.body } });
    return 0;
  };
  return {
    resource: 'honours-settings',
    kind: 'honours-settings',
    insert: upsert,
    async update(tx, _id, row) {
      await tx.update(honoursSettings).set({ body: row.body }).where(and(eq(honoursSettings.tenantId, context.tenantId), eq(honoursSettings.kind, row.kind)));
    },
  };
}

/** GET each feature's settings; a feature the origin has not set up (404) has none here either. */
export async function importHonoursSettings(context: ImportContext, origin: OriginClient, names: MediaNames): Promise<void> {
  const answers = await Promise.all(DOCUMENTS.map(async (document) => ({ document, wire: await origin.json<Record<string, unknown>>(document.path) })));
  const items: MappedItem<SettingsRow>[] = [];
  for (const { document, wire } of answers) {
    if (!wire) continue;
    const body = Object.fromEntries(Object.entries(names.rewrite(wire)).filter(([key]) => !document.omit.includes(key)));
    items.push({ sourceId: document.kind, row: { kind: document.kind, body } });
  }
  await writeResource(context, settingsWriter(context), items);
}

/** Writes one settings document read elsewhere ('related-videos', 'publications', ...). */
export async function writeHonoursSettings(context: ImportContext, document: SettingsRow): Promise<void> {
  await writeResource(context, settingsWriter(context), [{ sourceId: document.kind, row: document }]);
}
