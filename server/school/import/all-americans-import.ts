import { slugify } from '../../../core/honours/slug';
import type { AllAmericansWire } from '../../../contract/all-americans';
import { allAmericans } from '../../store/tables/honours-awards';
import type { ImportReport } from './import-report';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';

type AllAmericanInsert = Omit<typeof allAmericans.$inferInsert, 'id' | 'tenantId'>;

/** GET /AllAmerican: every selection in one answer (no paging); a school without the feature answers 404. */
export async function importAllAmericans(context: ImportContext, origin: OriginClient, names: MediaNames, report: ImportReport): Promise<void> {
  const answer = names.rewrite(await origin.json<AllAmericansWire>('/AllAmerican'));
  const items: MappedItem<AllAmericanInsert>[] = [];
  // In list order (year, last name, then id): our ids rise in the same order, so ties list alike.
  for (const wire of answer?.members ?? []) {
    const sportId = localIdOf(context, 'sports', wire.sport.id);
    if (sportId === null) {
      report.refuse('all-americans', String(wire.id), `Its sport ${wire.sport.id} is not in GET /Sports`);
      continue;
    }
    items.push({
      sourceId: String(wire.id),
      row: {
        sportId,
        // Players come before honours (import-school.ts): null only for an athlete on no roster the origin lists.
        playerId: localIdOf(context, 'players', wire.playerId),
        rosterPlayerId: localIdOf(context, 'roster-players', wire.rosterPlayerId),
        // Not on the wire (the page is /all-americans/{id}): the name's slug, as the studio makes it.
        slug: slugify(`${wire.firstName} ${wire.lastName}`),
        firstName: wire.firstName,
        lastName: wire.lastName,
        year: wire.year,
        team: wire.team,
        selector: wire.selector,
        position: wire.position,
        hometown: wire.hometown,
        classYear: wire.classYear,
        bio: wire.bio,
        imageUrl: wire.image?.url ?? '',
      },
    });
  }
  await writeResource(context, tableWriter<AllAmericanInsert>(context, 'all-americans', 'all-american', allAmericans), items);
}
