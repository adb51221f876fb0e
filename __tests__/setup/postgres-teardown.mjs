// The server-postgresql project's global teardown: stops the cluster postgres.mjs started.
import { stopTestPostgres } from "./postgres.mjs";

export default async function teardown() {
  stopTestPostgres(globalThis.steppsTestPostgres);
}
