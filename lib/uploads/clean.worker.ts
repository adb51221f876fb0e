import "server-only";
// One thread of the cleaning pool (clean-pool.ts); never imported.
import os from "node:os";
import { parentPort } from "node:worker_threads";
import { cleanUpload, type CleanJob } from "./clean-upload";

// The event loop gets the core first (see hash.worker.mjs).
if (process.platform === "linux") {
  try {
    os.setPriority(10);
  } catch {
    // Not allowed here: normal priority.
  }
}

parentPort!.on("message", async ({ id, job }: { id: number; job: CleanJob }) => {
  try {
    const result = await cleanUpload(job);
    if (!result.ok) return parentPort!.postMessage({ id, value: result });
    // Moved, not copied; a part of a larger buffer is copied first so only what is stored travels.
    const { buffer, byteOffset, byteLength } = result.bytes;
    const whole = buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength;
    const bytes = whole ? new Uint8Array(buffer) : new Uint8Array(result.bytes);
    parentPort!.postMessage({ id, value: { ...result, bytes } }, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
