import type { BoxScoreDocument, PlayerLine, ScoringPlay, SideBox } from '../box-score-document';
import { blankCounters, type Counters, type StatFamily } from '../stat-sheet';
import { statSheet } from '../stat-sheets';
import type { PlayerReading, SideReading } from '../statcrew/sport-reading';
import type { Vh } from '../statcrew/statcrew-game';
import type { FileTeam, GameFileReading } from './game-file-reading';
import { matchRoster, type RosterCandidate } from './roster-match';

export interface BuiltBoxScore {
  document: BoxScoreDocument;
  school: FileTeam;
  opponent: FileTeam;
  teamScore: number;
  opponentScore: number;
  matched: number;
  unmatched: Array<{ name: string; jersey: string }>;
  opponentPlayers: number;
}

/** The sheet's counters of each group the player has, in the sheet's key order (one object shape per group). */
function sheetGroups(family: StatFamily, groups: Record<string, Counters>): Record<string, Counters> {
  const out: Record<string, Counters> = {};
  for (const group of statSheet(family).groups) {
    const counters = groups[group.key];
    if (!counters) continue;
    const line = blankCounters(group);
    for (const key of Object.keys(line)) line[key] = Number.isFinite(counters[key]) ? counters[key]! : 0;
    out[group.key] = line;
  }
  return out;
}

function lineOf(family: StatFamily, reading: PlayerReading, match: RosterCandidate | null): PlayerLine {
  const line: PlayerLine = {
    playerId: match?.playerId ?? null,
    rosterPlayerId: match?.rosterPlayerId ?? null,
    // A matched player goes by the roster's name (the one their bio has); anyone else by the file's.
    name: match ? `${match.firstName} ${match.lastName}`.trim() : reading.player.name,
    jersey: reading.player.uniform,
    position: reading.position ?? reading.player.position,
    starter: reading.player.starter,
    groups: sheetGroups(family, reading.groups),
  };
  if (reading.texts) line.texts = reading.texts;
  return line;
}

const sideBox = (family: StatFamily, side: SideReading, matches?: Map<PlayerReading, RosterCandidate | null>): SideBox => ({
  lines: side.players.map((reading) => lineOf(family, reading, matches?.get(reading) ?? null)),
  extras: { ...side.extras },
});

/** Sets won, where the file gives only each set's points (volleyball). */
function setsWon(ours: Array<number | null>, theirs: Array<number | null>): number {
  return ours.filter((points, index) => points !== null && theirs[index] !== null && points > theirs[index]!).length;
}

function finalScore(family: StatFamily, team: FileTeam, other: FileTeam): number {
  if (team.score !== null) return team.score;
  if (family === 'volleyball') return setsWon(team.periodScores, other.periodScores);
  return team.periodScores.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

/**
 * Issue 45: the game's box score from a stat crew's reading, from the school's side: its players matched to the
 * season's roster, the opponent's as named, the line score, the scoring summary with the running score.
 */
export function buildBoxScore(reading: GameFileReading, schoolSide: Vh, roster: readonly RosterCandidate[]): BuiltBoxScore {
  const { box } = reading;
  const family = box.family;
  const [school, opponent] = schoolSide === 'H' ? [reading.home, reading.visitor] : [reading.visitor, reading.home];
  const [ours, theirs] = schoolSide === 'H' ? [box.home, box.visitor] : [box.visitor, box.home];
  const matches = matchRoster(ours.players, roster);
  const count = Math.max(box.periods.length, school.periodScores.length, opponent.periodScores.length);
  const periods = Array.from({ length: count }, (_, index) => box.periods[index] ?? String(index + 1));
  const scores = (values: Array<number | null>) => periods.map((_, index) => values[index] ?? null);
  const scoringPlays: ScoringPlay[] = box.scoringPlays.map((play) => ({
    period: play.period,
    clock: play.clock,
    side: play.vh === schoolSide ? 'team' : 'opponent',
    description: play.description,
    teamScore: schoolSide === 'H' ? play.homeScore : play.visitorScore,
    opponentScore: schoolSide === 'H' ? play.visitorScore : play.homeScore,
  }));
  return {
    document: {
      family,
      periods,
      teamPeriodScores: scores(school.periodScores),
      opponentPeriodScores: scores(opponent.periodScores),
      team: sideBox(family, ours, matches),
      opponent: sideBox(family, theirs),
      scoringPlays,
    },
    school,
    opponent,
    teamScore: finalScore(family, school, opponent),
    opponentScore: finalScore(family, opponent, school),
    matched: [...matches.values()].filter(Boolean).length,
    unmatched: ours.players.filter((reading) => !matches.get(reading)).map((reading) => ({ name: reading.player.name, jersey: reading.player.uniform })),
    opponentPlayers: theirs.players.length,
  };
}
