import { requireStaffApi } from "@/lib/auth/guards";
import { idSchema } from "@/lib/entrepreneurship/schemas";
import { findAgreementForStaff } from "@/lib/entrepreneurship/transfers";
import { readParam, route } from "@/lib/http/route";
import { storedFileResponse } from "@/lib/http/stored-file-response";
import { MESSAGES } from "@/lib/messages";

const NOT_FOUND = MESSAGES.entrepreneurship.transfer.notFound;

/**
 * GET: any transfer request's signed agreement, for facilitators deciding on it. The role is checked
 * before the id is read, so nobody else learns which requests exist.
 */
export const GET = route<{ params: Promise<{ transferId: string }> }>(async (request, context) => {
  await requireStaffApi(request, "facilitator");
  const transferId = await readParam(context, "transferId", idSchema, NOT_FOUND);
  return storedFileResponse(request, await findAgreementForStaff(transferId), NOT_FOUND);
});
