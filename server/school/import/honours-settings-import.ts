import { sql } from 'drizzle-orm';
import { honoursSettings } from '../../store/tables/honours';
import { writeResource, type ImportContext, type ResourceWriter } from './import-writer';

export interface HonoursDocument {
  kind: string;
  body: unknown;
}

/** A settings document of an honours feature is one row per school and kind: written in place, its mapping keyed by the kind. */
function honoursSettingsWriter(context: ImportContext): ResourceWriter<HonoursDocument> {
  const upsert: ResourceWriter<HonoursDocument>['insert'] = async (tx, row) => {
    await tx
      .insert(honoursSettings)
      .values({ tenantId: context.tenantId, kind: row.kind, body: row.body })
      .onConflictDoUpdate({ target: [honoursSettings.tenantId, honoursSettings.kind], set: { body: sql`excluded.body` } });
    return context.tenantId;
  };
  return { resource: 'honours-settings', kind: 'settings', insert: upsert, update: (tx, _id, row) => upsert(tx, row).then(() => undefined) };
}

/** Writes one honours settings document ('related-videos', 'publications', ...). */
export async function writeHonoursSettings(context: ImportContext, document: HonoursDocument): Promise<void> {
  await writeResource(context, honoursSettingsWriter(context), [{ sourceId: document.kind, row: document }]);
}
