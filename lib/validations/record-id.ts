import { z } from "zod";

/** Anything that is not a cuid, UUID or seeded id ("trending-01") is refused before a query, as if gone. */
const RECORD_ID = /^[a-z0-9]{20,40}$/;
const ACCOUNT_ID = /^[a-z0-9][a-z0-9-]{19,39}$/;
const SEEDED_OR_RECORD_ID = /^[a-z0-9-]{1,80}$/;

function idSchema(pattern: RegExp, message: string | undefined, trim: boolean) {
  const text = message === undefined ? z.string() : z.string({ error: message });
  return (trim ? text.trim() : text).regex(pattern, message);
}

export function recordIdSchema(message?: string) {
  return idSchema(RECORD_ID, message, false);
}

/** Cuid for accounts made by Microsoft sign-in. */
export function accountIdSchema(message?: string) {
  return idSchema(ACCOUNT_ID, message, false);
}

export function seededIdSchema(message?: string, { trim = false }: { trim?: boolean } = {}) {
  return idSchema(SEEDED_OR_RECORD_ID, message, trim);
}
