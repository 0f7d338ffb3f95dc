import type { Game, GameResult, LineScore } from '../../core/games/game';
import { isGameState } from '../../core/games/game-state';
import { gameStateLabel } from '../../core/games/game-state-label';
import { schoolIsHome } from '../../core/games/live-event-item';
import type { GameRecord } from './game-query';
import type { GameStories } from './game-stories';

/** A game as the site's rules see it (core's Game), carrying the stored record it came from. */
export type GameView = Game & { record: GameRecord; stories: GameStories };

/** '2026-10-04 10:00:00' (the stored local time) → '2026-10-04T10:00:00' (v2-reference 1.5). */
export function localIso(stamp: string | null | undefined): string | null {
  if (!stamp) return null;
  return stamp.replace(' ', 'T').slice(0, 19);
}

/** The local calendar day 'YYYY-MM-DD' of a stored local time. */
export function localDay(stamp: string): string {
  return stamp.slice(0, 10);
}

/** An instant as 'YYYY-MM-DDTHH:mm:ssZ'. */
export function utcIso(date: Date | null | undefined): string | null {
  return date ? `${date.toISOString().slice(0, 19)}Z` : null;
}

/** The name a game is listed under: a meet's own name, else the opponent's. */
export function opponentTitle(record: GameRecord): string {
  return record.game.eventTitle ?? record.opponent?.title ?? 'TBA';
}

/** 'at' for away games, 'vs' at home and at neutral sites. */
export function atVs(locationIndicator: string): 'at' | 'vs' {
  return locationIndicator === 'A' ? 'at' : 'vs';
}

/** spec 2 route box_score: /sports/{globalSportNameSlug}/stats/{season}/{oppSlug}/boxscore/{gameId}. */
export function boxscoreUrl(record: GameRecord): string | null {
  const { game, sport, season, opponent } = record;
  if (game.resultStatus === null || game.resultStatus === '') return null;
  return `/sports/${sport.globalSportNameSlug}/stats/${season.title}/${opponent?.slug ?? 'opponent'}/boxscore/${game.id}`;
}

export function scheduleUrl(record: GameRecord): string {
  return `/sports/${record.sport.globalSportNameSlug}/schedule/${record.season.title}`;
}

function lineScores(record: GameRecord): LineScore[] {
  const line = record.game.lineScores;
  if (!line) return [];
  return line.periods.map((period, index) => ({ period, team_score: line.team[index] ?? '', opponent_score: line.opponent[index] ?? '' }));
}

function result(record: GameRecord, stories: GameStories): GameResult | null {
  const { game } = record;
  if (game.resultStatus === null) return null;
  return {
    status: game.resultStatus,
    team_score: game.teamScore,
    opponent_score: game.opponentScore,
    prescore: game.prescore,
    postscore: game.postscore,
    boxscore: boxscoreUrl(record),
    recap: stories.recap ? { title: stories.recap.title, url: stories.recap.url } : null,
    line_scores: lineScores(record),
  };
}

/** The spec 3 Game of a stored game, with the record kept beside it for the wire shapes. */
export function toGameView(record: GameRecord, stories: GameStories = {}): GameView {
  const { game, opponent, conference, tournament } = record;
  return {
    id: game.id,
    date: localIso(game.localDate)!,
    date_utc: utcIso(game.date),
    end_date: localIso(game.localEndDate),
    end_date_utc: utcIso(game.endDate),
    time: game.time,
    doubleheader: game.doubleheader,
    all_day: game.allDay,
    tbd: game.tbd,
    team_prefix: game.teamPrefix,
    status: game.status,
    type: game.type,
    location_indicator: game.locationIndicator as Game['location_indicator'],
    location: game.location,
    conference: game.conference && conference ? { title: conference.title, abbreviation: conference.abbreviation, logo: conference.logo } : null,
    tournament: tournament?.title ?? game.tournament,
    opponent: {
      id: opponent?.id ?? 0,
      title: opponentTitle(record),
      prefix: game.opponentPrefix,
      image: opponent?.logo ?? null,
      website: opponent?.website ?? null,
      mascot: opponent?.mascot ?? null,
    },
    media: {
      audio: game.audioUrl,
      video: game.videoUrl,
      stats: game.statsUrl,
      tickets: game.ticketsUrl,
      tv: game.tv,
      radio: game.radio,
      custom1: game.custom1,
      custom2: game.custom2,
      custom3: game.custom3,
      game_note: game.gameNote,
      promotion_name: game.promotionName,
      game_files: game.gameFiles,
    },
    result: result(record, stories),
    pregame_story_id: game.pregameStoryId ?? stories.preview?.id ?? null,
    postgame_story_id: game.postgameStoryId ?? stories.recap?.id ?? null,
    game_state: isGameState(game.gameState) ? game.gameState : null,
    game_state_display: gameStateLabel(game.gameState),
    game_center_enabled: game.gameCenterEnabled,
    event_image: game.eventImage,
    ticket_link: game.ticketsUrl,
    game_links: game.gameLinks,
    galleries: [],
    record,
    stories,
  };
}

/** spec 3: the school is the away team when the location indicator is A, otherwise home. */
export function schoolHomeSide(view: Pick<Game, 'location_indicator'>): boolean {
  return schoolIsHome(view.location_indicator);
}
