import { and, desc, eq, gte, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import { RESULTS_DUE_DAYS, type ResultsDueWire } from '../../../contract/studio/schedule';
import type { Db } from '../../store/database';
import { sports } from '../../store/tables/foundation';
import { games } from '../../store/tables/schedule';
import { gameWires } from './game-reads';

const DAY = 86_400_000;
// games.status: A (and O, a closed scrimmage) go ahead; postponed, canceled and suspended games have no final to post.
const GOING_AHEAD = ['A', 'O'];
// A page of a busy fortnight; a school with more games due than this has a bigger problem than a short list.
const MOST = 100;

/** The school's calendar day (YYYY-MM-DD) at an instant. */
export function schoolDay(instant: number, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/**
 * Issue 48: the school's games that started before `now` (within RESULTS_DUE_DAYS) and have no result yet (no W/L/T
 * and no score, so a meet's placing counts as one), for
 * the dashboard's "Results due": today's first in start order, then the earlier ones newest first.
 */
export async function resultsDue(db: Db, tenantId: number, zone: string, now: number): Promise<ResultsDueWire> {
  const today = schoolDay(now, zone);
  const rows = await db
    .select({ game: games, sport: sports.title })
    .from(games)
    .innerJoin(sports, eq(sports.id, games.sportId))
    .where(
      and(
        eq(games.tenantId, tenantId),
        lt(games.date, new Date(now)),
        gte(games.date, new Date(now - RESULTS_DUE_DAYS * DAY)),
        inArray(games.status, GOING_AHEAD),
        or(isNull(games.resultStatus), notInArray(games.resultStatus, ['W', 'L', 'T'])),
        // A meet's placing ('4th' of 12, no W/L/T) is its result too: no score at all is what is due.
        or(isNull(games.teamScore), eq(games.teamScore, '')),
      ),
    )
    // Newest start first: every game started before now, so today's come first.
    .orderBy(desc(games.date), desc(games.id))
    .limit(MOST);
  const isToday = (row: { game: { localDate: string } }) => row.game.localDate.slice(0, 10) === today;
  // Today's in the order they were played; the earlier days stay newest first.
  const ordered = [...rows.filter(isToday).reverse(), ...rows.filter((row) => !isToday(row))];
  const wires = await gameWires(db, ordered.map((row) => row.game));
  return { items: wires.map((wire, index) => ({ ...wire, sport: ordered[index]!.sport, today: isToday(ordered[index]!) })), today, days: RESULTS_DUE_DAYS };
}
