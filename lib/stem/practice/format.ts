/** At most `places` decimals, no trailing zeros, a true minus sign. */
export function fmt(value: number, places = 2): string {
  const rounded = Number(value.toFixed(places));
  return (Object.is(rounded, -0) ? 0 : rounded).toString().replace("-", "−");
}

export const signed = (value: number) => (value < 0 ? `− ${fmt(-value)}` : `+ ${fmt(value)}`);

export const round = (value: number, places = 2) => Number(value.toFixed(places));

const DEGREES = Math.PI / 180;
export const sinDeg = (angle: number) => Math.sin(angle * DEGREES);
export const cosDeg = (angle: number) => Math.cos(angle * DEGREES);
export const tanDeg = (angle: number) => Math.tan(angle * DEGREES);
export const atanDeg = (ratio: number) => Math.atan(ratio) / DEGREES;
