import { Link } from '../../routing/link';
import { coachBioPath, coachesPath, coachingRecordsPath } from '../../../core/people/people-paths';
import { fullName } from '../../../core/people/person-slug';
import { COACHING_RECORDS_TYPES, newestSeasonsFirst, type CoachCareerRecord, type CoachSeasonRecord } from '../../../core/staff/coaching-records';
import type { CoachesPageData } from '../../../core/staff/staff-page-data';
import { CoachRecordCells, CoachRecordHeadings } from '../../people/coach-record-columns';
import { PeopleHeader } from '../../people/people-header';
import styles from '../../people/people.module.css';
import { usePeopleTitle } from '../../people/use-people-title';
import { ScrollRegion } from '../../tables/scroll-region';

type RecordsData = Extract<CoachesPageData, { kind: 'records' }>;

const TYPE_LABELS = { year: 'Year by Year', overall: 'Overall' } as const;

function CoachName({ record, sportSlug }: { record: CoachSeasonRecord | CoachCareerRecord; sportSlug: string }) {
  const name = fullName(record);
  if (record.staff_id === null) return <>{name}</>;
  return (
    <Link to={coachBioPath(sportSlug, { ...record, staff_id: record.staff_id })} className={styles.link}>
      {name}
    </Link>
  );
}

/** coach_coaching_records: head coaches' won-lost records, year by year or per coach. */
export function CoachingRecordsView({ data }: { data: RecordsData }) {
  const { sport, type, records } = data;
  const slug = sport.global_sport_name_slug;
  const title = `${sport.title} Coaching Records`;
  usePeopleTitle(`${TYPE_LABELS[type]} ${title}`);
  const caption = `${title}, ${TYPE_LABELS[type].toLowerCase()}`;
  const empty = type === 'year' ? records.yearly.length === 0 : records.overall.length === 0;

  return (
    <article aria-labelledby="page-title">
      <PeopleHeader eyebrow={sport.title} title={title} />
      <nav aria-label="Records view" className={styles.toolbar}>
        <ul role="list" className={styles.links}>
          {COACHING_RECORDS_TYPES.map((option) => (
            <li key={option}>
              <Link to={coachingRecordsPath(slug, option)} className={styles.buttonQuiet} aria-current={option === type ? 'page' : undefined}>
                {TYPE_LABELS[option]}
              </Link>
            </li>
          ))}
          <li>
            <Link to={coachesPath(slug)} className={styles.buttonQuiet}>
              Current coaches
            </Link>
          </li>
        </ul>
      </nav>

      {empty ? (
        <p className={styles.empty}>No coaching records are available for {sport.title} yet.</p>
      ) : (
        <ScrollRegion className={styles.tableScroll} label={caption}>
          <table className={styles.table}>
            <caption>{caption}</caption>
            <thead>
              {type === 'year' ? (
                <tr>
                  <th scope="col">Season</th>
                  <th scope="col">Head Coach</th>
                  <CoachRecordHeadings />
                </tr>
              ) : (
                <tr>
                  <th scope="col">Head Coach</th>
                  <th scope="col">Years</th>
                  <th scope="col" className={styles.numeric}>
                    Seasons
                  </th>
                  <CoachRecordHeadings />
                </tr>
              )}
            </thead>
            <tbody>
              {type === 'year'
                ? newestSeasonsFirst(records.yearly).map((record) => (
                    <tr key={record.season}>
                      <th scope="row">{record.season}</th>
                      <td>
                        <CoachName record={record} sportSlug={slug} />
                      </td>
                      <CoachRecordCells record={record} />
                    </tr>
                  ))
                : records.overall.map((record) => (
                    <tr key={`${record.first_name}-${record.last_name}-${record.start_year}`}>
                      <th scope="row">
                        <CoachName record={record} sportSlug={slug} />
                      </th>
                      <td>{record.start_year === record.end_year ? record.start_year : `${record.start_year}–${record.end_year}`}</td>
                      <td className={styles.numeric}>{record.seasons}</td>
                      <CoachRecordCells record={record} />
                    </tr>
                  ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </article>
  );
}
