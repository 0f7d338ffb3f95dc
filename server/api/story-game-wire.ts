import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { StoryGameWire } from '../../contract/stories';
import type { Db } from '../store/database';
import { stories, storyGames } from '../store/tables/editorial';
import { sports } from '../store/tables/foundation';
import { games, opponents, seasons, tournaments } from '../store/tables/schedule';
import { slugify, storyUrl, wireDateTime } from './editorial-format';

/**
 * Game objects inside stories, in the `GET /ScheduleGames/{gameId}` shape (v2-reference 8 `games[]`).
 * The preview and recap story ids come from `story_games`, which editorial owns.
 */

const gameColumns = {
  game: games,
  opponent: opponents,
  tournament: tournaments,
  seasonTitle: seasons.title,
  sport: { id: sports.id, title: sports.title, abbrev: sports.abbrev, shortName: sports.shortName, shortDisplay: sports.shortDisplay, slug: sports.globalSportNameSlug },
};

type GameRow = {
  game: typeof games.$inferSelect;
  opponent: typeof opponents.$inferSelect | null;
  tournament: typeof tournaments.$inferSelect | null;
  seasonTitle: string | null;
  sport: { id: number; title: string; abbrev: string | null; shortName: string; shortDisplay: string | null; slug: string };
};

/** The preview and recap story of each game, with what their urls need. */
type GameStories = Map<number, { preview?: StoryRef; recap?: StoryRef }>;
interface StoryRef {
  id: number;
  title: string;
  postDate: Date;
  filename: string;
}

const localToWire = (local: string | null) => (local ? local.replace(' ', 'T').slice(0, 19) : null);
const link = (title: string, url: string, label = title) => ({ title, url, label, cssClass: null });

function toGameWire(row: GameRow, linked: { preview?: StoryRef; recap?: StoryRef } | undefined): StoryGameWire {
  const { game, opponent, tournament, sport } = row;
  const hasResult = game.resultStatus !== null;
  const opponentSlug = opponent ? opponent.slug : slugify(game.eventTitle ?? 'event');
  const boxscore = hasResult && row.seasonTitle ? `/sports/${sport.slug}/stats/${row.seasonTitle}/${opponentSlug}/boxscore/${game.id}` : null;
  const recap = linked?.recap;
  return {
    time: game.time ?? '',
    conference: game.conference,
    conferenceTitle: null,
    conferenceAbbrev: null,
    conferenceLogo: null,
    location: game.location ?? '',
    locationIndicator: game.locationIndicator,
    neutralHometeam: game.neutralHometeam,
    atVs: game.locationIndicator === 'A' ? 'at' : 'vs',
    status: game.status,
    noplayText: game.noplayText ?? '',
    type: game.type,
    gameTeamPrefix: game.teamPrefix,
    gamePromotionText: game.promotionName,
    gamePromotionLink: game.promotionLink ?? '',
    promotionImageCaption: null,
    promotionImageLink: null,
    promotionImagePath: null,
    isADoubleheader: game.doubleheader,
    displayVsatIndicator: true,
    gameProgram: '',
    gameProgramLink: null,
    opponent: {
      id: opponent?.id ?? 0,
      title: game.eventTitle ?? opponent?.title ?? 'TBA',
      prefix: game.opponentPrefix ?? '',
      website: opponent?.website ?? '',
      websiteLabel: opponent?.website ? `${opponent.title} Athletics` : '',
      location: opponent?.location ?? '',
      conference: opponent?.conference ?? false,
      mascot: opponent?.mascot ?? '',
      image: opponent?.logo
        ? { fullpath: opponent.logo, filename: opponent.logo.split('/').pop() ?? '', path: opponent.logo.slice(0, opponent.logo.lastIndexOf('/') + 1), title: opponent.title, alt: `${opponent.title} logo` }
        : { fullpath: '', filename: '', path: '', title: opponent?.title ?? '', alt: '' },
    },
    media: {
      tv: game.tv ?? '',
      tvImage: game.tvImage,
      tvImageLink: '',
      radio: game.radio ?? '',
      video: game.videoUrl ? link('Watch', game.videoUrl) : null,
      audio: game.audioUrl ? link('Listen', game.audioUrl) : null,
      stats: game.statsUrl ? link('Live Stats', game.statsUrl) : null,
      tickets: game.ticketsUrl ? link('Tickets', game.ticketsUrl) : null,
      preview: linked?.preview ? link('Preview', storyUrl(linked.preview.postDate, linked.preview.filename)) : null,
      gamefiles: game.gameFiles.map((file, index) => ({ scheduleId: game.seasonId, gameId: game.id, gamefileRank: index + 1, gamefileLink: file.url, gamefileTitle: file.title, gamefileClass: '' })),
      customDisplayFields: [],
      gameNote: game.gameNote,
    },
    result: game.resultStatus !== null
      ? {
          status: game.resultStatus,
          teamScore: game.teamScore ?? '',
          opponentScore: game.opponentScore ?? '',
          prescoreInfo: game.prescore ?? '',
          postscoreInfo: game.postscore ?? '',
          boxscore,
          recap: recap ? link('Recap', storyUrl(recap.postDate, recap.filename)) : null,
        }
      : null,
    facility: game.facility,
    tournament: tournament ? { id: tournament.id, title: tournament.title, website: tournament.website ?? '', color: tournament.color ?? '' } : null,
    galleries: [],
    previewStoryId: linked?.preview?.id ?? null,
    postStoryId: recap?.id ?? null,
    hasWePlayedMoments: false,
    ticketLink: game.ticketsUrl,
    gameScheduleInclude: true,
    gameCalendarExclude: false,
    allDay: game.allDay,
    tbd: game.tbd,
    isSpotlight: game.isSpotlight,
    dateUtc: game.date.toISOString(),
    endDateUtc: game.endDate ? game.endDate.toISOString() : null,
    id: game.id,
    date: localToWire(game.localDate) ?? wireDateTime(game.date),
    enddate: localToWire(game.localEndDate),
    sport: { id: sport.id, title: sport.title, abbreviation: sport.abbrev ?? '', shortname: sport.shortName, shortDisplay: sport.shortDisplay ?? sport.title, globalSportShortname: sport.shortName },
  };
}

