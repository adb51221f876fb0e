import type { ServerHook } from "./chain";

/** How many waiting requests go on per turn of the event loop: a few milliseconds of work each. */
const PER_TURN = 8;

const waiting: (() => void)[] = [];
let scheduled = false;

function nextBatch() {
  scheduled = false;
  const now = waiting.splice(0, PER_TURN);
  if (waiting.length > 0) schedule();
  for (const resume of now) resume();
}

function schedule() {
  scheduled = true;
  // An immediate queued while immediates run waits for the loop's next turn, so timers, new
  // connections and other answers get a turn between two batches.
  setImmediate(nextBatch);
}

/**
 * Waits for its turn of the event loop: PER_TURN waiters go on per turn, first come first served;
 * alone, a waiter loses one turn (well under a millisecond).
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) schedule();
  });
}

/**
 * Requests reach Next in turns (nextTurn), a few per turn of the event loop. Requests that arrive
 * together would otherwise each run their synchronous part one after the other in a single turn,
 * since much of a request's work never really waits (the database is synchronous, so its awaits
 * settle at once), and held the loop, and every other answer, for seconds. The chain's first step:
 * Node reads every request that has arrived in one turn, so an arrival costs only its place in the
 * queue, and the hooks after it (headers, log line timed from the arrival, junk refusal) run in its
 * turn (docs/benchmarks.md).
 */
export function requestsTakeTurns(): ServerHook {
  return {
    name: "requestsTakeTurns",
    handleRequest(_request, response, next) {
      nextTurn()
        .then(() => next())
        .catch((error: unknown) => response.destroy(error as Error));
    },
  };
}
