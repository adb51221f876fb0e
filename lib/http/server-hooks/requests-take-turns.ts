import type { ServerHook } from "./chain";

/** A few milliseconds of work each. */
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
  // Queued while immediates run, so it waits for the next turn: timers and other answers go between batches.
  setImmediate(nextBatch);
}

export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) schedule();
  });
}

/**
 * Much of a request's work never really waits (the database driver settles at once), so requests
 * arriving together would hold the loop for seconds in one turn. First in the chain (docs/benchmarks.md).
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
