import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { DELETE_CONFIRMATION_MAX } from "./rules";

/**
 * DELETE /api/account: what the user typed to confirm. Whether it matches (DELETE or their own e-mail)
 * is decided against the session's account by lib/personal-data/delete.ts; anything else is refused.
 */
export const deleteAccountSchema = z.strictObject({
  confirm: z
    .string({ error: MESSAGES.account.confirmDeletion })
    .trim()
    .min(1, MESSAGES.account.confirmDeletion)
    .max(DELETE_CONFIRMATION_MAX, { error: MESSAGES.account.confirmDeletion, abort: true }),
});
