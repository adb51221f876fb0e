// @ts-check
/**
 * The largest body a server action accepts. next.config.mjs hands it to Next, and
 * refuseJunkRequests (lib/http/server-hooks) refuses a longer declared body with 413 before Next
 * reads it (Next's own refusal of one is a 500). A plain JavaScript module, because the config
 * loads it as it is.
 */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
