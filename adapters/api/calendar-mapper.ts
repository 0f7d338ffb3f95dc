import type { CalendarEventWire, CalendarSettingsWire } from '../../contract/calendar';
import type { SportSummaryWire } from '../../contract/schedule';
import type { CalendarDay, CalendarSettings } from '../../core/calendar/calendar';
import type { CalendarGame, GameSport } from '../../core/schedule/schedule-game';
import { toLocationIndicator } from '../../core/schedule/schedule-rules';

const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null);

export function toGameSport(wire: SportSummaryWire): GameSport {
  const title = wire.title ?? wire.shortDisplay ?? wire.shortname;
  return { id: wire.id, title, short_title: wire.shortDisplay ?? title, slug: null };
}

export function toCalendarSettings(wire: CalendarSettingsWire): CalendarSettings {
  return { first_day_of_week: wire.firstDayOfWeek, time_zone: wire.timeZone ?? null, sports: wire.sports.map(toGameSport) };
}

/** A calendar event (v2-reference 10 `Calendar/month`) as a game of its sport. */
export function calendarEventToGame(wire: CalendarEventWire): CalendarGame {
  const result = wire.result;
  const media = wire.media;
  return {
    id: wire.id,
    date: wire.date,
    date_utc: null,
    end_date: null,
    end_date_utc: null,
    time: text(wire.time),
    doubleheader: wire.isADoubleheader,
    all_day: false,
    tbd: false,
    team_prefix: null,
    status: wire.status,
    type: wire.type,
    location_indicator: toLocationIndicator(wire.locationIndicator),
    location: text(wire.location),
    conference: null,
    tournament: text(wire.tournament?.title),
    opponent: {
      id: wire.opponent.id,
      title: wire.opponent.title ?? '',
      prefix: text(wire.opponent.prefix),
      image: text(wire.opponent.image?.fullpath),
      website: text(wire.opponent.website),
      mascot: text(wire.opponent.mascot),
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
      game_note: null,
      promotion_name: text(wire.promotion?.name),
      game_files: media.gamefiles.flatMap((file) => (text(file.gamefileLink) ? [{ title: text(file.gamefileTitle) ?? 'Game file', url: file.gamefileLink }] : [])),
    },
    result: result
      ? {
          status: result.status,
          team_score: text(result.teamScore),
          opponent_score: text(result.opponentScore),
          prescore: text(result.prescoreInfo),
          postscore: text(result.postscoreInfo),
          boxscore: text(result.boxscore),
          recap: result.recap ? { title: result.recap.title, url: result.recap.url } : null,
          line_scores: [],
        }
      : null,
    pregame_story_id: null,
    postgame_story_id: null,
    game_state: null,
    game_state_display: null,
    game_center_enabled: false,
    event_image: null,
    ticket_link: null,
    game_links: (wire.gamelinks ?? []).map((link) => ({ title: link.title, url: link.url })),
    galleries: [],
    facility: text(wire.facility?.title),
    schedule_id: null,
    sport: toGameSport(wire.sport),
  };
}

export function toCalendarDay(wire: { date: string; events: CalendarEventWire[] }): CalendarDay {
  return { date: wire.date.slice(0, 10), games: wire.events.map(calendarEventToGame) };
}
