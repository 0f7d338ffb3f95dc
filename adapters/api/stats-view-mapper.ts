import type { BoxScoreGroupWire, BoxScoreTeamWire, BoxScoreWire } from '../../contract/box-score';
import type { CumulativeStatsWire } from '../../contract/cumulative-stats';
import { toLocationIndicator } from '../../core/schedule/schedule-rules';
import type { BoxScore, BoxScoreTeam } from '../../core/stats-view/box-score';
import type { CumulativeStats } from '../../core/stats-view/cumulative-stats';
import type { StatGroup } from '../../core/stats-view/stat-table';

const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null);

function toGroup(wire: BoxScoreGroupWire): StatGroup {
  return {
    name: wire.name,
    title: wire.title,
    columns: wire.columns,
    players: wire.players.map((player) => ({ name: player.name, jersey: text(player.jersey), position: text(player.position), values: player.values })),
    totals: wire.totals,
  };
}

function toTeam(wire: BoxScoreTeamWire): BoxScoreTeam {
  return {
    is_school: wire.isSchool,
    name: wire.name,
    logo: text(wire.logo),
    score: wire.score,
    result_status: wire.resultStatus,
    period_scores: wire.periodScores,
    totals: wire.totals,
    groups: wire.playerGroups.map(toGroup),
  };
}

export function toBoxScore(wire: BoxScoreWire): BoxScore {
  return {
    game_id: wire.gameId,
    sport: { id: wire.sport.id, title: wire.sport.title, slug: wire.sport.globalSportNameSlug },
    season: { title: wire.season.title, year: wire.season.year },
    date: wire.date,
    location_indicator: toLocationIndicator(wire.locationIndicator),
    location: text(wire.location),
    facility: text(wire.facility),
    attendance: wire.attendance ?? null,
    result_status: wire.resultStatus,
    team_score: wire.teamScore,
    opponent_score: wire.opponentScore,
    postscore: text(wire.postscore),
    period_label: wire.periodLabel,
    periods: wire.periods,
    home: toTeam(wire.homeTeam),
    visitor: toTeam(wire.visitingTeam),
    scoring: wire.scoringSummary.map((play) => ({
      period: play.period,
      clock: text(play.clock),
      team_name: play.teamName,
      description: play.description,
      home_score: play.homeScore,
      visiting_score: play.visitingScore,
    })),
  };
}

export function toCumulativeStats(wire: CumulativeStatsWire): CumulativeStats {
  return {
    sport: { id: wire.sport.id, title: wire.sport.title, slug: wire.sport.globalSportNameSlug },
    season: { title: wire.season.title, year: wire.season.year },
    games_played: wire.gamesPlayed,
    record: { overall: wire.record.overall, conference: wire.record.conference, home: wire.record.home, away: wire.record.away, neutral: wire.record.neutral },
    games: wire.games.map((game) => ({
      game_id: game.gameId,
      date: game.date,
      opponent: game.opponent.title,
      location_indicator: toLocationIndicator(game.locationIndicator),
      conference: game.isConference,
      result_status: game.resultStatus,
      team_score: game.teamScore,
      opponent_score: game.opponentScore,
    })),
    team_stats: wire.teamStats,
    groups: wire.playerGroups.map((group) => ({
      name: group.name,
      title: group.title,
      columns: group.columns,
      average_columns: group.averageColumns,
      players: group.players.map((player) => ({ name: player.name, jersey: text(player.jersey), position: text(player.position), values: player.values })),
      totals: group.totals,
      opponent_totals: group.opponentTotals,
    })),
    leaders: wire.leaders.map((leader) => ({
      category: leader.category,
      abbreviation: leader.abbreviation,
      label: text(leader.label),
      leaders: leader.leaders.map((entry) => ({ name: entry.name, jersey: text(entry.jersey), value: entry.value })),
    })),
  };
}
