/**
 * Characters free text must not carry. Emoji, combining marks, zero-width joiners and the
 * left-to-right/right-to-left marks are ordinary content (names and answers in every language) and
 * stay. Refused:
 * - control characters other than tab and line breaks (NUL cuts strings short in other systems);
 * - the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make
 *   text display differently from how it is stored ("gpj.exe" shown as "exe.jpg");
 * - lone UTF-16 surrogates: broken text that cannot be stored as UTF-8 (the database driver fails on it),
 *   and U+FFFD, what a lone surrogate becomes once a form encodes it (broken text, repaired in transit).
 * Zod-free, so a browser form could share it.
 */
const HIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// With the u flag a surrogate pair is one code point, so this matches only a surrogate without its partner.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const REPLACEMENT_CHARACTER = "\uFFFD";

export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN_CONTROLS.test(value) || LONE_SURROGATE.test(value) || value.includes(REPLACEMENT_CHARACTER);
}

/** Line breaks (any of Unicode's) and tabs: none belongs in a name, a town or a subject. */
const LINE_BREAKS = /[\t\n\r\u0085\u2028\u2029]/;

/**
 * Whether text is one line of ordinary characters: hidden characters refused, and line breaks too.
 * A name is written into e-mails Stepps sends to other people; a line break there lets a stranger
 * start a paragraph of their own in Stepps' mail.
 */
export function isSingleLine(value: string): boolean {
  return !LINE_BREAKS.test(value) && !hasHiddenCharacters(value);
}

/**
 * Text no database column can hold: a lone surrogate (not valid UTF-8) or NUL (PostgreSQL's text
 * refuses it, and SQLite's C strings stop at it).
 */
const UNSTORABLE = /\u0000|[\uD800-\uDFFF]/u;

/** Whether a parsed JSON value or form holds unstorable text in any string, key or value, at any depth. */
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

/**
 * Whether text holds something shaped like an e-mail address. Text that goes into the append-only
 * audit log (a reason, a note, feedback) must not: the log can never be changed, so it keeps no
 * contact details (an account is named by its id, and shown with its address while it exists).
 */
export function containsEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}

/**
 * Something "@" something "." something, none of it space, "@", "<", ">" or brackets. Written as the
 * last character before "@" and the first after the dot: the same texts match as with a whole local
 * part and domain (`x+@x+\.x+`), but each "@" is tried once, so the cost is linear in the text.
 */
const EMAIL_ADDRESS = /[^\s@<>()]@[^\s@<>()]+\.[^\s@<>()]/;
