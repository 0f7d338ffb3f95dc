import { useSyncExternalStore } from 'react';
import { Form, useLoaderData, useLocation } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { CalendarPageData } from '../../../core/calendar/calendar-page-data';
import { calendarPrintPath, calendarSearch, monthParam, monthRange, monthTitle, shiftMonth, type CalendarView } from '../../../core/calendar/calendar-rules';
import { LOCATION_FILTERS } from '../../../core/games/game-rules';
import { publicFeedPath, webcalUrl } from '../../../core/schedule/calendar-feed';
import { longGameDate } from '../../../core/schedule/game-dates';
import { locationQueryValue } from '../../../core/schedule/schedule-rules';
import { GameList } from '../../schedule/game-row';
import { MonthGrid } from '../../schedule/month-grid';
import { PageHeading } from '../../schedule/page-heading';
import { usePageTitle } from '../../schedule/use-page-title';
import styles from '../../schedule/schedule.module.css';
import calendarStyles from '../../schedule/calendar.module.css';

const noSubscribe = () => () => {};

/** spec 2.1 calendar and calendar_sport: a month of every sport's games (or one sport's), as a grid or a list. */
export default function CalendarPage() {
  const { sport, settings, month, view, filters, days } = useLoaderData() as CalendarPageData;
  const { pathname } = useLocation();
  const title = sport ? `${sport.title} Calendar` : 'Calendar';
  usePageTitle(title);
  const search = (changes: Partial<{ month: typeof month; view: CalendarView }>) =>
    `${pathname}${calendarSearch({ month: changes.month ?? month, view: changes.view ?? view, sportId: sport ? null : filters.sportId, location: filters.location })}`;
  const range = monthRange(month);
  const printPath = calendarPrintPath({ type: view, sportId: filters.sportId, start: range.start, end: range.end, location: filters.location }, sport?.global_sport_name_slug);
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const gameCount = days.reduce((sum, day) => sum + day.games.length, 0);
  // Calendar apps subscribe to the public feed on this site's host (webcal://); before the browser
  // knows its origin (server render) the link is the feed's path, which downloads the same file.
  const origin = useSyncExternalStore(noSubscribe, () => window.location.origin, () => '');
  const feedSportId = sport?.id ?? filters.sportId;
  const feed = origin ? webcalUrl(origin, feedSportId) : publicFeedPath(feedSportId);
  const feedTitle = sport?.title ?? settings.sports.find((entry) => entry.id === feedSportId)?.title ?? 'all sports';

  return (
    <>
      <PageHeading eyebrow={sport?.title ?? 'Athletics'} title={title} />
      <Form method="get" action={pathname} className={styles.toolbar} aria-label="Filter the calendar">
        <input type="hidden" name="month" value={monthParam(month)} />
        {view !== 'month' && <input type="hidden" name="view" value={view} />}
        {!sport && (
          <label className={styles.field}>
            Sport
            <select name="sport" className={styles.select} defaultValue={filters.sportId ?? ''}>
              <option value="">All sports</option>
              {settings.sports.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.title}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={styles.field}>
          Location
          <select name="location" className={styles.select} defaultValue={locationQueryValue(filters.location) ?? ''}>
            {LOCATION_FILTERS.map((filter) => (
              <option key={filter.value} value={locationQueryValue(filter.value) ?? ''}>
                {filter.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button}>
          Apply
        </button>
      </Form>
      <div className={calendarStyles.monthBar}>
        <h2 className={calendarStyles.monthTitle} aria-live="polite">
          {monthTitle(month)}
        </h2>
        <nav aria-label="Months">
          <ul role="list" className={calendarStyles.monthLinks}>
            <li>
              <Link to={search({ month: previous })} preventScrollReset>
                <span aria-hidden="true">‹ </span>
                {monthTitle(previous)}
                <span className="visually-hidden"> (previous month)</span>
              </Link>
            </li>
            <li>
              <Link to={search({ month: next })} preventScrollReset>
                {monthTitle(next)}
                <span className="visually-hidden"> (next month)</span>
                <span aria-hidden="true"> ›</span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.toolbar}>
        <nav aria-label="Calendar view">
          <ul role="list" className={styles.segmented}>
            {(['month', 'list'] as const).map((entry) => (
              <li key={entry}>
                <Link to={search({ view: entry })} className={styles.segment} aria-current={entry === view ? 'true' : undefined} preventScrollReset>
                  {entry === 'month' ? 'Month' : 'List'}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={printPath}>Print this month</Link>
        <a href={feed} type="text/calendar">
          Subscribe in your calendar app <span className="visually-hidden">({feedTitle})</span>
        </a>
        <p className={styles.detail}>
          {gameCount} {gameCount === 1 ? 'game' : 'games'} in {monthTitle(month)}
        </p>
      </div>
      {view === 'month' ? (
        <MonthGrid month={month} firstDayOfWeek={settings.first_day_of_week} days={days} />
      ) : days.length === 0 ? (
        <p className={styles.empty}>No games in {monthTitle(month)}.</p>
      ) : (
        days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`}>
            <h3 id={`day-${day.date}`} className={calendarStyles.dayHeading}>
              {longGameDate(day.date)}
            </h3>
            <GameList games={day.games} empty="No games." sportOf={(game) => game.sport} />
          </section>
        ))
      )}
      {view === 'month' && gameCount === 0 && <p className={styles.empty}>No games in {monthTitle(month)}.</p>}
    </>
  );
}
