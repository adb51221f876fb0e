/**
 * mulberry32, seeded per attempt: the server rebuilds the exact question when the answer arrives, and
 * an answer copied from someone else's attempt does not fit yours.
 */
export interface Random {
  next(): number;
  /** Inclusive of both ends. */
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (values) => values[Math.floor(next() * values.length)],
  };
}
