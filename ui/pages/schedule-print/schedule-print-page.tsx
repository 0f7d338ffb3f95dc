import { useLoaderData } from 'react-router-dom';
import type { SchedulePageData } from '../../../core/schedule/schedule-page-data';
import { schedulePath } from '../../../core/schedule/schedule-paths';
import { SCHEDULE_TEXT_HEADINGS, scheduleTextCells } from '../../../core/schedule/schedule-text';
import { PrintSheet } from '../../schedule/print-sheet';
import { usePageTitle } from '../../schedule/use-page-title';
import styles from '../../schedule/print.module.css';

/** spec 2.1 schedule_print (full screen): the season as a printable table; the print dialog opens after 1.5 s. */
export default function SchedulePrintPage() {
  const { sport, season, record, games } = useLoaderData() as SchedulePageData;
  const seasonTitle = season?.title ?? null;
  const title = `${seasonTitle ? `${seasonTitle} ` : ''}${sport.title} Schedule`;
  usePageTitle(`${sport.title} Schedule (Print)`);
  const meta = record ? `Overall ${record.overall} · Conference ${record.conference} · Home ${record.home} · Away ${record.away} · Neutral ${record.neutral}` : null;

  return (
    <PrintSheet id="schedule-print" title={title} meta={meta} backTo={schedulePath(sport.global_sport_name_slug, seasonTitle)} backLabel="Back to the schedule">
      {games.length === 0 ? (
        <p className={styles.empty}>No games scheduled yet.</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {SCHEDULE_TEXT_HEADINGS.map((heading) => (
                <th key={heading} scope="col">
                  {heading === 'At' ? <span className="visually-hidden">Home or away</span> : heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {games.map((game) => (
              <tr key={game.id}>
                {scheduleTextCells(game).map((cell, index) => (
                  <td key={SCHEDULE_TEXT_HEADINGS[index]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintSheet>
  );
}
