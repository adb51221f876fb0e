/**
 * Emoji, combining marks and direction marks are ordinary content and stay. Refused: control
 * characters (NUL cuts strings short elsewhere), bidi overrides ("gpj.exe" shown as "exe.jpg"), and
 * lone surrogates or U+FFFD (broken text the database cannot store). Zod-free, so browsers can share it.
 */
const HIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// With the u flag this matches only a surrogate without its partner.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const REPLACEMENT_CHARACTER = "\uFFFD";

export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN_CONTROLS.test(value) || LONE_SURROGATE.test(value) || value.includes(REPLACEMENT_CHARACTER);
}

const LINE_BREAKS = /[\t\n\r\u0085\u2028\u2029]/;

/** Names go into e-mails to other people; a line break would let a stranger start a paragraph of their own. */
export function isSingleLine(value: string): boolean {
  return !LINE_BREAKS.test(value) && !hasHiddenCharacters(value);
}

/** PostgreSQL's text refuses NUL, and SQLite's C strings stop at it. */
const UNSTORABLE = /\u0000|[\uD800-\uDFFF]/u;

export function hasBrokenText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (UNSTORABLE.test(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item && typeof item === "object") {
      for (const [key, entry] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

/** The append-only audit log can never be changed, so it keeps no contact details. */
export function containsEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}

/** Anchored on the characters around "@" and the dot, so each "@" is tried once: linear in the text. */
const EMAIL_ADDRESS = /[^\s@<>()]@[^\s@<>()]+\.[^\s@<>()]/;
