import type { FacilityWire } from '../../../contract/facilities';
import { facilities } from '../../store/tables/honours';
import { readPages, sportIdsOf, slugOfPath } from './honours-read';
import { tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';

type FacilityInsert = Omit<typeof facilities.$inferInsert, 'id' | 'tenantId'>;

/** GET /Facilities, every page: each item carries all a facility's page shows (its /Facilities/{id} is the same). */
export async function importFacilities(context: ImportContext, origin: OriginClient, names: MediaNames): Promise<void> {
  const list = names.rewrite(await readPages<FacilityWire>(origin, '/Facilities'));
  const items: MappedItem<FacilityInsert>[] = list.map((wire, index) => ({
    sourceId: String(wire.id),
    row: {
      slug: wire.slug ?? slugOfPath(wire.url),
      title: wire.title,
      teaser: wire.teaser,
      location: wire.location,
      address: wire.address ?? '',
      description: wire.description,
      kind: wire.kind ?? '',
      capacity: wire.capacity ?? null,
      openedYear: wire.openedYear ?? null,
      surface: wire.surface ?? null,
      featured: wire.featured,
      // The list is in rank order (then id): its position is the rank, so our list keeps the order.
      rank: index,
      images: wire.images.map((image) => ({ url: image.url, alt: image.alt })),
      sportIds: sportIdsOf(context, wire.sports),
    },
  }));
  await writeResource(context, tableWriter<FacilityInsert>(context, 'facilities', 'facility', facilities), items);
}