function gameQuery(db: Db) {
  return db
    .select(gameColumns)
    .from(games)
    .innerJoin(sports, eq(sports.id, games.sportId))
    .leftJoin(opponents, eq(opponents.id, games.opponentId))
    .leftJoin(tournaments, eq(tournaments.id, games.tournamentId))
    .leftJoin(seasons, eq(seasons.id, games.seasonId));
}

/** The preview and recap stories linked to these games (scheduled or not: the link is the game's; never a hidden one). */
async function storiesOfGames(db: Db, tenantId: number, gameIds: number[]): Promise<GameStories> {
  const map: GameStories = new Map();
  if (gameIds.length === 0) return map;
  const rows = await db
    .select({ gameId: storyGames.gameId, kind: storyGames.kind, id: stories.id, title: stories.title, postDate: stories.postDate, filename: stories.filename })
    .from(storyGames)
    .innerJoin(stories, eq(stories.id, storyGames.storyId))
    .where(and(eq(storyGames.tenantId, tenantId), inArray(storyGames.gameId, gameIds), eq(stories.hidden, false)));
  for (const row of rows) {
    const entry = map.get(row.gameId) ?? {};
    if (row.kind === 'preview') entry.preview = row;
    if (row.kind === 'recap') entry.recap = row;
    map.set(row.gameId, entry);
  }
  return map;
}

/** The games of each story, in game order. */
export async function gamesOfStories(db: Db, tenantId: number, storyIds: number[]): Promise<Map<number, StoryGameWire[]>> {
  const result = new Map<number, StoryGameWire[]>(storyIds.map((id) => [id, []]));
  if (storyIds.length === 0) return result;
  const links = await db
    .select({ storyId: storyGames.storyId, gameId: storyGames.gameId })
    .from(storyGames)
    .where(and(eq(storyGames.tenantId, tenantId), inArray(storyGames.storyId, storyIds)));
  const gameIds = [...new Set(links.map((row) => row.gameId))];
  if (gameIds.length === 0) return result;
  const [rows, linked] = await Promise.all([
    gameQuery(db)
      .where(and(eq(games.tenantId, tenantId), inArray(games.id, gameIds)))
      .orderBy(asc(games.date), asc(games.id)),
    storiesOfGames(db, tenantId, gameIds),
  ]);
  const wires = new Map(rows.map((row) => [row.game.id, toGameWire(row, linked.get(row.game.id))]));
  for (const { storyId, gameId } of links) {
    const wire = wires.get(gameId);
    if (wire) result.get(storyId)?.push(wire);
  }
  for (const list of result.values()) list.sort((a, b) => a.dateUtc.localeCompare(b.dateUtc));
  return result;
}

/** The sport's next game that has not started by `now` and is not canceled, or undefined. */
export async function nextGameOfSport(db: Db, tenantId: number, sportId: number, now: Date): Promise<StoryGameWire | undefined> {
  const [row] = await gameQuery(db)
    .where(and(eq(games.tenantId, tenantId), eq(games.sportId, sportId), gte(games.date, now), ne(games.status, 'C')))
    .orderBy(asc(games.date), asc(games.id))
    .limit(1);
  if (!row) return undefined;
  const linked = await storiesOfGames(db, tenantId, [row.game.id]);
  return toGameWire(row, linked.get(row.game.id));
}

/** One game of the school in the `GET /ScheduleGames/{gameId}` shape (issue 46: a final score's mail links), or undefined. */
export async function gameWireById(db: Db, tenantId: number, gameId: number): Promise<StoryGameWire | undefined> {
  const [row] = await gameQuery(db).where(and(eq(games.tenantId, tenantId), eq(games.id, gameId)));
  if (!row) return undefined;
  const linked = await storiesOfGames(db, tenantId, [gameId]);
  return toGameWire(row, linked.get(gameId));
}
