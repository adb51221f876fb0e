import "server-only";

export type MetadataOutcome =
  /** Safe to store: the metadata was removed, or the format carries none. */
  | { ok: true; bytes: Uint8Array }
  /** Claims the format but cannot be parsed. */
  | { ok: false; problem: "unreadable" }
  /** Carries metadata this code cannot remove reliably: the file must be refused. */
  | { ok: false; problem: "cannot-remove" }
  /** Expands (decompresses, or holds pictures) beyond what one upload may cost to check. */
  | { ok: false; problem: "too-large" };

export const cleaned = (bytes: Uint8Array): MetadataOutcome => ({ ok: true, bytes });
export const unreadable = (): MetadataOutcome => ({ ok: false, problem: "unreadable" });
export const cannotRemove = (): MetadataOutcome => ({ ok: false, problem: "cannot-remove" });
export const tooLarge = (): MetadataOutcome => ({ ok: false, problem: "too-large" });
