/** SAST is UTC+2 all year (no daylight saving), so a fixed offset works wherever the server runs. */
export const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

export function sastDate(at: Date): string {
  return new Date(at.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}
