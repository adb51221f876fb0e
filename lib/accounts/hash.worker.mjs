// A plain Node thread, never imported: no "server-only" (it throws here); the architecture test checks.
import os from "node:os";
import { parentPort } from "node:worker_threads";
import bcrypt from "bcryptjs";

// Lower priority on Linux, so requests on the event loop win the core over hashes.
if (process.platform === "linux") {
  try {
    os.setPriority(10);
  } catch {
    // Not allowed here: hash at the normal priority.
  }
}

// Synchronous: this thread does nothing else.
parentPort.on("message", ({ id, job: { op, password, cost, hash } }) => {
  try {
    const value = op === "hash" ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
