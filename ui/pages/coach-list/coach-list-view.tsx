import { Link } from '../../routing/link';
import { coachesPath, coachingRecordsPath, rosterPath } from '../../../core/people/people-paths';
import { coachesHeadFirst } from '../../../core/roster/roster';
import type { CoachesPageData } from '../../../core/staff/staff-page-data';
import { PeopleHeader } from '../../people/people-header';
import styles from '../../people/people.module.css';
import { SeasonPicker } from '../../people/season-picker';
import { StaffCards } from '../../people/staff-cards';
import { usePeopleTitle } from '../../people/use-people-title';

type CoachListData = Extract<CoachesPageData, { kind: 'coaches' }>;

/** coach_list: the coaching staff and support staff of a season's roster. */
export function CoachListView({ data }: { data: CoachListData }) {
  const { sport, seasons, season, roster } = data;
  const slug = sport.global_sport_name_slug;
  const title = season ? `${season.season} ${sport.title} Coaching Staff` : `${sport.title} Coaching Staff`;
  usePeopleTitle(title);
  const coaches = coachesHeadFirst(roster?.coaches ?? []);
  const support = roster?.support_staff ?? [];

  return (
    <article aria-labelledby="page-title">
      <PeopleHeader eyebrow={sport.title} title={title} />
      <div className={styles.toolbar}>
        <SeasonPicker key={season?.roster_id} seasons={seasons} current={season} pathFor={(choice) => coachesPath(slug, choice.season)} />
        <nav aria-label="Coaching records">
          <ul role="list" className={styles.links}>
            <li>
              <Link to={coachingRecordsPath(slug, 'year')} className={styles.link}>
                Year-by-year records
              </Link>
            </li>
            <li>
              <Link to={coachingRecordsPath(slug, 'overall')} className={styles.link}>
                Overall records
              </Link>
            </li>
            <li>
              <Link to={rosterPath(slug, season && !season.is_current ? season.season : null)} className={styles.link}>
                Roster
              </Link>
            </li>
          </ul>
        </nav>
      </div>

      <section aria-labelledby="coaches-title" className={styles.section}>
        <h2 id="coaches-title" className={styles.sectionTitle}>
          Coaches
        </h2>
        {coaches.length > 0 ? (
          <StaffCards entries={coaches} sportSlug={slug} label="Coaches" />
        ) : (
          <p className={styles.empty}>No coaches are listed for {season ? `the ${season.season} season` : sport.title} yet.</p>
        )}
      </section>

      {support.length > 0 && (
        <section aria-labelledby="support-title" className={styles.section}>
          <h2 id="support-title" className={styles.sectionTitle}>
            Support Staff
          </h2>
          <StaffCards entries={support} sportSlug={slug} label="Support staff" />
        </section>
      )}
    </article>
  );
}
