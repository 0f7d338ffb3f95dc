import type { DocumentDetailWire, DocumentWire } from '../../../contract/documents';
import { documents } from '../../store/tables/editorial';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';
import { mediaPathOf, readPages } from './stories-import';

type DocumentRow = Omit<typeof documents.$inferInsert, 'id' | 'tenantId'>;

const utc = (text: string) => new Date(`${text}Z`);

/**
 * The public documents: GET /Documents (paged) and each GET /Documents/{id} for its HTML. A file's download url
 * names its media path (fetched with the rest); a page's is /documents/{path}. Hidden and access-code documents
 * are not public: the import cannot see them.
 */
export async function importDocuments(context: ImportContext, origin: OriginClient, names: MediaNames, mediaPrefixes: readonly string[]): Promise<void> {
  const list = names.rewrite(await readPages<DocumentWire>(origin, '/Documents'));
  const details = names.rewrite(await Promise.all(list.map((wire) => origin.json<DocumentDetailWire>(`/Documents/${wire.documentId}`))));
  const items: MappedItem<DocumentRow>[] = list.map((wire, index) => {
    const filePath = wire.downloadUrl === `/documents/${wire.documentPath}` ? null : mediaPathOf(mediaPrefixes, wire.downloadUrl);
    return {
      sourceId: String(wire.documentId),
      row: {
        title: wire.documentTitle,
        path: wire.documentPath,
        documentType: wire.documentType,
        description: wire.metadataDescription,
        contentHtml: details[index]?.content ?? null,
        filePath,
        sportIds: wire.sportIds.flatMap((id) => localIdOf(context, 'sports', id) ?? []),
        unavailableAccessibility: wire.unavailableAccessibility,
        createdAt: utc(wire.createdAt),
        updatedAt: utc(wire.lastUpdated),
      },
    };
  });
  await writeResource(context, tableWriter<DocumentRow>(context, 'documents', 'document', documents), items);
}
