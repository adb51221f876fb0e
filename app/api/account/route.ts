import { sessionEndingCookies } from "@/lib/auth/end-session";
import { requireRequestUser } from "@/lib/auth/session";
import { assertSameOrigin, privateJson, readJson, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { deleteOwnAccount } from "@/lib/personal-data/delete";
import { deleteAccountSchema } from "@/lib/personal-data/schemas";
import { ACCOUNT_DELETED_PATH } from "@/lib/routes";

/**
 * DELETE /api/account: "Delete my account". The body confirms it ({"confirm": "DELETE"} or the
 * account's e-mail); a wrong or missing confirmation is a 400 that deletes nothing. On success the
 * session ends, as with Logout.
 */
export const DELETE = route(async (request) => {
  assertSameOrigin(request);
  const user = await requireRequestUser(request);
  const { confirm } = await readJson(request, deleteAccountSchema);
  await deleteOwnAccount(user, confirm);
  const headers = new Headers();
  for (const cookie of sessionEndingCookies(request)) headers.append("Set-Cookie", cookie);
  return privateJson({ message: MESSAGES.account.deleted, redirectTo: ACCOUNT_DELETED_PATH }, { headers });
});
