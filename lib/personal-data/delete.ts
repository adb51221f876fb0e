import "server-only";
import { db } from "@/lib/db/client";
import { lockRow } from "@/lib/db/locks";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { getStorage } from "@/lib/uploads/storage";
import { confirmsDeletion } from "./rules";
import { PERSONAL_DATA_SECTION_NAMES, PERSONAL_DATA_SECTIONS } from "./sections";

/** Files are deleted a few at a time: Vercel Blob is a network call per file. */
const FILE_DELETE_BATCH = 8;

export interface DeletedAccount {
  /** Uploaded files removed from storage. */
  filesDeleted: number;
  /** Files storage could not remove (logged, for someone to clean up; the account is gone either way). */
  filesFailed: number;
}

/**
 * "Delete my account" (POPIA sections 11(3), 14 and 24): the user confirms by typing DELETE or their
 * own e-mail; anything else is a 400 that deletes nothing.
 */
export async function deleteOwnAccount(user: { id: string; email: string }, confirm: string): Promise<DeletedAccount> {
  if (!confirmsDeletion(confirm, user.email)) throw new DomainError("invalid", MESSAGES.account.confirmDeletion);
  return deleteAccount(user.id);
}

/**
 * Removes an account and everything it owns in one transaction, each section doing its part (see
 * lib/personal-data/sections.ts): most rows are deleted; the voucher and payment rows stay without the
 * member. Then its uploaded files go, after the commit, so a rolled-back deletion never loses a file; a
 * file that cannot be deleted is logged, not reported as a failure (its row, and so every way to reach
 * it, is gone).
 */
async function deleteAccount(userId: string): Promise<DeletedAccount> {
  const storageKeys = await db.$transaction(async (tx) => {
    // Locked first: a post or transfer being added now waits for this to end (its row points at the
    // account), so the sections' files are every file the account has.
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
