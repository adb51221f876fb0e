import type { ArenaSeed } from "../types";
import { CONTINENTAL } from "./continental";
import { GLOBAL } from "./global";
import { LOCAL } from "./local";
import { NATIONAL } from "./national";

export { GROUPS } from "./groups";

/** The four arenas in the order the dashboard shows them. */
export const ARENAS: readonly ArenaSeed[] = [LOCAL, NATIONAL, CONTINENTAL, GLOBAL];
