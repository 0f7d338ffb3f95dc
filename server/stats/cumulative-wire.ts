import type { CumulativeStatsWire } from '../../contract/cumulative-stats';
import { emptyLine, leadersOf, seasonTotals, valuesOf, type SeasonTotals } from './aggregate';
import type { StoredBoxScore } from './box-score-store';
import { localDateText, resultOf } from './box-score-wire';
import { fixed1, type StatGroup, type StatSheet } from './stat-sheet';
import { statSheet } from './stat-sheets';

type Sport = CumulativeStatsWire['sport'];
type Season = CumulativeStatsWire['season'];

function recordText(results: string[]): string {
  const count = (status: string) => results.filter((result) => result === status).length;
  const ties = count('T');
  return ties > 0 ? `${count('W')}-${count('L')}-${ties}` : `${count('W')}-${count('L')}`;
}

function averageColumns(group: StatGroup) {
  return (group.averages ?? []).map((key) => {
    const column = group.gameColumns.find((entry) => entry.key === key);
    return { key, label: column?.label ?? key.toUpperCase(), title: `${column?.title ?? key} per Game` };
  });
}

function groupWire(group: StatGroup, totals: SeasonTotals, opponents: SeasonTotals) {
  const columns = group.seasonColumns.map(({ key, label, title }) => ({ key, label, title }));
  const players = totals.players
    .flatMap((player) => {
      const line = player.groups.get(group.key);
      return line ? [{ player, line }] : [];
    })
    .sort((a, b) => group.rank(b.line) - group.rank(a.line) || a.player.name.localeCompare(b.player.name))
    .map(({ player, line }) => ({
      rosterPlayerId: player.rosterPlayerId,
      playerId: player.playerId,
      name: player.name,
      jersey: player.jersey,
      position: player.position,
      gamesPlayed: line.games,
      gamesStarted: group.sums.includes('gs') ? (line.c.gs ?? 0) : (line.starts ?? 0),
      values: valuesOf(group.seasonColumns, line),
      averages: Object.fromEntries((group.averages ?? []).map((key) => [key, line.games > 0 ? fixed1((line.c[key] ?? 0) / line.games) : '-'])),
    }));
  const teamLine = totals.team.get(group.key) ?? emptyLine(totals.games);
  const opponentLine = opponents.team.get(group.key) ?? emptyLine(opponents.games);
  return { name: group.key, title: group.title, columns, averageColumns: averageColumns(group), players, totals: valuesOf(group.seasonColumns, teamLine), opponentTotals: valuesOf(group.seasonColumns, opponentLine) };
}

function teamStats(sheet: StatSheet, team: SeasonTotals, opponents: SeasonTotals) {
  const ours = sheet.teamTotals(team.team, team.extras, team.games);
  const theirs = new Map(sheet.teamTotals(opponents.team, opponents.extras, opponents.games).map((row) => [row.key, row.value]));
  return ours.map((row) => ({ key: row.key, label: row.label, title: row.title, team: row.value, opponents: theirs.get(row.key) ?? '' }));
}

/** A season to date from its box scores: record, game list, team and player totals and averages, leaders. */
export function toCumulativeWire(sport: Sport, season: Season, boxes: readonly StoredBoxScore[]): CumulativeStatsWire {
  const family = boxes[0]?.family;
  const games = boxes.map((box) => ({
    gameId: box.gameId,
    date: localDateText(box.game.localDate),
    opponent: { id: box.rival.id, title: box.rival.title },
    locationIndicator: box.game.locationIndicator,
    isConference: box.game.conference,
    resultStatus: resultOf(box.teamScore, box.opponentScore, box.game.resultStatus),
    teamScore: box.teamScore,
    opponentScore: box.opponentScore,
  }));
  const results = (filter: (game: (typeof games)[number]) => boolean) => games.filter(filter).map((game) => game.resultStatus);
  const all = results(() => true);
  const record = {
    wins: all.filter((result) => result === 'W').length,
    losses: all.filter((result) => result === 'L').length,
    ties: all.filter((result) => result === 'T').length,
    overall: recordText(all),
    conference: recordText(results((game) => game.isConference)),
    home: recordText(results((game) => game.locationIndicator === 'H')),
    away: recordText(results((game) => game.locationIndicator === 'A')),
    neutral: recordText(results((game) => game.locationIndicator === 'N')),
  };
  if (!family) return { sport, season, gamesPlayed: 0, record, games, teamStats: [], playerGroups: [], leaders: [] };
  const sheet = statSheet(family);
  const team = seasonTotals(sheet, boxes.map((box) => box.team));
  const opponents = seasonTotals(sheet, boxes.map((box) => box.opponent));
  return {
    sport,
    season,
    gamesPlayed: boxes.length,
    record,
    games,
    teamStats: teamStats(sheet, team, opponents),
    playerGroups: sheet.groups.map((group) => groupWire(group, team, opponents)).filter((group) => group.players.length > 0),
    leaders: sheet.leaders.map((category) => ({
      category: category.category,
      abbreviation: category.abbreviation,
      label: category.label,
      group: category.group,
      leaders: leadersOf(category, team).map(({ player, shown }) => ({ rosterPlayerId: player.rosterPlayerId, playerId: player.playerId, name: player.name, jersey: player.jersey, value: shown })),
    })),
  };
}
