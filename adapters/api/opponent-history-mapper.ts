import type { OpponentHistoryWire, OpponentSeriesWire } from '../../contract/opponent-history';
import type { Meeting, OpponentHistory, OpponentSeries } from '../../core/schedule/opponent-history';
import { toLocationIndicator } from '../../core/schedule/schedule-rules';

const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null);

function seriesMeeting(wire: OpponentSeriesWire['results'][number]): Meeting {
  return {
    game_id: wire.gameId,
    date: wire.gameDate,
    season_title: null,
    location_indicator: toLocationIndicator(wire.gameLocationIndicator),
    location: null,
    conference: wire.gameConference,
    result_status: wire.resultStatus,
    team_score: text(wire.teamScore),
    opponent_score: text(wire.opponentScore),
    boxscore: null,
    recap: null,
  };
}

/** Meetings newest first, whatever order the source used. */
function newestFirst(meetings: Meeting[]): Meeting[] {
  return [...meetings].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.game_id - a.game_id));
}

type SeriesTotalsWire = Pick<OpponentSeriesWire, 'allTotalRecords' | 'currentStreak' | 'firstMeetingYear' | 'teamTotalPoints' | 'opponentTotalPoints'>;

/** The series summary a series and a full history both give: the all-time record, the streak, the last and first meetings, the points. */
function seriesSummary(wire: SeriesTotalsWire, meetings: readonly Meeting[]): Omit<OpponentSeries, 'opponent'> {
  return {
    record: wire.allTotalRecords,
    streak: wire.currentStreak,
    last_meeting: meetings[0] ?? null,
    first_meeting_year: wire.firstMeetingYear ?? null,
    team_points: wire.teamTotalPoints,
    opponent_points: wire.opponentTotalPoints,
  };
}

export function toOpponentSeries(wire: OpponentSeriesWire): OpponentSeries {
  const meetings = newestFirst(wire.results.map(seriesMeeting));
  return {
    opponent: { id: wire.opponentId, name: wire.opponentName },
    ...seriesSummary(wire, meetings),
  };
}

export function toOpponentHistory(wire: OpponentHistoryWire): OpponentHistory {
  const meetings = newestFirst(
    wire.results.map((result) => ({
      game_id: result.gameId,
      date: result.gameDate,
      season_title: result.seasonTitle,
      location_indicator: toLocationIndicator(result.gameLocationIndicator),
      location: text(result.gameLocation),
      conference: result.gameConference,
      result_status: result.resultStatus,
      team_score: text(result.teamScore),
      opponent_score: text(result.opponentScore),
      boxscore: text(result.result.boxscore ?? result.resultBoxScoreFile),
      recap: result.result.recap ? { title: result.result.recap.title, url: result.result.recap.url } : null,
    })),
  );
  return {
    opponent: { id: wire.opponent.id, name: wire.opponent.title, title: wire.opponent.title, image: text(wire.opponent.image) },
    ...seriesSummary(wire, meetings),
    home: wire.homeRecords,
    away: wire.awayRecords,
    conference: wire.conferenceRecords,
    last_ten: wire.lastTenGameRecords,
    points_synonym: wire.sport.pointsSynonym,
    meetings,
  };
}
