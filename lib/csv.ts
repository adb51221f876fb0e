/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, CRLF between rows. Pure, so it
 * is tested on its own.
 */

/**
 * What a spreadsheet reads as the start of a formula (or, for tab and carriage return, what hides
 * one): a cell holding an e-mail address like "=HYPERLINK(…)@x.co" would run when the file is opened.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text a spreadsheet shows as it is: a leading single quote makes a would-be formula plain text. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell, neutralised and quoted. null and undefined are empty cells. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return `"${neutraliseCell(text).replace(/"/g, '""')}"`;
}

/**
 * A whole file. It starts with a byte-order mark, without which Excel reads UTF-8 as the local
 * code page and garbles every name with an accent.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
