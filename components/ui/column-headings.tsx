export interface Column {
  label: string;
  /** Shown from the sm breakpoint up. */
  wide?: boolean;
  /** Read by screen readers only. */
  hidden?: boolean;
}

/** A table's header row. */
export function ColumnHeadings({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr className="border-b border-line text-sm text-muted">
        {columns.map((column, index) => {
          const padding = index < columns.length - 1 ? "py-2 pr-3" : "py-2";
          return (
            <th key={column.label} scope="col" className={column.wide ? `hidden ${padding} sm:table-cell` : padding}>
              {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
