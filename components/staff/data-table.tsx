import { EmptyState } from "./item-list";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** The column that names its row (a `th scope="row"`). */
  rowHeader?: boolean;
  className?: string;
}

const TH = "py-2 pr-3 align-bottom font-semibold";
const TD = "py-2 pr-3 align-top";

/**
 * A staff table from a column list. A wide table on a narrow screen scrolls sideways inside its box,
 * not the page; the box is focusable and named, so a keyboard can scroll it too.
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  minWidth,
  empty,
  showCaption = false,
}: {
  /** The scrolling box's name ("Audit log" is read as "Audit log, scrolls sideways"). */
  label: string;
  /** Read by screen readers only, unless shown: usually the heading above says it to everyone else. */
  caption: string;
  showCaption?: boolean;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A Tailwind min-w-[…] class: the width below which the box scrolls. */
  minWidth: string;
  /** What to say instead of an empty table; without it an empty table shows its headings. */
  empty?: React.ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className={showCaption ? "mb-2 text-left font-semibold" : "sr-only"}>{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {columns.map((column) => (
              <th key={column.header} scope="col" className={TH}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line">
              {columns.map(({ header, cell, rowHeader, className = "" }) =>
                rowHeader ? (
                  <th key={header} scope="row" className={`${TD} font-normal ${className}`.trim()}>
                    {cell(row)}
                  </th>
                ) : (
                  <td key={header} className={`${TD} ${className}`.trim()}>
                    {cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
