import type { BoxScoreGroupWire, BoxScoreTeamWire, BoxScoreWire } from '../../contract/box-score';
import { gameLineOf, sideTotals, valuesOf } from './aggregate';
import type { SideBox } from './box-score-document';
import type { StoredBoxScore } from './box-score-store';
import type { StatSheet } from './stat-sheet';
import { statSheet } from './stat-sheets';

export interface School {
  name: string;
  logo: string | null;
}

/** v2-reference 1.5: local date-times without a zone, 'YYYY-MM-DDTHH:mm:ss'. */
export const localDateText = (localDate: string) => localDate.replace(' ', 'T').slice(0, 19);

const flip = (status: string) => (status === 'W' ? 'L' : status === 'L' ? 'W' : status);

export function resultOf(teamScore: number, opponentScore: number, stored: string | null): string {
  if (stored === 'W' || stored === 'L' || stored === 'T') return stored;
  return teamScore > opponentScore ? 'W' : teamScore < opponentScore ? 'L' : 'T';
}

/** A side's stat tables: only the groups the side has lines in, players in the order they were listed. */
export function groupsOf(sheet: StatSheet, side: SideBox): BoxScoreGroupWire[] {
  const totals = sideTotals(sheet, side);
  return sheet.groups.flatMap((group) => {
    const players = side.lines.flatMap((line) => {
      const groupLine = gameLineOf(line, group.key);
      return groupLine
        ? [{ rosterPlayerId: line.rosterPlayerId, playerId: line.playerId, name: line.name, jersey: line.jersey, position: line.position, starter: line.starter, values: valuesOf(group.gameColumns, groupLine) }]
        : [];
    });
    if (players.length === 0) return [];
    return [{ name: group.key, title: group.title, columns: group.gameColumns.map(({ key, label, title }) => ({ key, label, title })), players, totals: valuesOf(group.gameColumns, totals.get(group.key)!) }];
  });
}

export function toBoxScoreWire(box: StoredBoxScore, school: School): BoxScoreWire {
  const sheet = statSheet(box.family);
  const result = resultOf(box.teamScore, box.opponentScore, box.game.resultStatus);
  const schoolIsHome = box.game.locationIndicator !== 'A';
  const team: BoxScoreTeamWire = {
    id: null,
    isSchool: true,
    name: school.name,
    logo: school.logo,
    score: box.teamScore,
    resultStatus: result,
    periodScores: box.teamPeriodScores,
    totals: sheet.teamTotals(sideTotals(sheet, box.team), box.team.extras, 1),
    playerGroups: groupsOf(sheet, box.team),
  };
  const opponent: BoxScoreTeamWire = {
    id: box.rival.id,
    isSchool: false,
    name: box.rival.title,
    logo: box.rival.logo,
    score: box.opponentScore,
    resultStatus: flip(result),
    periodScores: box.opponentPeriodScores,
    totals: sheet.teamTotals(sideTotals(sheet, box.opponent), box.opponent.extras, 1),
    playerGroups: groupsOf(sheet, box.opponent),
  };
  return {
    gameId: box.gameId,
    sport: box.sport,
    season: { id: box.season.id, title: box.season.title, year: box.season.year },
    date: localDateText(box.game.localDate),
    dateUtc: box.game.date.toISOString(),
    locationIndicator: box.game.locationIndicator,
    location: box.game.location,
    facility: box.game.facility,
    isConference: box.game.conference,
    attendance: box.attendance,
    resultStatus: result,
    teamScore: box.teamScore,
    opponentScore: box.opponentScore,
    postscore: box.game.postscore,
    thisTeamIsHomeTeam: schoolIsHome,
    periodLabel: box.periodLabel,
    periods: box.periods,
    homeTeam: schoolIsHome ? team : opponent,
    visitingTeam: schoolIsHome ? opponent : team,
    scoringSummary: box.scoringPlays.map((play) => ({
      period: play.period,
      clock: play.clock,
      isSchool: play.side === 'team',
      teamName: play.side === 'team' ? school.name : box.rival.title,
      description: play.description,
      homeScore: schoolIsHome ? play.teamScore : play.opponentScore,
      visitingScore: schoolIsHome ? play.opponentScore : play.teamScore,
    })),
  };
}
