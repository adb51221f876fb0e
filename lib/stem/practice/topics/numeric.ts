/**
 * Numerical methods for the second workings (`check`): they find an answer by brute numerics rather
 * than the formula `build` uses, so a test can catch a formula that is wrong.
 */

/** A root of f between lo and hi, where f changes sign, by halving: it needs no formula for the root. */
export function bisectRoot(f: (x: number) => number, lo: number, hi: number): number {
  let [a, b] = [lo, hi];
  let fa = f(a);
  for (let step = 0; step < 200; step += 1) {
    const middle = (a + b) / 2;
    const fm = f(middle);
    if (fm === 0) return middle;
    if (fm < 0 === fa < 0) [a, fa] = [middle, fm];
    else b = middle;
  }
  return (a + b) / 2;
}

/** Where f is least on [lo, hi] (one dip there), by golden-section search: it needs no derivative. */
function goldenSectionMinimum(f: (x: number) => number, lo: number, hi: number): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let [a, b] = [lo, hi];
  for (let step = 0; step < 200; step += 1) {
    const c = b - g * (b - a);
    const d = a + g * (b - a);
    if (f(c) < f(d)) b = d;
    else a = c;
  }
  return (a + b) / 2;
}

/** The x-values of every dip of f on [lo, hi], by a grid scan and golden sections: turning points without calculus. */
export function localMinima(f: (x: number) => number, lo: number, hi: number, steps = 2000): number[] {
  const h = (hi - lo) / steps;
  const found: number[] = [];
  for (let i = 1; i < steps; i += 1) {
    const [left, here, right] = [f(lo + (i - 1) * h), f(lo + i * h), f(lo + (i + 1) * h)];
    if (here <= left && here < right) found.push(goldenSectionMinimum(f, lo + (i - 1) * h, lo + (i + 1) * h));
  }
  return found;
}

/** f′(x) by Richardson-extrapolated central differences, with no rules of differentiation (exact up to degree 4). */
export function numericDerivative(f: (x: number) => number, x: number): number {
  const central = (h: number) => (f(x + h) - f(x - h)) / (2 * h);
  return (4 * central(0.5) - central(1)) / 3;
}

/** Every ordering of the items, to count arrangements by listing them rather than by formula. */
export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}
