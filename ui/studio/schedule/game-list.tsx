import { GAME_SHOW_LABELS, GAME_SHOWS, gamesInView, type GameSort } from '../../../core/studio/schedule/game-list-view';
import { gameOutcomeText, gamePath, matchupText } from '../../../core/studio/schedule/game-rules';
import type { StudioGame } from '../../../core/studio/schedule/studio-game';
import { Link } from '../../routing/link';
import { ListSearch } from '../shell/list-search';
import { StudioTable, type TableColumn } from '../shell/studio-table';
import { oneOf, useListParams } from '../shell/use-list-params';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';

const dayText = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : day.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
};

const SORTS: readonly GameSort[] = ['date', 'opponent'];

const COLUMNS: Array<TableColumn<StudioGame>> = [
  { label: 'Date', sort: 'date', cell: (game) => `${dayText(game.date)} · ${game.time ?? 'TBA'}` },
  {
    label: 'Game',
    sort: 'opponent',
    main: true,
    cell: (game) => (
      <Link to={gamePath(game.id)}>
        {matchupText(game)}
        {game.conference ? ' · conference' : ''}
      </Link>
    ),
  },
  { label: 'Result', cell: (game) => <span data-outcome>{gameOutcomeText(game)}</span> },
];

/**
 * A season's games as a table (compact cards on a phone): by date or opponent either way, the results due or
 * the games still to play, found by the opponent's name; each game's link opens its editor. The view is in the address.
 */
export function GameList({ games, season }: { games: StudioGame[]; season: string | null }) {
  const { clock } = useStudio();
  const list = useListParams();
  const title = season ? `Games of ${season}` : 'Games';
  const show = oneOf(GAME_SHOWS, list.text('show')) ?? 'all';
  const sort = oneOf(SORTS, list.text('sort')) ?? 'date';
  const dir = oneOf(['asc', 'desc'] as const, list.text('dir')) ?? 'asc';
  const rows = gamesInView(games, { show, q: list.text('q'), sort, dir }, clock.now());
  return (
    <section aria-labelledby="schedule-games">
      <h2 id="schedule-games">{title}</h2>
      {games.length === 0 ? (
        <p>No games yet: add one, or paste the season’s schedule.</p>
      ) : (
        <>
          <ListSearch label="Find games" searchLabel="Opponent" value={list.text('q')} onSearch={(q) => list.change({ q })}>
            <div className={styles.field}>
              <label htmlFor="schedule-show">Show</label>
              <select id="schedule-show" value={show} onChange={(event) => list.change({ show: event.target.value === 'all' ? null : event.target.value })}>
                {GAME_SHOWS.map((value) => (
                  <option key={value} value={value}>
                    {GAME_SHOW_LABELS[value]}
                  </option>
                ))}
              </select>
            </div>
          </ListSearch>
          <p role="status">{`${rows.length} of ${games.length} ${games.length === 1 ? 'game' : 'games'}`}</p>
          <StudioTable
            caption={title}
            rows={rows}
            columns={COLUMNS}
            rowKey={(game) => game.id}
            rowName={(game) => `${dayText(game.date)} ${matchupText(game)}`}
            sort={{ by: sort, dir, onSort: (by, next) => list.change({ sort: by === 'date' ? null : by, dir: next === 'asc' ? null : next }) }}
          />
        </>
      )}
    </section>
  );
}
