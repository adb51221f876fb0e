import { z } from "zod";

/**
 * The record-id rule, in one place. The database makes cuids; an account's id may also be a UUID, and
 * an id in an address may name a seeded row ("trending-01"). Anything else names nothing and is refused
 * before a query, with the message the reader would see for a record that is gone.
 */
const RECORD_ID = /^[a-z0-9]{20,40}$/;
const ACCOUNT_ID = /^[a-z0-9][a-z0-9-]{19,39}$/;
const SEEDED_OR_RECORD_ID = /^[a-z0-9-]{1,80}$/;

function idSchema(pattern: RegExp, message: string | undefined, trim: boolean) {
  const text = message === undefined ? z.string() : z.string({ error: message });
  return (trim ? text.trim() : text).regex(pattern, message);
}

/** A row's id as the database makes it (a cuid). */
export function recordIdSchema(message?: string) {
  return idSchema(RECORD_ID, message, false);
}

/** An account's id: a UUID, or a cuid for accounts made by Microsoft sign-in. */
export function accountIdSchema(message?: string) {
  return idSchema(ACCOUNT_ID, message, false);
}

/** A made or a seeded row's id: lowercase letters, digits and hyphens. Forms trim it first. */
export function seededIdSchema(message?: string, { trim = false }: { trim?: boolean } = {}) {
  return idSchema(SEEDED_OR_RECORD_ID, message, trim);
}
