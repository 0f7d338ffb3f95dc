import type { EventsResultWire, LineScoresWire } from '../../contract/events-results';
import type { GameRecord } from './game-query';
import { atVs, scheduleUrl, schoolHomeSide, type GameView } from './game-view';
import { gameSynonymOf } from './game-synonym';

function lineScoresWire(view: GameView, schoolName: string, schoolShort: string): LineScoresWire | null {
  const line = view.record.game.lineScores;
  if (!line || !view.result) return null;
  const home = schoolHomeSide(view);
  const opponent = view.record.opponent;
  const opponentFull = view.opponent.title;
  const opponentShort = opponent?.shortTitle ?? view.opponent.title;
  const winner = view.result.status === 'W' ? (home ? 'home' : 'away') : view.result.status === 'L' ? (home ? 'away' : 'home') : 'tie';
  return {
    game_winner: winner,
    this_team_is_home_team: home,
    home_full_name: home ? schoolName : opponentFull,
    home_short_name: home ? schoolShort : opponentShort,
    away_full_name: home ? opponentFull : schoolName,
    away_short_name: home ? opponentShort : schoolShort,
    period_label: line.label,
    periods: line.periods,
    period_home_score: home ? line.team : line.opponent,
    period_away_score: home ? line.opponent : line.team,
  };
}

export function eventSport(record: GameRecord): EventsResultWire['sport'] {
  const { sport } = record;
  return {
    nonSport: sport.nonSport,
    atVs: true,
    gameSynonym: gameSynonymOf(sport.globalSportShortName),
    globalSportShortName: sport.globalSportShortName ?? '',
    shortTitle: sport.shortDisplay,
    scheduleId: record.season.id,
    abbrev: sport.abbrev ?? '',
    shortDisplay: sport.shortDisplay,
    shortName: sport.shortName,
    globalSportId: sport.globalSportId,
    globalSportNameSlug: sport.globalSportNameSlug,
    globalSportGender: sport.gender ?? '',
    id: sport.id,
    title: sport.title,
  };
}

/** The EventsResults item (v2-reference 10) of a game. */
export function toEventsResultWire(view: GameView, school: { name: string; shortName: string }): EventsResultWire {
  const { record } = view;
  const { game, opponent } = record;
  const recap = view.stories.recap ?? view.stories.preview;
  return {
    id: view.id,
    gameId: view.id,
    gamePregameStoryId: view.pregame_story_id,
    gamePostgameStoryId: view.postgame_story_id,
    date: view.date,
    gameDate: view.date,
    endDate: view.end_date,
    dateUtc: view.date_utc,
    endDateUtc: view.end_date_utc,
    time: view.time,
    isDoubleHeader: view.doubleheader,
    showAtVs: true,
    tbd: view.tbd,
    allDay: view.all_day,
    teamPrefix: view.team_prefix,
    status: view.status,
    locationIndicator: view.location_indicator,
    neutralHometeam: game.neutralHometeam,
    location: view.location,
    isConference: game.conference,
    conference: view.conference?.title ?? null,
    conferenceAbbrev: view.conference?.abbreviation ?? null,
    conferenceLogo: view.conference?.logo ?? null,
    isSpotlight: game.isSpotlight,
    type: view.type,
    tournament: view.tournament,
    ticketLink: view.ticket_link,
    sport: eventSport(record),
    schedule: { id: record.season.id, title: `${record.season.title} ${record.sport.title} Schedule`, url: scheduleUrl(record) },
    opponent: { id: view.opponent.id, title: view.opponent.title, image: view.opponent.image, prefix: view.opponent.prefix, name: opponent?.shortTitle ?? view.opponent.title },
    media: {
      video: game.videoUrl,
      videoText: game.streamProvider ? `Watch on ${game.streamProvider}` : null,
      audio: game.audioUrl,
      audioText: game.audioUrl ? 'Listen' : null,
      stats: game.statsUrl,
      tickets: game.ticketsUrl,
      gameNote: game.gameNote,
      gamePromotionName: game.promotionName,
      tv: game.tv,
      tvImage: game.tvImage,
      tvImageLink: null,
      radio: game.radio,
      custom1: game.custom1,
      custom2: game.custom2,
      custom3: game.custom3,
      gameFiles: game.gameFiles.map((file) => ({ cssClass: null, title: file.title, url: file.url })),
      program: null,
      programText: null,
      streamingProvider: game.streamProvider,
    },
    story: recap ? { id: recap.id, title: recap.title, url: recap.url, relativeImageSource: recap.imagePath, absoluteImageSource: recap.imagePath, date: recap.postDate } : null,
    result: view.result
      ? {
          status: view.result.status,
          teamScore: view.result.team_score,
          opponentScore: view.result.opponent_score,
          preScore: view.result.prescore,
          postScore: view.result.postscore,
          boxScore: view.result.boxscore,
          gameId: view.id,
          lineScores: lineScoresWire(view, school.name, school.shortName),
        }
      : null,
    gameFacility: game.facility ? { id: null, title: game.facility, url: null } : null,
    promotion: { name: game.promotionName, link: game.promotionLink, image: null, caption: null, altText: null },
    eventImage: { image: view.event_image, altText: view.event_image ? `${record.sport.title} ${atVs(view.location_indicator)} ${view.opponent.title}` : null, caption: null, link: null },
    gameState: view.game_state,
    gameStateDisplay: view.game_state_display,
  };
}
