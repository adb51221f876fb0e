import "server-only";
import { db } from "@/lib/db/client";
import { lockRow } from "@/lib/db/locks";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { getStorage } from "@/lib/uploads/storage";
import { confirmsDeletion } from "./rules";
import { PERSONAL_DATA_SECTION_NAMES, PERSONAL_DATA_SECTIONS } from "./sections";

/** A few at a time: Vercel Blob is a network call per file. */
const FILE_DELETE_BATCH = 8;

export interface DeletedAccount {
  filesDeleted: number;
  /** Logged for cleanup; the account is gone either way. */
  filesFailed: number;
}

/** POPIA sections 11(3), 14 and 24. */
export async function deleteOwnAccount(user: { id: string; email: string }, confirm: string): Promise<DeletedAccount> {
  if (!confirmsDeletion(confirm, user.email)) throw new DomainError("invalid", MESSAGES.account.confirmDeletion);
  return deleteAccount(user.id);
}

/**
 * Files go after the commit, so a rolled-back deletion never loses one; a file that cannot be deleted
 * is only logged, since every way to reach it is gone.
 */
async function deleteAccount(userId: string): Promise<DeletedAccount> {
  const storageKeys = await db.$transaction(async (tx) => {
    // Locked first, so a post or transfer being added waits and no file escapes the list.
    await lockRow(tx, "User", userId);
    const member = await tx.user.findUnique({ where: { id: userId } });
    if (!member) return [];
    const files: string[][] = [];
    for (const name of PERSONAL_DATA_SECTION_NAMES.toReversed()) {
      files.push((await PERSONAL_DATA_SECTIONS[name].erase(tx, member)) ?? []);
    }
    return files.toReversed().flat();
  });

  const storage = getStorage();
  let filesFailed = 0;
  for (let start = 0; start < storageKeys.length; start += FILE_DELETE_BATCH) {
    const batch = storageKeys.slice(start, start + FILE_DELETE_BATCH);
    const results = await Promise.allSettled(batch.map((key) => storage.delete(key)));
    results.forEach((result, index) => {
      if (result.status === "fulfilled") return;
      filesFailed += 1;
      logger.error("account.file_delete_failed", {
        storageKey: batch[index],
        storage: storage.name,
        error: result.reason,
      });
    });
  }
  const deleted = { filesDeleted: storageKeys.length - filesFailed, filesFailed };
  logger.info("account.deleted", deleted);
  return deleted;
}
