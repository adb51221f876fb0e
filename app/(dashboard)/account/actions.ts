"use server";

import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { endSession } from "@/lib/auth/session-cookie";
import { DomainError } from "@/lib/errors";
import { validatedAction } from "@/lib/forms/actions";
import { MESSAGES } from "@/lib/messages";
import { deleteOwnAccount } from "@/lib/personal-data/delete";
import { deleteAccountSchema } from "@/lib/personal-data/schemas";
import { ACCOUNT_DELETED_PATH } from "@/lib/routes";

/** "Delete my account" (DELETE /api/account does the same for API clients): then signed out, on the way out. */
export const deleteMyAccount = validatedAction(
  deleteAccountSchema,
  MESSAGES.account.confirmDeletion,
  async ({ confirm }) => {
    const user = await getSessionUser();
    if (!user) throw new DomainError("unauthenticated", MESSAGES.auth.notAuthenticatedPleaseLogIn);
    await deleteOwnAccount(user, confirm);
    await endSession();
    redirect(ACCOUNT_DELETED_PATH);
  },
);
