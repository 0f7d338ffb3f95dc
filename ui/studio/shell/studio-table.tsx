import type { ReactNode } from 'react';
import styles from './studio-table.module.css';

export interface TableColumn<Row> {
  /** The column's name, its header and, on a phone, the label before its value. */
  label: string;
  /** The sort key the server takes for this column; none: not sortable. */
  sort?: string;
  cell: (row: Row) => ReactNode;
  /** The row's main cell (its title and link): first on a phone card, without a label. */
  main?: boolean;
  /** A cell that says what it is by itself (the row's buttons): no label before it on a phone card. */
  unlabelled?: boolean;
}

export interface TableSort {
  by: string;
  dir: 'asc' | 'desc';
  /** Asked for a column: the second press turns its direction. */
  onSort: (by: string, dir: 'asc' | 'desc') => void;
}

interface TableProps<Row> {
  caption: string;
  rows: Row[];
  columns: Array<TableColumn<Row>>;
  rowKey: (row: Row) => number;
  /** What a row is called to a screen reader ("Select “Headline”"). */
  rowName: (row: Row) => string;
  /** The table's sort, for its sortable columns; none: the rows stay in the order given. */
  sort?: TableSort;
  /** Ticked rows, for the list's bulk actions; none: the table has no tick boxes. */
  selection?: { selected: ReadonlySet<number>; onChange: (next: Set<number>) => void };
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A studio list as a table from 64rem (sortable column headers, tick boxes for bulk actions) and as compact
 * cards below it, each value with its column's label. The sort and page live in the address (useListParams).
 */
export function StudioTable<Row>({ caption, rows, columns, rowKey, rowName, sort, selection }: TableProps<Row>) {
  const allTicked = selection !== undefined && rows.length > 0 && rows.every((row) => selection.selected.has(rowKey(row)));
  const tickAll = () => selection?.onChange(allTicked ? new Set() : new Set(rows.map(rowKey)));
  const tick = (key: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {selection && (
            <th scope="col" className={styles.tick}>
              <input type="checkbox" aria-label="Select every row on this page" checked={allTicked} onChange={tickAll} />
            </th>
          )}
          {columns.map((column) => (
            <th key={column.label} scope="col" aria-sort={sort && column.sort === sort.by ? ARIA_SORT[sort.dir] : undefined}>
              {sort && column.sort ? (
                <button type="button" className={styles.sort} onClick={() => sort.onSort(column.sort!, column.sort === sort.by && sort.dir === 'asc' ? 'desc' : 'asc')}>
                  {column.label}
                  <span aria-hidden="true" className={styles.arrow}>
                    {column.sort === sort.by ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              ) : (
                column.label
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const key = rowKey(row);
          return (
            <tr key={key} data-row-id={key} data-selected={selection?.selected.has(key) ? 'true' : undefined}>
              {selection && (
                <td className={styles.tick}>
                  <input type="checkbox" aria-label={`Select “${rowName(row)}”`} checked={selection.selected.has(key)} onChange={() => tick(key)} />
                </td>
              )}
              {columns.map((column) => (
                <td key={column.label} data-label={column.main || column.unlabelled ? undefined : column.label} className={column.main ? styles.main : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
