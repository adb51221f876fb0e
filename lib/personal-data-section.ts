import type { Prisma, User } from "@prisma/client";

// The shape each domain's personal-data section takes. A file of its own, as lib/personal-data
// lists the sections and so depends on every domain that declares one.

/** What "Delete my account" does to a model's rows. */
export type OnAccountDeletion =
  /** The rows go with the account (and any file they point to). */
  | "deleted"
  /** The rows stay, with nothing left that says whose they were. */
  | "kept-anonymised";

/**
 * One part of a member's personal data, declared by the domain that owns its rows (POPIA: the right
 * of access and the right to deletion). lib/personal-data/sections.ts lists them all.
 */
export interface PersonalDataSection<Download = unknown> {
  /** The models whose rows it holds, and what deleting the account does to each. */
  models: { [Model in Prisma.ModelName]?: OnAccountDeletion };
  /** Its value in "Download my data", under its name in the list. */
  download(member: User): Promise<Download>;
  /**
   * Its part of "Delete my account", in the deletion's transaction with the member's row locked. It
   * deletes its rows itself rather than leaving them to the schema's cascades, so the result does not
   * depend on a driver enforcing foreign keys. Returns the storage keys of files to remove after the commit.
   */
  erase(tx: Prisma.TransactionClient, member: User): Promise<string[] | void>;
}

/** A moment as the download writes it: ISO 8601 in UTC, or null. */
export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
