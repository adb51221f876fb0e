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

type MemberModel = {
  [Model in Prisma.ModelName]: "userId" extends keyof Prisma.TypeMap["model"][Model]["payload"]["scalars"]
    ? Model
    : never;
}[Prisma.ModelName];

/** The section of one model whose rows name the member by `userId` (or `rowsOf`) and are deleted with them. */
export function deletedWithMember<Model extends MemberModel, Download>(
  model: Model,
  download: (member: User) => Promise<Download>,
  rowsOf: (member: User) => object = (member) => ({ userId: member.id }),
) {
  const delegate = (model[0].toLowerCase() + model.slice(1)) as Uncapitalize<Model>;
  return {
    models: { [model]: "deleted" } as Record<Model, "deleted">,
    download,
    erase: async (tx: Prisma.TransactionClient, member: User) => {
      const rows = tx[delegate] as unknown as { deleteMany(args: { where: object }): Promise<unknown> };
      await rows.deleteMany({ where: rowsOf(member) });
    },
  } satisfies PersonalDataSection<Download>;
}

export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
