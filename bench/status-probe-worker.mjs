// Probes GET /api/vouchers/status on a thread of its own (see probeStatusOffThread in support.mjs),
// until the parent posts "stop"; then posts the summary back.
import { parentPort, workerData } from "node:worker_threads";
import { probeStatus } from "./support.mjs";

let over = false;
parentPort.once("message", () => {
  over = true;
});
const summary = await probeStatus(workerData.base, () => over, workerData);
parentPort.postMessage(summary);
