import { useLoaderData } from 'react-router-dom';
import type { CalendarPrintData } from '../../../core/calendar/calendar-page-data';
import { calendarSearch, parseMonthParam } from '../../../core/calendar/calendar-rules';
import { gameTimeText, longGameDate } from '../../../core/schedule/game-dates';
import { locationFilterLabel } from '../../../core/schedule/schedule-rules';
import { PrintGameCells, PrintSheet } from '../../schedule/print-sheet';
import { usePageTitle } from '../../schedule/use-page-title';
import { PlainTable } from '../../tables/plain-table';
import styles from '../../schedule/print.module.css';

/** spec 2.1 calendar_print and calendar_sport_print (full screen): the range's games by day, printed after 1.5 s. */
export default function CalendarPrintPage() {
  const { sport, print, sportTitle, days } = useLoaderData() as CalendarPrintData;
  const title = `${sportTitle ?? 'All Sports'} Calendar`;
  usePageTitle(`${title} (Print)`);
  const meta = `${longGameDate(print.start)} to ${longGameDate(print.end)}${print.location === 'All' ? '' : ` · ${locationFilterLabel(print.location)} games`}`;
  const month = parseMonthParam(print.start.slice(0, 7)) ?? null;
  const back = `${sport ? `/sports/${sport.global_sport_name_slug}/calendar` : '/calendar'}${calendarSearch({ month, view: print.type, sportId: sport ? null : print.sportId, location: print.location })}`;

  return (
    <PrintSheet id="calendar-print" title={title} meta={meta} backTo={back} backLabel="Back to the calendar">
      {days.length === 0 && <p className={styles.empty}>No games in these dates.</p>}
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`print-${day.date}`}>
          <h2 id={`print-${day.date}`} className={styles.day}>
            {longGameDate(day.date)}
          </h2>
          <PlainTable className={styles.table} caption={<>Games on {longGameDate(day.date)}</>} captionClassName="visually-hidden" columns={['Time', 'Sport', 'Opponent', 'Location', 'Result']}>
            {day.games.map((game) => (
              <tr key={game.id}>
                <td>{gameTimeText(game)}</td>
                <td>{game.sport.title}</td>
                <PrintGameCells game={game} />
              </tr>
            ))}
          </PlainTable>
        </section>
      ))}
    </PrintSheet>
  );
}
