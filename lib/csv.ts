/** RFC 4180: every cell quoted, quotes doubled, CRLF between rows. */

/** A cell like "=HYPERLINK(…)@x.co" would run when the file is opened (tab and CR can hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return `"${neutraliseCell(text).replace(/"/g, '""')}"`;
}

/** The byte-order mark stops Excel reading UTF-8 as the local code page. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
