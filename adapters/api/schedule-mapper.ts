import type { z } from 'zod';
import type { EventsResultWire } from '../../contract/events-results';
import type { ScheduleRecordWire } from '../../contract/schedule';
import type { relatedSeasonWire } from '../../contract/seasons';
import type { GameMedia, LineScore } from '../../core/games/game';
import { isGameState } from '../../core/games/game-state';
import type { ScheduleGame, ScheduleRecord } from '../../core/schedule/schedule-game';
import { toLocationIndicator } from '../../core/schedule/schedule-rules';
import type { Season } from '../../core/schedule/season';

const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null);

export function toSeason(wire: z.infer<typeof relatedSeasonWire>): Season {
  return { title: wire.seasonTitle, scheduleId: wire.scheduleId, isCurrent: wire.isCurrent };
}

export function toScheduleRecord(wire: ScheduleRecordWire): ScheduleRecord {
  return {
    title: wire.scheduleDisplayTitle,
    overall: wire.overallRecord,
    overall_percentage: wire.overallPercentage,
    conference: wire.conferenceRecord,
    conference_percentage: wire.conferencePercentage,
    home: wire.homeRecord,
    away: wire.awayRecord,
    neutral: wire.neutralRecord,
    streak: wire.streak,
  };
}

/** The line score from the school's side: its runs against the opponent's, period by period. */
function lineScores(wire: EventsResultWire['result']): LineScore[] {
  const lines = wire?.lineScores;
  if (!lines) return [];
  const team = lines.this_team_is_home_team ? lines.period_home_score : lines.period_away_score;
  const opponent = lines.this_team_is_home_team ? lines.period_away_score : lines.period_home_score;
  return lines.periods.map((period, index) => ({ period, team_score: team[index] ?? '', opponent_score: opponent[index] ?? '' }));
}

function media(wire: EventsResultWire['media']): GameMedia {
  return {
    audio: text(wire.audio),
    video: text(wire.video),
    stats: text(wire.stats),
    tickets: text(wire.tickets),
    tv: text(wire.tv),
    radio: text(wire.radio),
    custom1: text(wire.custom1),
    custom2: text(wire.custom2),
    custom3: text(wire.custom3),
    game_note: text(wire.gameNote),
    promotion_name: text(wire.gamePromotionName),
    game_files: wire.gameFiles.flatMap((file) => (file.url ? [{ title: file.title, url: file.url }] : [])),
  };
}

/** An EventsResults item (v2-reference 10) as a schedule game; its `story` is the recap. */
export function eventsResultToGame(wire: EventsResultWire): ScheduleGame {
  const result = wire.result;
  return {
    id: wire.gameId,
    date: wire.date,
    date_utc: wire.dateUtc ?? null,
    end_date: wire.endDate ?? null,
    end_date_utc: wire.endDateUtc ?? null,
    time: text(wire.time),
    doubleheader: wire.isDoubleHeader,
    all_day: wire.allDay,
    tbd: wire.tbd,
    team_prefix: text(wire.teamPrefix),
    status: wire.status,
    type: wire.type,
    location_indicator: toLocationIndicator(wire.locationIndicator),
    location: text(wire.location),
    conference: wire.isConference && wire.conference ? { title: wire.conference, abbreviation: text(wire.conferenceAbbrev), logo: text(wire.conferenceLogo) } : null,
    tournament: text(wire.tournament),
    opponent: { id: wire.opponent.id ?? 0, title: wire.opponent.title, prefix: text(wire.opponent.prefix), image: text(wire.opponent.image), website: null, mascot: null },
    media: media(wire.media),
    result: result
      ? {
          status: result.status,
          team_score: text(result.teamScore),
          opponent_score: text(result.opponentScore),
          prescore: text(result.preScore),
          postscore: text(result.postScore),
          boxscore: text(result.boxScore),
          recap: wire.story?.url ? { title: wire.story.title, url: wire.story.url } : null,
          line_scores: lineScores(result),
        }
      : null,
    pregame_story_id: wire.gamePregameStoryId ?? null,
    postgame_story_id: wire.gamePostgameStoryId ?? null,
    game_state: isGameState(wire.gameState) ? wire.gameState : null,
    game_state_display: text(wire.gameStateDisplay),
    game_center_enabled: false,
    event_image: text(wire.eventImage.image),
    ticket_link: text(wire.ticketLink),
    game_links: [],
    galleries: [],
    facility: text(wire.gameFacility?.title),
    schedule_id: wire.schedule.id,
  };
}
