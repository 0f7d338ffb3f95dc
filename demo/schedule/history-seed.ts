import { integerBetween, type Random } from '../random';
import { formatPercentage, tally, type WinLossTie } from '../../core/schedule/season-record';
import { CONFERENCE_MEMBERS, type PlannedGame } from './planned-game';
import type { ScoreKind } from './scores';

/** Meetings a season before the seeded ones, and a typical score, per sport. */
const SERIES: Partial<Record<ScoreKind, { conference: number; other: number; points: number; ties: number }>> = {
  football: { conference: 1, other: 0.3, points: 24, ties: 0.03 },
  'mens-basketball': { conference: 2, other: 0.4, points: 70, ties: 0 },
  'womens-basketball': { conference: 2, other: 0.4, points: 64, ties: 0 },
  baseball: { conference: 3, other: 0.6, points: 5, ties: 0 },
  softball: { conference: 3, other: 0.6, points: 4, ties: 0 },
  soccer: { conference: 1, other: 0.3, points: 1, ties: 0.15 },
  volleyball: { conference: 2, other: 0.4, points: 2, ties: 0 },
  hockey: { conference: 4, other: 0.6, points: 3, ties: 0.08 },
  'field-hockey': { conference: 1, other: 0.3, points: 2, ties: 0 },
  lacrosse: { conference: 1, other: 0.3, points: 11, ties: 0 },
  tennis: { conference: 1, other: 0.3, points: 3, ties: 0 },
  wrestling: { conference: 1, other: 0.3, points: 20, ties: 0.02 },
};

export interface OpponentHistorySeed {
  opponentIndex: number;
  firstMeetingYear: number;
  wins: number;
  losses: number;
  ties: number;
  teamPoints: number;
  opponentPoints: number;
  streakResult: 'W' | 'L' | 'T' | null;
  streakCount: number;
}

/** The invented series before the seeded seasons, for each opponent a sport has played. */
export function inventHistory(random: Random, kind: ScoreKind, firstSeededYear: number, opponents: readonly number[]): OpponentHistorySeed[] {
  const series = SERIES[kind];
  if (!series) return [];
  return opponents.map((opponentIndex) => {
    const conference = opponentIndex < CONFERENCE_MEMBERS;
    const firstMeetingYear = firstSeededYear - integerBetween(random, conference ? 25 : 3, conference ? 95 : 40);
    const meetings = Math.round((firstSeededYear - firstMeetingYear) * (conference ? series.conference : series.other) * (0.7 + random() * 0.4));
    const ties = Math.round(meetings * series.ties * random() * 2);
    const wins = Math.round((meetings - ties) * (0.4 + random() * 0.3));
    const losses = meetings - ties - wins;
    const teamPoints = Math.round(meetings * series.points * (0.9 + random() * 0.25));
    const opponentPoints = Math.round(meetings * series.points * (0.85 + random() * 0.25));
    const streakResult = meetings === 0 ? null : random() < 0.55 ? 'W' : 'L';
    const streakCount = streakResult ? Math.min(streakResult === 'W' ? wins : losses, integerBetween(random, 1, 4)) : 0;
    return { opponentIndex, firstMeetingYear, wins, losses, ties, teamPoints, opponentPoints, streakResult: streakCount > 0 ? streakResult : null, streakCount };
  });
}

export interface StandingSeed {
  opponentIndex: number | null;
  conference: WinLossTie;
  overall: WinLossTie;
}

/** A record of `games` games, each won with chance `share`. */
function invent(random: Random, games: number, share: number): WinLossTie {
  let wins = 0;
  for (let i = 0; i < games; i += 1) if (random() < share) wins += 1;
  return { wins, losses: games - wins, ties: 0 };
}

/** A conference table: the school's real records beside invented ones for the other members, best first. */
export function conferenceTable(random: Random, games: readonly PlannedGame[]): Array<StandingSeed & { rank: number }> {
  const counted = games.map((game) => ({ resultStatus: game.result?.status ?? null, type: game.type, conference: game.conference }));
  const school: StandingSeed = { opponentIndex: null, conference: tally(counted.filter((g) => g.conference)), overall: tally(counted) };
  const conferenceGames = school.conference.wins + school.conference.losses + school.conference.ties;
  const allGames = school.overall.wins + school.overall.losses + school.overall.ties;
  const rows: StandingSeed[] = [school];
  for (let member = 0; member < CONFERENCE_MEMBERS; member += 1) {
    const strength = 0.72 - member * 0.045 + (random() - 0.5) * 0.2;
    const conference = invent(random, conferenceGames, strength);
    const nonConference = invent(random, Math.max(0, allGames - conferenceGames), strength + 0.1);
    rows.push({ opponentIndex: member, conference, overall: { wins: conference.wins + nonConference.wins, losses: conference.losses + nonConference.losses, ties: 0 } });
  }
  const score = (row: StandingSeed) => Number(formatPercentage(row.conference)) * 1000 + Number(formatPercentage(row.overall));
  return rows.sort((a, b) => score(b) - score(a)).map((row, index) => ({ ...row, rank: index + 1 }));
}
