import { useLoaderData, useSearchParams } from 'react-router-dom';
import { fullName } from '../../../core/people/person-slug';
import { coachesHeadFirst, shownPlayers, sortRosterMembers } from '../../../core/roster/roster';
import { rosterColumns } from '../../../core/roster/roster-columns';
import type { RosterListPageData } from '../../../core/roster/roster-page-data';
import { parseRosterSort } from '../../../core/roster/roster-view';
import styles from '../../people/people.module.css';
import { RosterTable } from '../../people/roster-table';
import { usePeopleTitle } from '../../people/use-people-title';
import { PeoplePrintSheet } from './people-print-sheet';
import print from './roster-print-page.module.css';

const PRINT_ID = 'roster-print';

/** roster_list_print (full screen): the season's roster as a printable table; the print dialog opens on load. */
export default function RosterPrintPage() {
  const { sport, roster } = useLoaderData() as RosterListPageData;
  const [searchParams] = useSearchParams();
  const title = roster?.title ?? `${sport.title} Roster`;
  usePeopleTitle(`${title} (print)`);
  const players = sortRosterMembers(shownPlayers(roster?.players ?? []), parseRosterSort(searchParams.get('sort')));
  const staff = [...coachesHeadFirst(roster?.coaches ?? []), ...(roster?.support_staff ?? [])];

  return (
    <PeoplePrintSheet id={PRINT_ID} title={title} ready={roster !== null}>
      {roster ? (
        <>
          {players.length > 0 ? (
            <RosterTable players={players} columns={rosterColumns(roster.columns, { print: true })} caption="Players" sportSlug={sport.global_sport_name_slug} linkNames={false} />
          ) : (
            <p className={styles.empty}>No players are listed on this roster yet.</p>
          )}
          {staff.length > 0 && (
            <>
              <h2 className={print.subtitle}>Coaching and Support Staff</h2>
              <ul className={print.staff}>
                {staff.map((entry) => (
                  <li key={`${entry.kind}-${entry.staff_id}`}>
                    <strong>{fullName(entry)}</strong>, {entry.title}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      ) : (
        <p className={styles.empty}>No roster has been published for {sport.title} yet.</p>
      )}
    </PeoplePrintSheet>
  );
}
