/**
 * South African Standard Time is UTC+2 all year (no daylight saving), so a fixed offset turns an
 * instant into the day, month or hour a South African calendar shows, wherever the server runs.
 */
export const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** The South African calendar day of an instant, YYYY-MM-DD. */
export function sastDate(at: Date): string {
  return new Date(at.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}
