import type { PublicationsSettingsWire, PublicationsWire } from '../../../contract/publications';
import { publications } from '../../store/tables/honours';
import { writeHonoursSettings } from './honours-settings-import';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';

type PublicationInsert = Omit<typeof publications.$inferInsert, 'id' | 'tenantId'>;

/**
 * Media guides and game programs (/Publications; a 404 means the school has none) and the page heading
 * (/Publications/settings). Written in the order of their origin ids, the list's tie-break.
 */
export async function importPublications(context: ImportContext, origin: OriginClient, names: MediaNames): Promise<void> {
  const settings = names.rewrite(await origin.json<PublicationsSettingsWire>('/Publications/settings'));
  if (settings) await writeHonoursSettings(context, { kind: 'publications', body: settings });
  const answer = names.rewrite(await origin.json<PublicationsWire>('/Publications'));
  const list = [...(answer?.publications ?? [])].sort((a, b) => Number(a.id) - Number(b.id));
  const items = list.map(
    (wire): MappedItem<PublicationInsert> => ({
      sourceId: wire.id,
      row: {
        slug: wire.slug ?? wire.file.slug,
        title: wire.title,
        description: wire.description,
        kind: wire.kind ?? 'media-guide',
        season: wire.season ?? '',
        sportId: localIdOf(context, 'sports', wire.sport?.id),
        fileUrl: wire.file.url,
        coverUrl: wire.image,
        createdOn: new Date(wire.created_on),
        updatedOn: new Date(wire.updated_on),
      },
    }),
  );
  await writeResource(context, tableWriter<PublicationInsert>(context, 'publications', 'publication', publications), items);
}
