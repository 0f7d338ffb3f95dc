import { Form, useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { OtdEntry } from '../../../core/on-this-day/on-this-day';
import type { OnThisDayData } from '../../../core/on-this-day/on-this-day-pages';
import { calendarDayLabel, datePickerValue, ON_THIS_DAY_PATH, orderOtdYears, otdGameResult, otdGameTitle } from '../../../core/on-this-day/on-this-day-rules';
import { EmptyState } from '../../honours/empty-state';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';
import { SmartLink } from '../../shell/smart-link';
import { useShellData } from '../../shell/use-shell-data';
import page from './on-this-day-page.module.css';

const TYPE_LABELS: Record<OtdEntry['type'], string> = { note: 'Moment', story: 'Story', game: 'Game', video: 'Video', podcast: 'Podcast' };

function EntryItem({ entry }: { entry: OtdEntry }) {
  const sport = entry.sport?.title;
  return (
    <li className={page.entry} data-type={entry.type}>
      <p className={page.type}>
        {TYPE_LABELS[entry.type]}
        {sport && entry.type !== 'game' ? ` · ${sport}` : ''}
      </p>
      {entry.type === 'note' && (
        <>
          <h3 className={page.entryTitle}>{entry.title}</h3>
          <p>{entry.text}</p>
        </>
      )}
      {entry.type === 'game' && (
        <>
          <h3 className={page.entryTitle}>{otdGameTitle(entry)}</h3>
          {otdGameResult(entry) && <p>Result: {otdGameResult(entry)}</p>}
        </>
      )}
      {(entry.type === 'story' || entry.type === 'video' || entry.type === 'podcast') && (
        <h3 className={page.entryTitle}>
          <SmartLink href={entry.url}>{entry.title}</SmartLink>
        </h3>
      )}
      {entry.type === 'story' && entry.byline && <p className={page.byline}>{entry.byline}</p>}
    </li>
  );
}

/** spec 2.1 on_this_day (alias /otd): this calendar day in the school's history, grouped by year, with a picker for another day. */
export default function OnThisDayPage() {
  const { day, year, invalidRequest } = useLoaderData() as OnThisDayData;
  const { setup } = useShellData();
  const label = day ? calendarDayLabel(day) : null;
  const title = label ? `On This Day: ${label}` : 'On This Day';
  usePageTitle(title);
  const years = day ? orderOtdYears(day.years) : [];
  const mascots = setup?.settings.mascotPlural;

  return (
    <>
      <PageHeader title={title} eyebrow="History" blurb={label ? `What happened on ${label} in ${mascots ? `${mascots} ` : ''}history.` : null}>
        <Form method="get" action={ON_THIS_DAY_PATH} className={styles.filters} key={label ?? 'none'}>
          <label className={styles.filter}>
            Pick another day
            <input type="date" name="date" required defaultValue={day ? datePickerValue(day, year) : undefined} />
          </label>
          <button type="submit" className={styles.button}>
            Show this day
          </button>
          <Link to={ON_THIS_DAY_PATH} className={`${styles.button} ${styles.buttonSecondary}`}>
            Today
          </Link>
        </Form>
      </PageHeader>
      {invalidRequest && (
        <p className={page.notice} role="status">
          That date could not be read, so this is today&rsquo;s history.
        </p>
      )}
      {day?.image && <img src={day.image.url} alt={day.image.alt} width={800} height={450} className={page.image} />}
      {!day ? (
        <EmptyState role="status">
          <p>This day&rsquo;s history could not be loaded right now. Please try again later.</p>
        </EmptyState>
      ) : years.length === 0 ? (
        <EmptyState role="status">
          <p>Nothing is recorded for {label} yet. Pick another day to explore.</p>
        </EmptyState>
      ) : (
        years.map((entry) => (
          <section key={entry.year} className={styles.section} aria-labelledby={`otd-${entry.year}`}>
            <h2 id={`otd-${entry.year}`} className={styles.sectionTitle}>
              {entry.year}
              <span className={styles.count} aria-hidden="true">
                {year - entry.year} year{year - entry.year === 1 ? '' : 's'} ago
              </span>
            </h2>
            <ol role="list" className={page.entries}>
              {entry.entries.map((item) => (
                <EntryItem key={`${item.type}-${item.id}`} entry={item} />
              ))}
            </ol>
          </section>
        ))
      )}
    </>
  );
}
