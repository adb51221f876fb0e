import { requireServiceApi } from "@/lib/auth/guards";
import { idSchema } from "@/lib/entrepreneurship/schemas";
import { findOwnAgreement } from "@/lib/entrepreneurship/transfers";
import { readParam, route } from "@/lib/http/route";
import { storedFileResponse } from "@/lib/http/stored-file-response";
import { MESSAGES } from "@/lib/messages";

const NOT_FOUND = MESSAGES.entrepreneurship.transfer.notFound;

/** GET: a transfer request's signed agreement, only for the learner who filed it (anyone else: 404). */
export const GET = route<{ params: Promise<{ transferId: string }> }>(async (request, context) => {
  const { user } = await requireServiceApi(request, "entrepreneurship");
  const transferId = await readParam(context, "transferId", idSchema, NOT_FOUND);
  return storedFileResponse(request, await findOwnAgreement(user.id, transferId), NOT_FOUND);
});
