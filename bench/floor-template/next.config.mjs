// The benchmarks' floor (bench/support.mjs copies this folder to bench/.floor): a bare page for
// bench/page-weight.mjs, a trivial route handler (app/api/ping) for bench/load.mjs.
// Its own Turbopack and tracing root: nothing from the project above (middleware.ts,
// instrumentation.ts, tsconfig paths) is picked up, so this really is a bare Next.js app.
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

const floorConfig = { turbopack: { root: here }, outputFileTracingRoot: here };

export default floorConfig;
