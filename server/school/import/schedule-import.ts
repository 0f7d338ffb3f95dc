import type { SportWire } from '../../../contract/sports';
import { slugify } from '../../api/editorial-format';
import { conferences, games, opponents, tournaments } from '../../store/tables/schedule';
import type { ImportReport } from './import-report';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { OriginClient } from './origin-client';
import type { GameDetails } from './game-details-read';
import { boxscoreParts, type OriginGame } from './schedule-read';

const orNull = (value: string | null | undefined): string | null => (value === '' || value === undefined ? null : value);

/** A sport's conference, as its conference games name it (title, abbreviation, logo). */
export async function importConferences(context: ImportContext, sportList: readonly SportWire[], gameList: readonly OriginGame[]): Promise<void> {
  const items = new Map<string, MappedItem<{ title: string; abbreviation: string; logo: string | null }>>();
  for (const sport of sportList) {
    if (sport.conferenceId === null || items.has(String(sport.conferenceId))) continue;
    const game = gameList.find((g) => g.sportId === sport.id && g.wire.conferenceTitle);
    if (game) items.set(String(sport.conferenceId), { sourceId: String(sport.conferenceId), row: { title: game.wire.conferenceTitle!, abbreviation: game.wire.conferenceAbbrev ?? '', logo: game.wire.conferenceLogo } });
  }
  await writeResource(context, tableWriter(context, 'conferences', 'conference', conferences), [...items.values()]);
}

/** The opponents the games name, with the short title and name the opponent filter lists. */
export async function importOpponents(context: ImportContext, origin: OriginClient, gameList: readonly OriginGame[]): Promise<Map<number, string>> {
  const filters = (await origin.json<{ value: number; name: string; statTitle: string }[]>('/OpponentHistory/filters/opponents')) ?? [];
  const named = new Map(filters.map((f) => [f.value, f]));
  const items = new Map<number, MappedItem<typeof opponents.$inferInsert extends infer R ? Omit<R, 'id' | 'tenantId'> : never>>();
  for (const { wire } of gameList) {
    const { opponent } = wire;
    if (opponent.id === 0) continue;
    const listed = named.get(opponent.id);
    const slug = boxscoreParts(wire.result?.boxscore)?.opponentSlug;
    const known = items.get(opponent.id);
    if (known && (slug === undefined || known.row.slug === slug)) continue;
    const title = listed?.name ?? opponent.title;
    items.set(opponent.id, {
      sourceId: String(opponent.id),
      row: {
        title,
        shortTitle: listed?.statTitle ?? title,
        slug: slug ?? slugify(title),
        mascot: opponent.mascot,
        logo: orNull(opponent.image.fullpath),
        website: orNull(opponent.website),
        location: opponent.location,
        // Colours are not served by /api/v2: the platform's default is empty.
        primaryColor: '',
        secondaryColor: '',
        conference: opponent.conference,
      },
    });
  }
  await writeResource(context, tableWriter(context, 'opponents', 'opponent', opponents), [...items.values()]);
  return new Map([...items].map(([id, item]) => [id, item.row.title]));
}

export async function importTournaments(context: ImportContext, gameList: readonly OriginGame[]): Promise<void> {
  const items = new Map<number, MappedItem<{ title: string; website: string | null; color: string | null }>>();
  for (const { wire } of gameList) {
    const t = wire.tournament;
    if (t) items.set(t.id, { sourceId: String(t.id), row: { title: t.title, website: orNull(t.website), color: orNull(t.color) } });
  }
  await writeResource(context, tableWriter(context, 'tournaments', 'tournament', tournaments), [...items.values()]);
}

const localStamp = (iso: string | null): string | null => (iso ? iso.replace('T', ' ').slice(0, 19) : null);

function toGameRow(context: ImportContext, game: OriginGame, sportId: number, seasonId: number, opponentTitles: ReadonlyMap<number, string>): Omit<typeof games.$inferInsert, 'id' | 'tenantId'> {
  const { wire } = game;
  const opponentId = localIdOf(context, 'opponents', wire.opponent.id || null);
  const result = wire.result;
  const video = wire.media.video;
  return {
    sportId,
    seasonId,
    opponentId,
    // The listed name differs from the opponent's own: a meet's name (or a game without an opponent).
    eventTitle: opponentId === null ? (wire.opponent.title === 'TBA' ? null : wire.opponent.title) : wire.opponent.title === opponentTitles.get(wire.opponent.id) ? null : wire.opponent.title,
    date: new Date(wire.dateUtc),
    localDate: localStamp(wire.date)!,
    endDate: wire.endDateUtc ? new Date(wire.endDateUtc) : null,
    localEndDate: localStamp(wire.enddate),
    time: orNull(wire.time),
    tbd: wire.tbd,
    allDay: wire.allDay,
    doubleheader: wire.isADoubleheader,
    locationIndicator: wire.locationIndicator,
    location: orNull(wire.location),
    facility: wire.facility,
    neutralHometeam: wire.neutralHometeam ?? false,
    status: wire.status,
    type: wire.type,
    conference: wire.conference,
    tournament: wire.tournament?.title ?? null,
    tournamentId: localIdOf(context, 'tournaments', wire.tournament?.id),
    isSpotlight: wire.isSpotlight,
    teamPrefix: wire.gameTeamPrefix,
    opponentPrefix: orNull(wire.opponent.prefix),
    resultStatus: result?.status ?? null,
    teamScore: result ? orNull(result.teamScore) : null,
    opponentScore: result ? orNull(result.opponentScore) : null,
    prescore: result ? orNull(result.prescoreInfo) : null,
    postscore: result ? orNull(result.postscoreInfo) : null,
    gameState: wire.gameState ?? 0,
    noplayText: orNull(wire.noplayText),
    tv: orNull(wire.media.tv),
    tvImage: wire.media.tvImage,
    radio: orNull(wire.media.radio),
    videoUrl: video?.url ?? null,
    streamProvider: video?.title.startsWith('Watch on ') ? video.title.slice('Watch on '.length) : null,
    audioUrl: wire.media.audio?.url ?? null,
    statsUrl: wire.media.stats?.url ?? null,
    ticketsUrl: wire.media.tickets?.url ?? null,
    gameNote: wire.media.gameNote,
    promotionName: wire.gamePromotionText,
    promotionLink: orNull(wire.gamePromotionLink),
    gameFiles: wire.media.gamefiles.map((file) => ({ title: file.gamefileTitle, url: file.gamefileLink })),
    gameCenterEnabled: wire.gameCenterEnabled ?? false,
  };
}

/** The games with their results and details; one whose sport or season was not imported goes to the report. */
export async function importGames(context: ImportContext, gameList: readonly OriginGame[], opponentTitles: ReadonlyMap<number, string>, report: ImportReport, details: ReadonlyMap<number, GameDetails>): Promise<void> {
  const items: MappedItem<ReturnType<typeof toGameRow> & Partial<GameDetails>>[] = [];
  for (const game of gameList) {
    const sportId = localIdOf(context, 'sports', game.sportId);
    const seasonId = localIdOf(context, 'seasons', game.seasonId);
    if (sportId === null || seasonId === null) report.refuse('games', game.wire.id, 'Its sport or season was not imported');
    else items.push({ sourceId: String(game.wire.id), row: { ...toGameRow(context, game, sportId, seasonId, opponentTitles), ...details.get(game.wire.id) } });
  }
  await writeResource(context, tableWriter(context, 'games', 'game', games), items);
}

