import type { CoachingHistoryWire } from '../../contract/staff';
import type { coachRecords } from '../store/tables/people';

type RecordRow = typeof coachRecords.$inferSelect;

/** '.625' — (wins + ties / 2) / games to three places, no leading zero; '1.000' for a perfect record. */
export function winPercent(wins: number, losses: number, ties: number): string {
  const games = wins + losses + ties;
  if (games === 0) return '.000';
  return ((wins + ties / 2) / games).toFixed(3).replace(/^0/, '');
}

function totals(rows: readonly RecordRow[]) {
  const sum = (read: (row: RecordRow) => number) => rows.reduce((total, row) => total + read(row), 0);
  const overallWins = sum((row) => row.overallWins);
  const overallLosses = sum((row) => row.overallLosses);
  const overallTies = sum((row) => row.overallTies);
  const conferenceWins = sum((row) => row.conferenceWins);
  const conferenceLosses = sum((row) => row.conferenceLosses);
  const conferenceTies = sum((row) => row.conferenceTies);
  return {
    conferenceTies,
    overallTies,
    overallWins,
    overallLosses,
    overallWinPercent: winPercent(overallWins, overallLosses, overallTies),
    conferenceWins,
    conferenceWinPercent: winPercent(conferenceWins, conferenceLosses, conferenceTies),
    conferenceLosses,
  };
}

/** Year-by-year lines and one overall line per head coach, oldest first. `rows` must be sorted by year. */
export function coachingHistory(rows: readonly RecordRow[]): CoachingHistoryWire {
  const yearly = rows.map((row) => ({ season: row.seasonTitle, firstName: row.firstName, lastName: row.lastName, staffId: row.staffMemberId, ...totals([row]) }));
  const tenures: RecordRow[][] = [];
  for (const row of rows) {
    const last = tenures[tenures.length - 1];
    const same = last && last[0]!.firstName === row.firstName && last[0]!.lastName === row.lastName && last[0]!.staffMemberId === row.staffMemberId;
    if (same) last.push(row);
    else tenures.push([row]);
  }
  const overall = tenures.map((tenure) => {
    const first = tenure[0]!;
    const last = tenure[tenure.length - 1]!;
    // A '2012-13' season ends in the following year.
    const spans = last.seasonTitle.includes('-');
    return {
      numberOfSeasons: tenure.length,
      startYear: String(first.year),
      endYear: String(last.year + (spans ? 1 : 0)),
      firstName: first.firstName,
      lastName: first.lastName,
      staffId: first.staffMemberId,
      ...totals(tenure),
    };
  });
  return { yearly, overall };
}
