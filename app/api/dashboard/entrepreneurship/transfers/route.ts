import { fieldErrorsOf } from "@/lib/actions/validated-action";
import { requireServiceApi } from "@/lib/auth/guards";
import { AGREEMENT_LIMITS } from "@/lib/entrepreneurship/agreement-limits";
import { createTransfer, listTransfers } from "@/lib/entrepreneurship/transfers";
import { assertSameOrigin, HttpError, privateJson, problemOf, readMultipart, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { hitRateLimit } from "@/lib/rate-limit";
import { transferFieldsSchema } from "@/lib/validations/entrepreneurship";

const M = MESSAGES.entrepreneurship.transfer;

/** Transfer requests per learner per hour: a real group moves a few members, not hundreds. */
const TRANSFER_RULE = { limit: 20, windowMs: 60 * 60 * 1000 };

/** GET: the learner's transfer requests (their membership dashboard). */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "entrepreneurship");
  return privateJson({ transfers: await listTransfers(user.id) });
});

/** POST multipart (fromGroupId, toGroupId, memberName, transferDate, agreement): a transfer request. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "entrepreneurship");
  const allowed = await hitRateLimit(`transfer:user:${user.id}`, TRANSFER_RULE);
  if (!allowed.allowed) throw new HttpError(429, M.tooMany, {}, { "Retry-After": String(allowed.retryAfterSeconds) });

  const { file, fields } = await readMultipart(request, {
    maxBytes: AGREEMENT_LIMITS.maxBytes + 64 * 1024,
    tooLargeMessage: M.agreementTooLarge(AGREEMENT_LIMITS.label),
    invalidMessage: M.missingAgreement,
    fileField: "agreement",
  });
  const parsed = transferFieldsSchema.safeParse(fields);
  if (!parsed.success)
    throw new HttpError(400, problemOf(parsed.error) ?? M.group, { fieldErrors: fieldErrorsOf(parsed.error) });
  if (!file) throw new HttpError(400, M.missingAgreement);

  const transfer = await createTransfer(user.id, parsed.data, new Uint8Array(await file.arrayBuffer()));
  return privateJson({ message: M.submitted, transfer }, { status: 201 });
});
