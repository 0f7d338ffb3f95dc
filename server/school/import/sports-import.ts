import type { SeasonWire } from '../../../contract/seasons';
import type { SportWire } from '../../../contract/sports';
import { sports } from '../../store/tables/foundation';
import { seasons } from '../../store/tables/schedule';
import type { MediaNames } from './media-import';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { OriginClient } from './origin-client';

type SportInsert = Omit<typeof sports.$inferInsert, 'id' | 'tenantId'>;
type SeasonInsert = Omit<typeof seasons.$inferInsert, 'id' | 'tenantId'>;

interface RelatedSeason {
  seasonTitle: string;
  scheduleId: number;
  isCurrent: boolean;
}

/** A season as the origin lists it, with the sport it belongs to (origin ids). */
export interface OriginSeason {
  id: number;
  sportId: number;
  title: string;
  year: number;
  isCurrent: boolean;
  /** Only the current (or latest) season's is served: the others take their first game's day. */
  startDate: string | null;
  created: string | null;
}

function toSportRow(context: ImportContext, wire: SportWire): SportInsert {
  return {
    title: wire.title,
    abbrev: wire.abbrev,
    shortName: wire.shortName,
    shortDisplay: wire.shortDisplay,
    globalSportId: wire.globalSportId,
    globalSportShortName: wire.globalSportShortName,
    globalSportNameSlug: wire.globalSportNameSlug,
    gender: wire.globalSportGender,
    nonSport: wire.nonSport,
    appPriority: wire.appPriority,
    facebookPage: wire.facebookPage,
    twitterName: wire.twitterName,
    instagramName: wire.instagramName,
    pinterestName: wire.pinterestName,
    youtubeName: wire.youtubeName,
    ticketsLink: wire.ticketsLink,
    displayOpponentHistory: wire.displayOpponentHistory,
    usesPoints: wire.usesPoints,
    hasDoubleHeader: wire.hasDoubleHeader,
    defaultLocation: wire.defaultLocation,
    conferenceDisplay: wire.conferenceDisplay,
    // Seasons come after sports: on the first pass these are null, the second pass (after seasons) fills them.
    seasonId: localIdOf(context, 'seasons', wire.seasonId),
    scheduleId: localIdOf(context, 'seasons', wire.scheduleId),
    conferenceId: localIdOf(context, 'conferences', wire.conferenceId),
    rosterId: null,
    createdAt: new Date(wire.created),
  };
}


/** GET /Sports, written; returns the origin's sports for the next resources. */
export async function importSports(context: ImportContext, origin: OriginClient, names: MediaNames, options: { count?: boolean } = {}): Promise<SportWire[]> {
  const list = names.rewrite((await origin.json<SportWire[]>('/Sports')) ?? []);
  const items: MappedItem<SportInsert>[] = list.map((wire) => ({ sourceId: String(wire.id), row: toSportRow(context, wire) }));
  await writeResource(context, tableWriter<SportInsert>(context, 'sports', 'sport', sports), items, options);
  return list;
}

/** A sport's seasons at the origin: /Season/{sportId}/related, and /Season?sportId for the current one's dates. */
export async function readSeasons(origin: OriginClient, sportList: readonly SportWire[]): Promise<OriginSeason[]> {
  const perSport = await Promise.all(
    sportList.map(async (sport) => {
      const [related, current] = await Promise.all([origin.json<RelatedSeason[]>(`/Season/${sport.id}/related`), origin.json<SeasonWire>(`/Season?sportId=${sport.id}`)]);
      return (related ?? []).map(
        (season): OriginSeason => ({
          id: season.scheduleId,
          sportId: sport.id,
          title: season.seasonTitle,
          year: Number(season.seasonTitle.slice(0, 4)),
          isCurrent: season.isCurrent,
          startDate: current?.id === season.scheduleId ? current.startDate : null,
          created: current?.id === season.scheduleId ? (current.created ?? null) : null,
        }),
      );
    }),
  );
  return perSport.flat();
}

/** Writes the seasons; `firstDay` gives a season's first game day when the origin does not serve its start. */
export async function writeSeasons(context: ImportContext, list: readonly OriginSeason[], firstDay: (season: OriginSeason) => string): Promise<void> {
  const items: MappedItem<SeasonInsert>[] = [];
  for (const season of list) {
    const sportId = localIdOf(context, 'sports', season.sportId);
    if (sportId === null) continue;
    const startDate = new Date(season.startDate ?? firstDay(season));
    items.push({
      sourceId: String(season.id),
      row: { sportId, title: season.title, year: season.year, isCurrent: season.isCurrent, startDate, ...(season.created ? { createdAt: new Date(season.created) } : {}) },
    });
  }
  await writeResource(context, tableWriter<SeasonInsert>(context, 'seasons', 'season', seasons), items);
}
