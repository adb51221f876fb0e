import { requireServiceApi } from "@/lib/auth/guards";
import { deleteCertificate, updateCertificate } from "@/lib/entrepreneurship/certificates";
import { certificateUpdateSchema, idSchema } from "@/lib/entrepreneurship/schemas";
import { assertSameOrigin, privateJson, readJson, readParam, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";

type Context = { params: Promise<{ certificateId: string }> };

const certificateIdOf = (context: Context) =>
  readParam(context, "certificateId", idSchema, MESSAGES.entrepreneurship.certificate.notFound);

/** PATCH {type, name, issuer, monthYear?, link?, lessons?}: edits one of the learner's own certificates. */
export const PATCH = route<Context>(async (request, context) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "entrepreneurship");
  const id = await certificateIdOf(context);
  const input = await readJson(request, certificateUpdateSchema);
  const certificate = await updateCertificate(user.id, id, input);
  return privateJson({ message: MESSAGES.entrepreneurship.certificate.updated, certificate });
});

/** DELETE: removes one of the learner's own certificates. */
export const DELETE = route<Context>(async (request, context) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "entrepreneurship");
  await deleteCertificate(user.id, await certificateIdOf(context));
  return privateJson({ message: MESSAGES.entrepreneurship.certificate.deleted });
});
