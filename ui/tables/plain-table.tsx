import type { ReactNode } from 'react';

interface PlainTableProps {
  className: string | undefined;
  caption: ReactNode;
  captionClassName?: string | undefined;
  /** The column heads, in order: plain text, each a `th scope="col"`. */
  columns: readonly string[];
  /** The body's rows. */
  children: ReactNode;
}

/** A data table whose head is one row of plain column names: its caption, that head and the rows given. */
export function PlainTable({ className, caption, captionClassName, columns, children }: PlainTableProps) {
  return (
    <table className={className}>
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
