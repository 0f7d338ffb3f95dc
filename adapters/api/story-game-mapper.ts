import type { StoryGameWire } from '../../contract/stories';
import type { Game, GameLink, GameMedia, GameResult, LocationIndicator } from '../../core/games/game';

/**
 * A game inside a story (the `GET /ScheduleGames/{gameId}` shape, v2-reference 8 `games[]`) as
 * core's Game. The contract checks only the fields every backend sends; the rest are read here
 * with care, so a backend that leaves them out still maps.
 */

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const flag = (value: unknown): boolean => value === true;
const field = (value: unknown, name: string): unknown => (isObject(value) ? value[name] : undefined);

function locationIndicator(value: string): LocationIndicator {
  const upper = value.trim().toUpperCase();
  return upper === 'A' || upper === 'N' ? upper : 'H';
}

/** A media entry: `{ title, url }` in this shape, or a plain url in others. */
function linkOf(value: unknown): string | null {
  return isObject(value) ? text(value.url) : text(value);
}

function mediaOf(wire: StoryGameWire): GameMedia | null {
  const media = wire.media;
  if (!isObject(media)) return null;
  const files = Array.isArray(media.gamefiles) ? media.gamefiles : [];
  return {
    audio: linkOf(media.audio),
    video: linkOf(media.video),
    stats: linkOf(media.stats),
    tickets: linkOf(media.tickets),
    tv: text(media.tv),
    radio: text(media.radio),
    custom1: null,
    custom2: null,
    custom3: null,
    game_note: text(media.gameNote),
    promotion_name: text(wire.gamePromotionText),
    game_files: files.flatMap((file) => {
      const url = text(field(file, 'gamefileLink'));
      return url ? [{ title: text(field(file, 'gamefileTitle')) ?? 'Game file', url }] : [];
    }),
  };
}

function resultOf(wire: StoryGameWire): GameResult | null {
  const result = wire.result;
  if (!result || !text(result.status)) return null;
  const recap = field(result, 'recap');
  const recapUrl = text(field(recap, 'url'));
  return {
    status: result.status!.trim(),
    team_score: text(result.teamScore),
    opponent_score: text(result.opponentScore),
    prescore: text(field(result, 'prescoreInfo')),
    postscore: text(field(result, 'postscoreInfo')),
    boxscore: text(field(result, 'boxscore')),
    recap: recapUrl ? { title: text(field(recap, 'title')) ?? 'Recap', url: recapUrl } : null,
    line_scores: [],
  };
}

function gameLinksOf(wire: StoryGameWire): GameLink[] {
  const preview = field(wire.media, 'preview');
  const url = text(field(preview, 'url'));
  return url ? [{ title: text(field(preview, 'title')) ?? 'Preview', url }] : [];
}

export function toStoryGame(wire: StoryGameWire): Game {
  const opponent = wire.opponent;
  const conferenceTitle = text(wire.conferenceTitle);
  return {
    id: wire.id,
    date: wire.date,
    date_utc: wire.dateUtc,
    end_date: text(wire.enddate),
    end_date_utc: text(wire.endDateUtc),
    time: text(wire.time),
    doubleheader: flag(wire.isADoubleheader),
    all_day: flag(wire.allDay),
    tbd: flag(wire.tbd),
    team_prefix: text(wire.gameTeamPrefix),
    status: wire.status,
    type: text(wire.type) ?? '',
    location_indicator: locationIndicator(wire.locationIndicator),
    location: text(wire.location),
    conference: wire.conference && conferenceTitle ? { title: conferenceTitle, abbreviation: text(wire.conferenceAbbrev), logo: text(wire.conferenceLogo) } : null,
    tournament: text(field(wire.tournament, 'title')),
    opponent: {
      id: opponent.id,
      title: text(opponent.title) ?? 'TBA',
      prefix: text(opponent.prefix),
      image: text(field(opponent.image, 'fullpath')),
      website: text(opponent.website),
      mascot: text(opponent.mascot),
    },
    media: mediaOf(wire),
    result: resultOf(wire),
    pregame_story_id: wire.previewStoryId ?? null,
    postgame_story_id: wire.postStoryId ?? null,
    game_state: null,
    game_state_display: null,
    game_center_enabled: false,
    event_image: null,
    ticket_link: text(wire.ticketLink),
    game_links: gameLinksOf(wire),
    galleries: Array.isArray(wire.galleries) ? wire.galleries.filter((id): id is number => typeof id === 'number') : [],
  };
}
