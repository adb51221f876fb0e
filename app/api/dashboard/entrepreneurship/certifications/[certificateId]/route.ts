import { requireServiceApi } from "@/lib/auth/guards";
import { deleteCertificate, updateCertificate } from "@/lib/entrepreneurship/certificates";
import { assertSameOrigin, HttpError, privateJson, readJson, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { certificateUpdateSchema, idSchema } from "@/lib/validations/entrepreneurship";

type Context = { params: Promise<{ certificateId: string }> };

async function certificateIdOf(context: Context): Promise<string> {
  const parsed = idSchema.safeParse((await context.params).certificateId);
  if (!parsed.success) throw new HttpError(404, MESSAGES.entrepreneurship.certificate.notFound);
  return parsed.data;
}

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
