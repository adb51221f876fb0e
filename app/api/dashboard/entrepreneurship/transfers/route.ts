import { requireServiceApi } from "@/lib/auth/guards";
import { AGREEMENT_LIMITS } from "@/lib/entrepreneurship/agreement-limits";
import { countTransferAttempt, createTransferFromForm, listTransfers } from "@/lib/entrepreneurship/transfers";
import { assertSameOrigin, privateJson, readMultipart, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { uploadSize, withUploadMemory } from "@/lib/uploads/upload-memory";

const transferMessages = MESSAGES.entrepreneurship.transfer;

/** GET: the learner's transfer requests (their membership dashboard). */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "entrepreneurship");
  return privateJson({ transfers: await listTransfers(user.id) });
});

/** POST multipart (scope, fromGroupId, toGroupId, memberId, transferDate, agreement): a transfer request. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "entrepreneurship");
  await countTransferAttempt(user.id);
  const maxBytes = AGREEMENT_LIMITS.maxBytes + 64 * 1024;
  const transfer = await withUploadMemory(uploadSize(request, maxBytes), async () => {
    const form = await readMultipart(request, {
      maxBytes,
      tooLargeMessage: transferMessages.agreementTooLarge(AGREEMENT_LIMITS.label),
      invalidMessage: transferMessages.missingAgreement,
      fileField: "agreement",
    });
    return createTransferFromForm(user.id, form);
  });
  return privateJson({ message: transferMessages.submitted, transfer }, { status: 201 });
});
