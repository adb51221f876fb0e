import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { DELETE_CONFIRMATION_MAX } from "./rules";

/** Matched against the session's account in lib/personal-data/delete.ts. */
export const deleteAccountSchema = z.strictObject({
  confirm: z
    .string({ error: MESSAGES.account.confirmDeletion })
    .trim()
    .min(1, MESSAGES.account.confirmDeletion)
    .max(DELETE_CONFIRMATION_MAX, { error: MESSAGES.account.confirmDeletion, abort: true }),
});
