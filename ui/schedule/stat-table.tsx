import type { ReactNode } from 'react';
import type { StatSport } from '../../core/stats/stat-abbreviations';
import { cellValue, columnAbbreviation, type StatColumn, type StatLine } from '../../core/stats-view/stat-table';
import { ScrollRegion } from '../tables/scroll-region';
import styles from './schedule.module.css';

export interface StatTableProps {
  caption: string;
  sport: StatSport | undefined;
  columns: readonly StatColumn[];
  players: readonly StatLine[];
  /** Footer lines ('Totals', 'Opponents') by column key. */
  footers?: ReadonlyArray<{ label: string; values: Record<string, string> }>;
}

/** A player stat table: spec 9's abbreviations as column heads (full names in their abbr), one row a player. */
export function StatTable({ caption, sport, columns, players, footers = [] }: StatTableProps) {
  return (
    <FiguresTable
      caption={caption}
      head={
        <>
          <th scope="col">Player</th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={styles.number}>
              <abbr title={column.title}>{columnAbbreviation(sport, column)}</abbr>
            </th>
          ))}
        </>
      }
    >
      <tbody>
        {players.length === 0 && (
          <tr>
            <td colSpan={columns.length + 1}>No players recorded.</td>
          </tr>
        )}
        {players.map((player, index) => (
          <tr key={`${player.name}-${index}`}>
            <th scope="row">
              {player.jersey && <span className={styles.detail}>#{player.jersey} </span>}
              {player.name}
              {player.position && <span className={styles.detail}> ({player.position})</span>}
            </th>
            <StatCells columns={columns} values={player.values} />
          </tr>
        ))}
      </tbody>
      {footers.length > 0 && (
        <tfoot>
          {footers.map((footer) => (
            <tr key={footer.label}>
              <th scope="row">{footer.label}</th>
              <StatCells columns={columns} values={footer.values} />
            </tr>
          ))}
        </tfoot>
      )}
    </FiguresTable>
  );
}

/** A scrollable, captioned table of figures: `head` is its header row's cells, `children` its bodies (and footer). */
function FiguresTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <ScrollRegion className={styles.tableScroll} label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        {children}
      </table>
    </ScrollRegion>
  );
}

/** A stat line's figures, one cell a column. */
function StatCells({ columns, values }: { columns: readonly StatColumn[]; values: StatLine['values'] }) {
  return columns.map((column) => (
    <td key={column.key} className={styles.number}>
      {cellValue(values, column.key)}
    </td>
  ));
}

/** A table of two teams' (or team and opponents') figures side by side. */
export function TeamFiguresTable({ caption, rows, columns }: { caption: string; columns: readonly [string, string]; rows: ReadonlyArray<{ key: string; title: string; values: readonly [string, string] }> }) {
  return (
    <FiguresTable
      caption={caption}
      head={
        <>
          <th scope="col">Statistic</th>
          <th scope="col" className={styles.number}>
            {columns[0]}
          </th>
          <th scope="col" className={styles.number}>
            {columns[1]}
          </th>
        </>
      }
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.title}</th>
            <td className={styles.number}>{row.values[0] || '-'}</td>
            <td className={styles.number}>{row.values[1] || '-'}</td>
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
}

/** spec: a line score, period by period, with the final total. */
export function LineScoreTable({ caption, periodLabel, periods, teams }: { caption: string; periodLabel: string; periods: readonly string[]; teams: ReadonlyArray<{ name: string; scores: readonly string[]; total: string | number }> }) {
  return (
    <FiguresTable
      caption={caption}
      head={
        <>
          <th scope="col">Team</th>
          {periods.map((period, index) => (
            <th key={`${period}-${index}`} scope="col" className={styles.number}>
              <abbr title={`${periodLabel} ${period}`}>{period}</abbr>
            </th>
          ))}
          <th scope="col" className={styles.number}>
            <abbr title="Total">T</abbr>
          </th>
        </>
      }
    >
      <tbody>
        {teams.map((team) => (
          <tr key={team.name}>
            <th scope="row">{team.name}</th>
            {periods.map((period, index) => (
              <td key={`${period}-${index}`} className={styles.number}>
                {team.scores[index] ?? '-'}
              </td>
            ))}
            <td className={styles.number}>
              <strong>{team.total}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
}
