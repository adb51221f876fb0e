// Next's bundler builds a worker thread's TypeScript entry (new Worker("./lib/…/x.worker.ts")) into a
// chunk of its own. Jest runs the app unbundled, so here a thread started from a .ts file compiles it
// as it loads (tsx), with the react-server condition Next's server bundles use. Any other thread
// starts as it is.
import path from "node:path";

jest.mock("node:worker_threads", () => {
  const threads = jest.requireActual<typeof import("node:worker_threads")>("node:worker_threads");
  class Worker extends threads.Worker {
    constructor(file: string | URL, options: import("node:worker_threads").WorkerOptions = {}) {
      if (typeof file !== "string" || !file.endsWith(".ts") || options.eval) {
        super(file, options);
        return;
      }
      const entry = JSON.stringify(path.resolve(file));
      super(`require("tsx/cjs"); require(${entry});`, {
        ...options,
        eval: true,
        execArgv: [...(options.execArgv ?? []), "--conditions=react-server"],
      });
    }
  }
  return { ...threads, Worker };
});
