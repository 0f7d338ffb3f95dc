/**
 * Picks from the seeded data that hold whatever day the demo is anchored to (the seed plans every
 * season around it), so a test never assumes what one particular day's data looks like.
 */

/** A game's result on the wire: a win, loss or tie against one opponent, or a meet's placing. */
interface ResultWire {
  status: string;
  teamScore: string;
}

/** A game against one opponent with its score (won, lost or tied), not a meet's placing ('3rd' of '11'). */
export function isHeadToHeadScore(game: { result: ResultWire | null }): boolean {
  return ['W', 'L', 'T'].includes(game.result?.status ?? '') && !!game.result?.teamScore;
}

/** 'YYYY-MM' of the month after the one a season starts in (December's next is the next year's January). */
export function secondMonthOf(seasonStart: string): string {
  const start = new Date(seasonStart);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
}
