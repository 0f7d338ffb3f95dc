import { Link } from '../routing/link';
import type { CalendarDay } from '../../core/calendar/calendar';
import { monthGrid, monthTitle, weekdayHeadings, type YearMonth } from '../../core/calendar/calendar-rules';
import { dayKey, longGameDate } from '../../core/schedule/game-dates';
import { gameTimeText } from '../../core/schedule/game-dates';
import type { CalendarGame } from '../../core/schedule/schedule-game';
import { schedulePath } from '../../core/schedule/schedule-paths';
import { atVs, resultText } from '../../core/schedule/schedule-rules';
import styles from './calendar.module.css';

function GameEntry({ game }: { game: CalendarGame }) {
  const label = `${game.sport.short_title} ${atVs(game.location_indicator)} ${game.opponent.title}`;
  const detail = game.result ? resultText(game.result) : gameTimeText(game);
  return (
    <li>
      {game.sport.slug ? <Link to={schedulePath(game.sport.slug, null)}>{label}</Link> : <strong>{label}</strong>}
      {detail && <span> {detail}</span>}
    </li>
  );
}

/** The month as a grid of weeks: each day with its games (sport, opponent, result or time). */
export function MonthGrid({ month, firstDayOfWeek, days }: { month: YearMonth; firstDayOfWeek: number; days: readonly CalendarDay[] }) {
  const byDay = new Map(days.map((day) => [day.date, day.games]));
  return (
    <table className={styles.grid}>
      <caption className="visually-hidden">Games in {monthTitle(month)}</caption>
      <thead>
        <tr>
          {weekdayHeadings(firstDayOfWeek).map((name) => (
            <th key={name} scope="col">
              <abbr title={name}>{name.slice(0, 3)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month, firstDayOfWeek).map((week, row) => (
          <tr key={row}>
            {week.map((day, column) => {
              if (!day) return <td key={`empty-${column}`} data-empty="true" />;
              const key = dayKey(day);
              const games = byDay.get(key) ?? [];
              return (
                <td key={key} data-games={games.length}>
                  <span className={styles.dayNumber}>
                    <span aria-hidden="true">{day.day}</span>
                    <span className="visually-hidden">{longGameDate(key)}</span>
                  </span>
                  {games.length > 0 && (
                    <ul role="list" className={styles.dayGames}>
                      {games.map((game) => (
                        <GameEntry key={game.id} game={game} />
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
