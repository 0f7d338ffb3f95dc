import type { ScheduleGameWire } from '../../contract/schedule';
import type { Game, GameLink, LocationIndicator } from '../../core/games/game';
import { isGameState } from '../../core/games/game-state';
import type { GameCentreGame } from '../../core/live/game-centre-game';

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function link(value: { title: string; url: string } | null | undefined, fallbackTitle: string): GameLink | null {
  const url = text(value?.url);
  return url ? { title: text(value?.title) ?? fallbackTitle, url } : null;
}

function locationIndicator(value: string): LocationIndicator {
  return value === 'A' || value === 'N' ? value : 'H';
}

/** GET /ScheduleGames/{gameId} → spec 3 Game, with the parts the game centre shows beside it. */
export function toGameCentreGame(wire: ScheduleGameWire): GameCentreGame {
  const { media, result, opponent } = wire;
  const game: Game = {
    id: wire.id,
    date: wire.date,
    date_utc: wire.dateUtc,
    end_date: wire.enddate ?? null,
    end_date_utc: wire.endDateUtc ?? null,
    time: text(wire.time),
    doubleheader: wire.isADoubleheader,
    all_day: wire.allDay,
    tbd: wire.tbd,
    team_prefix: text(wire.gameTeamPrefix),
    status: wire.status,
    type: wire.type ?? '',
    location_indicator: locationIndicator(wire.locationIndicator),
    location: text(wire.location),
    conference: wire.conference && wire.conferenceTitle ? { title: wire.conferenceTitle, abbreviation: text(wire.conferenceAbbrev), logo: text(wire.conferenceLogo) } : null,
    tournament: text(wire.tournament?.title),
    opponent: {
      id: opponent.id,
      title: text(opponent.title) ?? 'TBA',
      prefix: text(opponent.prefix),
      image: text(opponent.image?.fullpath),
      website: text(opponent.website),
      mascot: text(opponent.mascot),
    },
    media: {
      audio: text(media.audio?.url),
      video: text(media.video?.url),
      stats: text(media.stats?.url),
      tickets: text(media.tickets?.url),
      tv: text(media.tv),
      radio: text(media.radio),
      custom1: null,
      custom2: null,
      custom3: null,
      game_note: text(media.gameNote),
      promotion_name: text(wire.gamePromotionText),
      game_files: media.gamefiles.map((file) => ({ title: file.gamefileTitle, url: file.gamefileLink })),
    },
    result: result
      ? {
          status: result.status,
          team_score: text(result.teamScore),
          opponent_score: text(result.opponentScore),
          prescore: text(result.prescoreInfo),
          postscore: text(result.postscoreInfo),
          boxscore: text(result.boxscore),
          recap: link(result.recap, 'Recap'),
          line_scores: [],
        }
      : null,
    pregame_story_id: wire.previewStoryId ?? null,
    postgame_story_id: wire.postStoryId ?? null,
    game_state: isGameState(wire.gameState) ? wire.gameState : null,
    game_state_display: text(wire.gameStateDisplay),
    game_center_enabled: wire.gameCenterEnabled ?? false,
    event_image: text(wire.promotionImagePath),
    ticket_link: text(wire.ticketLink) ?? text(media.tickets?.url),
    game_links: [],
    galleries: [],
  };
  return {
    game,
    sport: { id: wire.sport.id, title: wire.sport.title ?? wire.sport.shortname, shortname: wire.sport.shortname, global_sport_shortname: wire.sport.globalSportShortname ?? null },
    facility: text(wire.facility),
    preview: link(media.preview, 'Preview'),
    watch: link(media.video, 'Watch'),
    listen: link(media.audio, 'Listen'),
    stats: link(media.stats, 'Live Stats'),
    opponentLogoAlt: text(opponent.image?.alt) ?? (opponent.title ? `${opponent.title} logo` : null),
    atVs: wire.atVs,
  };
}
