import type { PageEnvelope } from '../../../contract/paging';
import type { RosterWire } from '../../../contract/rosters';
import type { SportWire } from '../../../contract/sports';
import { rosters } from '../../store/tables/people';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { OriginClient } from './origin-client';

/** A roster as the origin serves it, with its sport's origin id. */
export interface OriginRoster {
  sportId: number;
  wire: RosterWire;
}

type RosterInsert = Omit<typeof rosters.$inferInsert, 'id' | 'tenantId'>;

// The origin's largest page: a sport's rosters over the years come in few requests.
const PAGE = 100;

/** Every public roster of the origin's sports: GET /Rosters?sportId=, page by page. */
export async function readRosters(origin: OriginClient, sportList: readonly SportWire[]): Promise<OriginRoster[]> {
  const perSport = await Promise.all(
    sportList.map(async (sport) => {
      const out: OriginRoster[] = [];
      for (let page = 0; ; page += 1) {
        const answer = await origin.json<PageEnvelope<RosterWire>>(`/Rosters?sportId=${sport.id}&$pageSize=${PAGE}&$pageIndex=${page}`);
        out.push(...(answer?.items ?? []).map((wire) => ({ sportId: sport.id, wire })));
        if (!answer || page + 1 >= answer.pages) return out;
      }
    }),
  );
  return perSport.flat();
}

/** Writes the rosters themselves (season, titles, note); their players and staff hang off them. */
export async function importRosters(context: ImportContext, list: readonly OriginRoster[]): Promise<void> {
  const items: MappedItem<RosterInsert>[] = [];
  for (const { sportId: originSportId, wire } of list) {
    const sportId = localIdOf(context, 'sports', originSportId);
    if (sportId === null) continue;
    items.push({
      sourceId: String(wire.id),
      row: {
        sportId,
        seasonId: localIdOf(context, 'seasons', wire.season.id),
        seasonTitle: wire.season.title,
        year: wire.year ?? Number(wire.season.title.slice(0, 4)),
        isCurrent: wire.isCurrent ?? false,
        displayTitle: wire.displayTitle,
        note: wire.note ?? '',
        startDate: new Date(wire.season.startDate),
        ...(wire.season.created ? { createdAt: new Date(wire.season.created) } : {}),
      },
    });
  }
  await writeResource(context, tableWriter<RosterInsert>(context, 'rosters', 'roster', rosters), items);
}
