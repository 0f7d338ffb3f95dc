import type { AwardWire } from '../../../contract/awards';
import { awards, awardTypes } from '../../store/tables/honours-awards';
import { readPages, utcDate } from './honours-read';
import type { ImportReport } from './import-report';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';

type TypeInsert = Omit<typeof awardTypes.$inferInsert, 'id' | 'tenantId'>;
type AwardInsert = Omit<typeof awards.$inferInsert, 'id' | 'tenantId'>;

interface AwardTypeWire {
  id: number;
  title: string;
  display: string;
}

/** The award types (GET /Awards/types, in rank order), then every award (GET /Awards, every page, expired too). */
export async function importAwards(context: ImportContext, origin: OriginClient, names: MediaNames, report: ImportReport): Promise<void> {
  const [types, list] = await Promise.all([origin.json<AwardTypeWire[]>('/Awards/types'), readPages<AwardWire>(origin, '/Awards')]);
  const typeItems: MappedItem<TypeInsert>[] = (types ?? []).map((wire, rank) => ({ sourceId: String(wire.id), row: { title: wire.title, display: wire.display, rank } }));
  await writeResource(context, tableWriter<TypeInsert>(context, 'award-types', 'award-type', awardTypes), typeItems);

  const items: MappedItem<AwardInsert>[] = [];
  for (const wire of names.rewrite(list)) {
    const awardTypeId = localIdOf(context, 'award-types', wire.aowTypeId);
    const sportId = localIdOf(context, 'sports', wire.sport.id);
    if (awardTypeId === null || sportId === null) {
      report.refuse('awards', String(wire.id), awardTypeId === null ? `Its award type ${wire.aowTypeId} is not in GET /Awards/types` : `Its sport ${wire.sport.id} is not in GET /Sports`);
      continue;
    }
    items.push({
      sourceId: String(wire.id),
      row: {
        awardTypeId,
        sportId,
        // The athlete as people imports them ('players', 'roster-players'). Until those are in, the player is 0 (the
        // column may not be empty and has no foreign key) and the roster entry null: a rerun after them fills both.
        playerId: localIdOf(context, 'players', wire.playerId) ?? 0,
        rosterPlayerId: localIdOf(context, 'roster-players', wire.rosterPlayerId),
        firstName: wire.firstName,
        lastName: wire.lastName,
        gender: wire.gender ?? null,
        homeTown: wire.homeTown,
        highSchool: wire.highSchool,
        major: typeof wire.major === 'string' ? wire.major : null,
        positionLong: wire.positionLong,
        positionShort: wire.positionShort,
        academicYear: wire.academicYear,
        academicYearFull: wire.academicYearFull,
        jerseyNumber: wire.jerseyNumber ?? null,
        shortHighlights: wire.shortHighlights,
        highlights: wire.highlights,
        imageUrl: wire.image.url,
        date: utcDate(wire.date),
        // '' on the wire is an award that does not lapse.
        expires: wire.aowExpires ? utcDate(wire.aowExpires) : null,
      },
    });
  }
  await writeResource(context, tableWriter<AwardInsert>(context, 'awards', 'award', awards), items);
}
