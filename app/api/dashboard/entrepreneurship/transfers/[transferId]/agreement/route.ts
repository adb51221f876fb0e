import { requireServiceApi } from "@/lib/auth/guards";
import { findOwnAgreement } from "@/lib/entrepreneurship/transfers";
import { HttpError, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { storedFileResponse } from "@/lib/uploads/serve";
import { idSchema } from "@/lib/validations/entrepreneurship";

/** GET: a transfer request's signed agreement, only for the learner who filed it (anyone else: 404). */
export const GET = route<{ params: Promise<{ transferId: string }> }>(async (request, { params }) => {
  const { user } = await requireServiceApi(request, "entrepreneurship");
  const transferId = idSchema.safeParse((await params).transferId);
  const transfer = transferId.success ? await findOwnAgreement(user.id, transferId.data) : null;
  if (!transfer) throw new HttpError(404, MESSAGES.entrepreneurship.transfer.notFound);
  const response = await storedFileResponse(request, {
    storageKey: transfer.agreementKey,
    contentType: transfer.agreementType,
    sizeBytes: transfer.agreementSize,
    fileName: transfer.agreementName,
    disposition: "attachment",
  });
  if (!response) throw new HttpError(404, MESSAGES.entrepreneurship.transfer.notFound);
  return response;
});
