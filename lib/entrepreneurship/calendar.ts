/** A month as Monday-first weeks (as South African calendars print them), null outside the month. */
export function monthWeeks(year: number, month: number): (number | null)[][] {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // getUTCDay: Sunday is 0; shifted so Monday is 0.
  const leading = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (number | null)[] = [
    ...Array(leading).fill(null),
    ...Array.from({ length: daysInMonth }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export const WEEKDAYS = [
  { short: "Mon", long: "Monday" },
  { short: "Tue", long: "Tuesday" },
  { short: "Wed", long: "Wednesday" },
  { short: "Thu", long: "Thursday" },
  { short: "Fri", long: "Friday" },
  { short: "Sat", long: "Saturday" },
  { short: "Sun", long: "Sunday" },
] as const;

export function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export type MonthId = `${number}-${number}`;

export function monthId(year: number, month: number): MonthId {
  return `${year}-${String(month).padStart(2, "0")}` as MonthId;
}

export function parseMonth(value: string): { year: number; month: number } {
  return { year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) };
}

export function addMonths(value: string, count: number): MonthId {
  const { year, month } = parseMonth(value);
  const index = year * 12 + (month - 1) + count;
  return monthId(Math.floor(index / 12), (index % 12) + 1);
}

export function monthsBetween(from: string, to: string): number {
  const a = parseMonth(from);
  const b = parseMonth(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** `weekday`: 0 Monday … 6 Sunday. */
export function weekdaysOf(year: number, month: number, weekday: number): number[] {
  return monthWeeks(year, month).flatMap((week) => (week[weekday] === null ? [] : [week[weekday]!]));
}
