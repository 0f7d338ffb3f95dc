import { useId } from 'react';
import { useLoaderData, useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { Link } from '../../routing/link';
import { coachesPath, historicalRosterPath, rosterPath, rosterPrintPath } from '../../../core/people/people-paths';
import { coachesHeadFirst, shownPlayers, sortRosterMembers, type RosterStaffEntry } from '../../../core/roster/roster';
import { rosterColumns } from '../../../core/roster/roster-columns';
import type { RosterListPageData } from '../../../core/roster/roster-page-data';
import { ROSTER_SORT_OPTIONS, type RosterSortOption } from '../../../core/roster/roster-sort';
import { parseRosterSort, parseRosterView, ROSTER_SORT_LABELS, ROSTER_VIEWS, rosterQuery, type RosterView } from '../../../core/roster/roster-view';
import { PeopleHeader } from '../../people/people-header';
import styles from '../../people/people.module.css';
import { RosterGrid } from '../../people/roster-grid';
import { RosterTable } from '../../people/roster-table';
import { SeasonPicker } from '../../people/season-picker';
import { StaffCards } from '../../people/staff-cards';
import { usePeopleTitle } from '../../people/use-people-title';
import { InTurn } from '../../routing/hydration-turns';
import { usePageDescription } from '../../routing/page-meta';

const VIEW_LABELS: Record<RosterView, string> = { compact: 'Compact', grid: 'Grid', table: 'Table' };

/** roster_list: a season's players (compact rows, cards or a table, sortable), then its coaches and support staff. */
export default function RosterListPage() {
  const { sport, seasons, season, roster, trackLinks } = useLoaderData() as RosterListPageData;
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const sortId = useId();
  // While the router reloads for a new sort or view, show the chosen one at once.
  const pending = navigation.location?.pathname === location.pathname ? new URLSearchParams(navigation.location.search) : searchParams;
  const sort = parseRosterSort(pending.get('sort'));
  const view = parseRosterView(pending.get('view'));
  const slug = sport.global_sport_name_slug;
  const title = roster?.title ?? `${sport.title} Roster`;
  usePeopleTitle(title);
  usePageDescription(`The ${sport.title} roster: players, coaches and support staff.`, { season: season?.season ?? undefined });

  const players = sortRosterMembers(shownPlayers(roster?.players ?? []), sort);
  const coaches = coachesHeadFirst(roster?.coaches ?? []);
  const support = roster?.support_staff ?? [];
  const seasonSegment = season && !season.is_current ? season.season : null;

  function changeSort(next: RosterSortOption) {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('sort', next);
      return params;
    }, { replace: true, preventScrollReset: true });
  }

  return (
    <article aria-labelledby="page-title">
      <PeopleHeader eyebrow={sport.title} title={title}>
        {roster?.note && <p className={styles.lead}>{roster.note}</p>}
      </PeopleHeader>

      {trackLinks.length > 0 && (
        <nav aria-label="Track and field rosters" className={styles.toolbar}>
          <ul role="list" className={styles.links}>
            {trackLinks.map((link) => (
              <li key={link.url}>
                <Link to={link.url} className={styles.link} aria-current={link.current ? 'page' : undefined}>
                  {link.title} Roster
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <InTurn>
        {roster ? (
          <>
            <div className={styles.toolbar}>
              <SeasonPicker key={season?.roster_id} seasons={seasons} current={season} pathFor={(choice) => rosterPath(slug, choice.season)} />
              <div className={styles.field}>
                <label htmlFor={sortId} className={styles.label}>
                  Sort by
                </label>
                <select id={sortId} className={styles.control} value={sort} onChange={(event) => changeSort(parseRosterSort(event.target.value))}>
                  {ROSTER_SORT_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {ROSTER_SORT_LABELS[option]}
                    </option>
                  ))}
                </select>
              </div>
              <div role="group" aria-label="View" className={styles.fieldRow}>
                {ROSTER_VIEWS.map((option) => (
                  <Link key={option} to={{ search: rosterQuery(sort, option) }} replace preventScrollReset className={styles.buttonQuiet} aria-current={option === view ? 'true' : undefined}>
                    {VIEW_LABELS[option]}
                    <span className="visually-hidden"> view</span>
                  </Link>
                ))}
              </div>
              <Link to={rosterPrintPath(slug, season?.season)} className={styles.buttonQuiet}>
                Print roster
              </Link>
            </div>

            <section aria-labelledby="roster-players" className={styles.section}>
              <h2 id="roster-players" className={styles.sectionTitle}>
                Players
              </h2>
              {players.length === 0 ? (
                <p className={styles.empty}>No players are listed on this roster yet.</p>
              ) : view === 'table' ? (
                <RosterTable players={players} columns={rosterColumns(roster.columns)} caption={`${roster.title}, sorted by ${ROSTER_SORT_LABELS[sort].toLowerCase()}`} sportSlug={slug} />
              ) : (
                <RosterGrid players={players} sportSlug={slug} label="Players" compact={view === 'compact'} />
              )}
            </section>

            <StaffSection id="roster-coaches" title="Coaching Staff" label="Coaching staff" entries={coaches} sportSlug={slug} />
            <StaffSection id="roster-support" title="Support Staff" label="Support staff" entries={support} sportSlug={slug} />
          </>
        ) : (
          <p className={styles.empty}>No roster has been published for {sport.title} yet.</p>
        )}
      </InTurn>

      <nav aria-label={`More about ${sport.title} people`} className={styles.section}>
        <ul role="list" className={styles.links}>
          <li>
            <Link to={coachesPath(slug, seasonSegment)} className={styles.link}>
              Coaches
            </Link>
          </li>
          <li>
            <Link to={historicalRosterPath(slug)} className={styles.link}>
              Historical roster
            </Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}

/** A roster's coaches or support staff under their heading; nothing when there are none. */
function StaffSection({ id, title, label, entries, sportSlug }: { id: string; title: string; label: string; entries: readonly RosterStaffEntry[]; sportSlug: string }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <StaffCards entries={entries} sportSlug={sportSlug} label={label} />
    </section>
  );
}
