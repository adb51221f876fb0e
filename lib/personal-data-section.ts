import type { Prisma, User } from "@prisma/client";

// A file of its own, as lib/personal-data depends on every domain that declares a section.

export type OnAccountDeletion = "deleted" | "kept-anonymised";

/** POPIA: the rights of access and deletion. Listed in lib/personal-data/sections.ts. */
export interface PersonalDataSection<Download = unknown> {
  models: { [Model in Prisma.ModelName]?: OnAccountDeletion };
  download(member: User): Promise<Download>;
  /**
   * Runs with the member's row locked and deletes its own rows rather than relying on cascades, which
   * some drivers do not enforce. Returns storage keys of files to remove after the commit.
   */
  erase(tx: Prisma.TransactionClient, member: User): Promise<string[] | void>;
}

export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
