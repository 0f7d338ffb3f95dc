import { opponentRecords } from '../../store/tables/schedule';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { OriginClient } from './origin-client';
import type { OriginGame } from './schedule-read';

interface WinLossTie {
  wins: number;
  losses: number;
  ties: number;
}

/** The parts of GET /OpponentHistory/opponent/{sportId}/{opponentId} the series' earlier history is read from. */
interface SeriesWire {
  results: { resultStatus: string; teamScore: string | null; opponentScore: string | null }[];
  allTimeAdjustmentsRecords: WinLossTie;
  currentStreak: WinLossTie;
  teamTotalPoints: number;
  opponentTotalPoints: number;
  firstMeetingYear: number | null;
}

const score = (text: string | null | undefined): number => (text && /^\d+$/.test(text) ? Number(text) : 0);

type RecordRow = Omit<typeof opponentRecords.$inferInsert, 'id' | 'tenantId'>;

/**
 * A series' history from before the listed games (opponent_records), inverted from the series answer: the record
 * and points beyond the listed games, and a streak that carried into them when the current one is longer than the
 * listed games can make. Only series with such a history (a first meeting year) have a row.
 */
export function toRecordRow(wire: SeriesWire, sportId: number, opponentId: number): RecordRow | null {
  if (wire.firstMeetingYear === null) return null;
  const newest = wire.results[0]?.resultStatus;
  let own = 0;
  while (own < wire.results.length && wire.results[own]!.resultStatus === newest) own += 1;
  const streak = wire.currentStreak;
  const [result, count] = streak.wins > 0 ? ['W', streak.wins] : streak.losses > 0 ? ['L', streak.losses] : streak.ties > 0 ? ['T', streak.ties] : [null, 0];
  const carried = result !== null && (wire.results.length === 0 || (own === wire.results.length && result === newest)) ? count - own : 0;
  return {
    sportId,
    opponentId,
    firstMeetingYear: wire.firstMeetingYear,
    ...wire.allTimeAdjustmentsRecords,
    teamPoints: wire.teamTotalPoints - wire.results.reduce((sum, r) => sum + score(r.teamScore), 0),
    opponentPoints: wire.opponentTotalPoints - wire.results.reduce((sum, r) => sum + score(r.opponentScore), 0),
    streakResult: carried > 0 ? result : null,
    streakCount: carried > 0 ? carried : 0,
  };
}

/** The series answers of every sport–opponent pair the games name, by 'sportId/opponentId' at the origin. */
export async function readSeries(origin: OriginClient, gameList: readonly OriginGame[]): Promise<{ pair: string; wire: SeriesWire | null }[]> {
  const pairs = [...new Set(gameList.filter((g) => g.wire.opponent.id !== 0).map((g) => `${g.sportId}/${g.wire.opponent.id}`))].sort();
  return Promise.all(pairs.map(async (pair) => ({ pair, wire: await origin.json<SeriesWire>(`/OpponentHistory/opponent/${pair}`) })));
}

/** Every sport–opponent series the games name, with its history from before them. */
export async function importSeries(context: ImportContext, answers: Awaited<ReturnType<typeof readSeries>>): Promise<void> {
  const items: MappedItem<RecordRow>[] = [];
  for (const { pair, wire } of answers) {
    const [sport, opponent] = pair.split('/');
    const sportId = localIdOf(context, 'sports', sport);
    const opponentId = localIdOf(context, 'opponents', opponent);
    const row = wire && sportId !== null && opponentId !== null ? toRecordRow(wire, sportId, opponentId) : null;
    if (row) items.push({ sourceId: pair, row });
  }
  await writeResource(context, tableWriter(context, 'series', 'opponent-record', opponentRecords), items);
}
