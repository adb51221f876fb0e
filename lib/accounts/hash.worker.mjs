// One thread of the password-hashing pool (lib/accounts/hash-pool.ts): bcryptjs, one task at a time.
// It runs in its own thread, started by the pool and never imported, so it has no "server-only" line
// (in a plain Node thread that package throws); the architecture test checks that nothing imports it.
import os from "node:os";
import { parentPort } from "node:worker_threads";
import bcrypt from "bcryptjs";

// Linux keeps a nice value per thread: when this thread and the event loop's both want a core, the
// event loop gets it (hashes use what is left), so requests are not kept waiting by hashes.
if (process.platform === "linux") {
  try {
    os.setPriority(10);
  } catch {
    // Not allowed here: hash at the normal priority.
  }
}

// The synchronous calls: this thread does nothing else, and the async ones only add turns.
parentPort.on("message", ({ id, job: { op, password, cost, hash } }) => {
  try {
    const value = op === "hash" ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
