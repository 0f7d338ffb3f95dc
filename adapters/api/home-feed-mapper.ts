import type { CountdownWire } from '../../contract/countdown';
import type { EventsResultWire } from '../../contract/events-results';
import type { RosterPlayerWire, RosterStaffWire, RosterWire } from '../../contract/rosters';
import type { ScheduleRecordWire } from '../../contract/schedule';
import type { StoryWire } from '../../contract/stories';
import { toTimestamp } from '../../core/dates/parse-date';
import type { Game, LocationIndicator } from '../../core/games/game';
import { isGameState } from '../../core/games/game-state';
import type { CoachSummary, FeaturedCountdown, FeedImage, GameListing, SportRecord, SportRoster, StorySummary } from '../../core/home/home-feed';
import type { RosterPlayer } from '../../core/roster/roster-player';

function indicator(value: string): LocationIndicator {
  const upper = value.trim().toUpperCase();
  return upper === 'A' || upper === 'N' ? upper : 'H';
}

const text = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);

export function toStorySummary(wire: StoryWire): StorySummary {
  const image = wire.primaryImage;
  return {
    id: wire.id,
    title: wire.title ?? wire.contentTitle,
    teaser: wire.teaser,
    date: wire.date,
    url: wire.url,
    primary_image: image ? { url: image.url, alt: image.altText } : wire.imageSource ? { url: wire.imageSource, alt: wire.imageAltText ?? '' } : null,
    sport: wire.sport ? { id: wire.sport.id, title: wire.sport.title ?? wire.sportDisplay, slug: wire.sport.globalSportNameSlug } : null,
  };
}

export function toGameListing(wire: EventsResultWire): GameListing {
  const result = wire.result;
  const game: Game = {
    id: wire.id,
    date: wire.date,
    date_utc: wire.dateUtc ?? null,
    end_date: wire.endDate ?? null,
    end_date_utc: wire.endDateUtc ?? null,
    time: wire.time ?? null,
    doubleheader: wire.isDoubleHeader,
    all_day: wire.allDay,
    tbd: wire.tbd,
    team_prefix: wire.teamPrefix ?? null,
    status: wire.status,
    type: wire.type,
    location_indicator: indicator(wire.locationIndicator),
    location: wire.location ?? null,
    conference: wire.isConference && wire.conference ? { title: wire.conference, abbreviation: wire.conferenceAbbrev ?? null, logo: wire.conferenceLogo ?? null } : null,
    tournament: wire.tournament ?? null,
    opponent: { id: wire.opponent.id ?? 0, title: wire.opponent.title, prefix: wire.opponent.prefix ?? null, image: wire.opponent.image ?? null, website: null, mascot: null },
    media: {
      audio: wire.media.audio ?? null,
      video: wire.media.video ?? null,
      stats: wire.media.stats ?? null,
      tickets: wire.media.tickets ?? null,
      tv: wire.media.tv ?? null,
      radio: wire.media.radio ?? null,
      custom1: wire.media.custom1 ?? null,
      custom2: wire.media.custom2 ?? null,
      custom3: wire.media.custom3 ?? null,
      game_note: wire.media.gameNote ?? null,
      promotion_name: wire.media.gamePromotionName ?? null,
      game_files: wire.media.gameFiles.flatMap((file) => (file.url ? [{ title: file.title, url: file.url }] : [])),
    },
    result: result
      ? {
          status: result.status,
          team_score: result.teamScore ?? null,
          opponent_score: result.opponentScore ?? null,
          prescore: result.preScore ?? null,
          postscore: result.postScore ?? null,
          boxscore: text(result.boxScore),
          recap: wire.story?.url ? { title: wire.story.title, url: wire.story.url } : null,
          line_scores: [],
        }
      : null,
    pregame_story_id: wire.gamePregameStoryId ?? null,
    postgame_story_id: wire.gamePostgameStoryId ?? null,
    game_state: isGameState(wire.gameState) ? wire.gameState : null,
    game_state_display: wire.gameStateDisplay ?? null,
    game_center_enabled: false,
    event_image: wire.eventImage.image ?? null,
    ticket_link: wire.ticketLink ?? null,
    game_links: [],
    galleries: [],
  };
  return { game, sport: { id: wire.sport.id, title: wire.sport.title, slug: wire.sport.globalSportNameSlug ?? null } };
}

export function toFeaturedCountdown(wire: CountdownWire): FeaturedCountdown | null {
  const { game } = wire;
  // Ours: dateUtc is the instant; without it the local time is the best reading there is.
  const target = toTimestamp(text(game.dateUtc) ?? wire.localDateTime);
  if (target === undefined) return null;
  return {
    game_id: game.id,
    title: wire.title,
    target,
    date: game.date,
    time: text(game.time),
    location_indicator: indicator(game.locationIndicator),
    location: text(game.location),
    sport: { id: game.sport.id, title: game.sport.title, slug: game.sport.globalSportNameSlug ?? null },
    opponent: { title: game.opponent.title, image: text(game.opponent.image) },
  };
}

export function toSportRecord(wire: ScheduleRecordWire): SportRecord {
  return {
    season: wire.scheduleDisplayTitle,
    overall: wire.overallRecord,
    conference: wire.conferenceRecord,
    home: wire.homeRecord,
    away: wire.awayRecord,
    neutral: wire.neutralRecord,
    streak: wire.streak,
  };
}

const image = (wire: { url: string; altText: string } | null | undefined, alt: string): FeedImage | null => (wire?.url ? { url: wire.url, alt: wire.altText || alt } : null);

export function toRosterPlayer(wire: RosterPlayerWire): RosterPlayer {
  const name = `${wire.firstName} ${wire.lastName}`;
  return {
    id: wire.rosterPlayerId,
    first_name: wire.firstName,
    last_name: wire.lastName,
    academic_year: text(wire.academicYearLong),
    hometown: text(wire.hometown),
    position: text(wire.positionLong) ?? text(wire.positionShort),
    uniform_number: text(wire.jerseyNumber),
    image: image(wire.image, name),
    social_links: [],
    sport: wire.sport.title ? { id: wire.sport.id, title: wire.sport.title } : null,
  };
}

export function toCoachSummary(wire: RosterStaffWire, index: number): CoachSummary {
  return {
    staff_id: wire.staffId,
    first_name: wire.firstName,
    last_name: wire.lastName,
    title: text(wire.title) ?? text(wire.displayFields.staff_title),
    image: image(wire.image, `${wire.firstName} ${wire.lastName}`),
    // The reference lists the head coach first; ours also flags it.
    head_coach: wire.isHeadCoach ?? index === 0,
  };
}

export function toSportRoster(wire: RosterWire): SportRoster {
  return {
    season: wire.season.title,
    players: wire.players.filter((player) => !player.hide).map(toRosterPlayer),
    coaches: (wire.coaches ?? []).map(toCoachSummary),
  };
}
