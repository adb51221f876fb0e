/** South African time wherever the server runs. */
const TIME_ZONE = "Africa/Johannesburg";

/** "22 November 2026". */
export function formatDay(value: string | Date): string {
  return new Date(value).toLocaleDateString("en-ZA", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: TIME_ZONE,
  });
}

/** "22 Nov, 14:05": for recent events. */
export function formatMoment(value: string | Date): string {
  return new Date(value).toLocaleString("en-ZA", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: TIME_ZONE,
  });
}

/** "22 November 2026 at 14:05": a moment that may be months away. */
export function formatDayAndTime(value: string | Date): string {
  const time = new Date(value).toLocaleTimeString("en-ZA", { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });
  return `${formatDay(value)} at ${time}`;
}

/** Noon keeps any time zone on the same date. */
export function formatCalendarDay(
  day: string,
  options: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "long", year: "numeric" },
): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-ZA", { ...options, timeZone: "UTC" });
}

export function formatMonthYear(monthYear: string): string {
  return formatCalendarDay(`${monthYear}-01`, { month: "long", year: "numeric" });
}

/** en-ZA: "R230,00", "R1 234,50". */
export function formatRand(cents: number): string {
  const rand = (cents / 100).toLocaleString("en-ZA", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `R${rand}`;
}
