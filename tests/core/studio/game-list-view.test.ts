import { describe, expect, it } from 'vitest';
import { gamesInView, isResultDue, type GameListView } from '../../../core/studio/schedule/game-list-view';
import type { StudioGame } from '../../../core/studio/schedule/studio-game';

const NOW = Date.parse('2026-10-10T20:00:00Z');
type Listed = Pick<StudioGame, 'id' | 'startsAt' | 'opponent' | 'status' | 'result' | 'live'>;
const game = (id: number, startsAt: string, opponent: string, more: Partial<Listed> = {}): Listed => ({ id, startsAt, opponent, status: 'scheduled', result: null, live: false, ...more });
const WIN = { decision: 'W' as const, teamScore: '3', opponentScore: '1', postscore: null };
const GAMES = [
  game(1, '2026-10-03T18:00:00Z', 'Lakeview', { result: WIN }),
  game(2, '2026-10-10T18:00:00Z', 'Granite Peak'),
  game(3, '2026-10-10T19:30:00Z', 'Pine Hollow', { live: true }),
  game(4, '2026-10-09T18:00:00Z', 'Lakeview', { status: 'postponed' }),
  game(5, '2026-10-17T18:00:00Z', 'Silver Creek'),
];
const view = (change: Partial<GameListView>): GameListView => ({ show: 'all', q: '', sort: 'date', dir: 'asc', ...change });
const ids = (change: Partial<GameListView>) => gamesInView(GAMES, view(change), NOW).map((one) => one.id);

describe("the studio schedule table's view of a season", () => {
  it('a result is due once a game has started, unless a stat crew runs it, it was called off or it has one', () => {
    expect(GAMES.filter((one) => isResultDue(one, NOW)).map((one) => one.id)).toEqual([2]);
    expect(isResultDue(game(9, '2026-10-10T20:00:01Z', 'Later'), NOW)).toBe(false);
  });

  it('shows all, the results due, the games still to play or those with a result', () => {
    expect(ids({})).toEqual([1, 4, 2, 3, 5]);
    expect(ids({ show: 'due' })).toEqual([2]);
    expect(ids({ show: 'upcoming' })).toEqual([5]);
    expect(ids({ show: 'final' })).toEqual([1]);
  });

  it('finds by words in the opponent, and sorts by date or opponent either way', () => {
    expect(ids({ q: ' lake' })).toEqual([1, 4]);
    expect(ids({ dir: 'desc' })).toEqual([5, 3, 2, 4, 1]);
    expect(ids({ sort: 'opponent' })).toEqual([2, 1, 4, 3, 5]);
    expect(ids({ sort: 'opponent', dir: 'desc' })).toEqual([5, 3, 4, 1, 2]);
  });
});
