import type { CalendarEventWire } from '../../contract/calendar';
import type { ScheduleGameWire, SportSummaryWire } from '../../contract/schedule';
import type { GameRecord, SportRow } from './game-query';
import { atVs, type GameView } from './game-view';

export function sportSummary(sport: SportRow): SportSummaryWire {
  return { id: sport.id, title: sport.title, abbreviation: sport.abbrev ?? '', shortname: sport.shortName, shortDisplay: sport.shortDisplay ?? sport.shortName, globalSportShortname: sport.globalSportShortName ?? '' };
}

/** v2-reference 8: the opponent's image object is always there; its members are '' without a logo. */
export function opponentImage(record: GameRecord) {
  const { opponent } = record;
  if (!opponent?.logo) return { fullpath: '', filename: '', path: '', title: opponent?.title ?? '', alt: '' };
  const slash = opponent.logo.lastIndexOf('/');
  return { fullpath: opponent.logo, filename: opponent.logo.slice(slash + 1), path: opponent.logo.slice(0, slash), title: opponent.title, alt: `${opponent.title} logo` };
}

/** v2-reference 8 `media.gamefiles[]`: each file names its schedule and game, and links to itself. */
export function gameFilesOf(record: GameRecord) {
  const { game } = record;
  return game.gameFiles.map((file, index) => ({ scheduleId: record.season.id, gameId: game.id, gamefileRank: index + 1, gamefileLink: file.url, gamefileTitle: file.title, gamefileClass: '' }));
}

const link = (title: string, url: string | null) => (url ? { title, url, label: title, cssClass: null } : null);
/** The calendar's links carry only title and url. */
const calendarLink = (title: string, url: string | null) => (url ? { title, url } : null);

/** The game's watch, listen, stats and ticket links, each drawn by the shape's own link. */
function watchLinks<Link>(game: GameRecord['game'], linkOf: (title: string, url: string | null) => Link) {
  return {
    video: linkOf(game.streamProvider ? `Watch on ${game.streamProvider}` : 'Watch', game.videoUrl),
    audio: linkOf('Listen', game.audioUrl),
    stats: linkOf('Live Stats', game.statsUrl),
    tickets: linkOf('Tickets', game.ticketsUrl),
  };
}

/** A played game's result in both shapes ('' for an unknown score); only the schedule game links its recap. */
function resultOf<Recap>(result: NonNullable<GameView['result']>, recap: Recap) {
  return {
    status: result.status,
    teamScore: result.team_score ?? '',
    opponentScore: result.opponent_score ?? '',
    prescoreInfo: result.prescore ?? '',
    postscoreInfo: result.postscore ?? '',
    boxscore: result.boxscore,
    recap,
  };
}

/** The schedule-game shape of a game (v2-reference 10 `ScheduleGames/{gameId}`; 8 `Stories/games`). */
export function toScheduleGameWire(view: GameView): ScheduleGameWire {
  const { record } = view;
  const { game, opponent, tournament } = record;
  return {
    id: view.id,
    date: view.date,
    enddate: view.end_date,
    dateUtc: view.date_utc!,
    endDateUtc: view.end_date_utc,
    time: view.time ?? '',
    conference: game.conference,
    conferenceTitle: view.conference?.title ?? null,
    conferenceAbbrev: view.conference?.abbreviation ?? null,
    conferenceLogo: view.conference?.logo ?? null,
    location: view.location ?? '',
    locationIndicator: view.location_indicator,
    neutralHometeam: game.neutralHometeam,
    atVs: atVs(view.location_indicator),
    status: view.status,
    noplayText: game.noplayText ?? '',
    type: view.type,
    gameTeamPrefix: view.team_prefix,
    gamePromotionText: game.promotionName,
    gamePromotionLink: game.promotionLink ?? '',
    promotionImageCaption: null,
    promotionImageLink: null,
    promotionImagePath: null,
    isADoubleheader: view.doubleheader,
    displayVsatIndicator: true,
    gameProgram: '',
    gameProgramLink: null,
    opponent: {
      id: view.opponent.id,
      title: view.opponent.title,
      prefix: view.opponent.prefix ?? '',
      website: view.opponent.website ?? '',
      websiteLabel: opponent ? `${opponent.title} Athletics` : '',
      location: opponent?.location ?? view.location ?? '',
      conference: opponent?.conference ?? false,
      mascot: view.opponent.mascot ?? '',
      image: opponentImage(record),
    },
    media: {
      tv: game.tv ?? '',
      tvImage: game.tvImage,
      tvImageLink: '',
      radio: game.radio ?? '',
      ...watchLinks(game, link),
      preview: view.stories.preview ? link('Preview', view.stories.preview.url) : null,
      gamefiles: gameFilesOf(record),
      customDisplayFields: [],
      gameNote: game.gameNote,
    },
    result: view.result ? resultOf(view.result, view.result.recap ? { ...view.result.recap, label: 'Recap', cssClass: null } : null) : null,
    facility: game.facility,
    tournament: tournament ? { id: tournament.id, title: tournament.title, website: tournament.website ?? '', color: tournament.color ?? '' } : null,
    galleries: [],
    previewStoryId: view.pregame_story_id,
    postStoryId: view.postgame_story_id,
    hasWePlayedMoments: false,
    ticketLink: view.ticket_link,
    gameScheduleInclude: true,
    gameCalendarExclude: false,
    allDay: view.all_day,
    tbd: view.tbd,
    isSpotlight: game.isSpotlight,
    sport: sportSummary(record.sport),
    gameState: view.game_state,
    gameStateDisplay: view.game_state_display,
    gameCenterEnabled: view.game_center_enabled,
  };
}

/** The calendar-event shape of a game (v2-reference 10 `Calendar/events`, `/month`, `/print`). */
export function toCalendarEventWire(view: GameView): CalendarEventWire {
  const { record } = view;
  const { game, opponent, tournament } = record;
  return {
    id: view.id,
    date: view.date,
    time: view.time ?? '',
    conference: game.conference,
    location: view.location ?? '',
    locationIndicator: view.location_indicator,
    showAtVs: true,
    atVs: atVs(view.location_indicator),
    status: view.status,
    noplayText: game.noplayText ?? '',
    type: view.type,
    promotion: game.promotionName ? { name: game.promotionName, link: game.promotionLink ?? '' } : null,
    isADoubleheader: view.doubleheader,
    sport: sportSummary(record.sport),
    opponent: {
      id: view.opponent.id,
      title: view.opponent.title,
      prefix: view.opponent.prefix ?? '',
      website: view.opponent.website ?? '',
      location: opponent?.location ?? view.location ?? '',
      conference: opponent?.conference ?? false,
      mascot: view.opponent.mascot ?? '',
      image: opponentImage(record),
    },
    media: {
      tvImageLink: null,
      tvImage: game.tvImage,
      tv: game.tv ?? '',
      radio: game.radio ?? '',
      ...watchLinks(game, calendarLink),
      preview: null,
      gamefiles: gameFilesOf(record),
      customDisplayFields: [],
    },
    result: view.result ? resultOf(view.result, null) : null,
    facility: game.facility ? { id: null, title: game.facility, url: '' } : null,
    tournament: tournament ? { id: tournament.id, title: tournament.title, website: tournament.website ?? '' } : null,
    gamelinks: game.gameLinks,
  };
}
