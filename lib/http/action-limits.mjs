// @ts-check
/** A plain JavaScript module: next.config.mjs loads it as it is. */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
