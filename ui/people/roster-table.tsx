import { Link } from '../routing/link';
import { fullName } from '../../core/people/person-slug';
import { rosterBioPath } from '../../core/people/people-paths';
import type { RosterColumn, RosterMember } from '../../core/roster/roster';
import { NAME_FIELD, rosterCellValue } from '../../core/roster/roster-columns';
import { ScrollRegion } from '../tables/scroll-region';
import styles from './people.module.css';

interface RosterTableProps {
  players: readonly RosterMember[];
  columns: readonly RosterColumn[];
  caption: string;
  sportSlug: string;
  /** Print views show plain names. */
  linkNames?: boolean;
}

function ColumnTitle({ column }: { column: RosterColumn }) {
  return column.title !== column.description ? <abbr title={column.description}>{column.title}</abbr> : <>{column.title}</>;
}

/** The roster as a table: one row per player, the school's columns. */
export function RosterTable({ players, columns, caption, sportSlug, linkNames = true }: RosterTableProps) {
  return (
    <ScrollRegion className={styles.tableScroll} label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.field ?? column.title} scope="col">
                <ColumnTitle column={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.id}>
              {columns.map((column) =>
                column.field === NAME_FIELD ? (
                  <th key={column.field} scope="row">
                    {linkNames && !player.hide_bio ? (
                      <Link to={rosterBioPath(sportSlug, player)} className={styles.link}>
                        {fullName(player)}
                      </Link>
                    ) : (
                      fullName(player)
                    )}
                  </th>
                ) : (
                  <td key={column.field ?? column.title}>{rosterCellValue(player, column.field)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
