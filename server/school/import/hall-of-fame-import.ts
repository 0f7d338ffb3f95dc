import { slugify } from '../../../core/honours/slug';
import type { GroupingWire, HallOfFameWire } from '../../../contract/hall-of-fame';
import { hofGroupings, hofInductees } from '../../store/tables/honours-awards';
import { slugOfPath } from './honours-read';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';

type GroupingInsert = Omit<typeof hofGroupings.$inferInsert, 'id' | 'tenantId'>;
type InducteeInsert = Omit<typeof hofInductees.$inferInsert, 'id' | 'tenantId'>;

/** The groupings (GET /HallOfFame/grouping, in rank order), then the members (GET /HallOfFame, all in one answer). */
export async function importHallOfFame(context: ImportContext, origin: OriginClient, names: MediaNames): Promise<void> {
  const [groupings, answer] = await Promise.all([origin.json<GroupingWire[]>('/HallOfFame/grouping'), origin.json<HallOfFameWire>('/HallOfFame')]);
  const groupingItems: MappedItem<GroupingInsert>[] = (groupings ?? []).map((wire, rank) => ({ sourceId: String(wire.value), row: { slug: wire.slug, name: wire.name, statTitle: wire.statTitle, rank } }));
  await writeResource(context, tableWriter<GroupingInsert>(context, 'hof-groupings', 'hof-grouping', hofGroupings), groupingItems);

  // In list order (last name, first name, then id): our ids rise in the same order, so namesakes list alike.
  const items: MappedItem<InducteeInsert>[] = names.rewrite(answer?.members ?? []).map((wire) => ({
    sourceId: String(wire.id),
    row: {
      slug: wire.slug ?? (wire.url ? slugOfPath(wire.url) : slugify(`${wire.firstName} ${wire.lastName}`)),
      firstName: wire.firstName,
      lastName: wire.lastName,
      inductionYear: wire.inductionYear,
      classYear: wire.classYear ?? null,
      // Sport titles as inducted stay as they are; the ids of the sports we have are mapped (others dropped).
      sports: wire.sports,
      sportIds: (wire.sportIds ?? []).flatMap((id) => {
        const local = localIdOf(context, 'sports', id);
        return local === null ? [] : [local];
      }),
      role: wire.role ?? '',
      yearsActive: wire.yearsActive ?? '',
      hometown: wire.hometown ?? '',
      teaser: wire.teaser ?? '',
      bio: wire.bio,
      imageUrl: wire.image?.url ?? '',
      twitter: wire.social.twitter ?? null,
    },
  }));
  await writeResource(context, tableWriter<InducteeInsert>(context, 'hof-inductees', 'hof-inductee', hofInductees), items);
}
