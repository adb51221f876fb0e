import { requireServiceApi } from "@/lib/auth/guards";
import { CERTIFICATE_TYPES } from "@/lib/entrepreneurship/arenas";
import { createCertificate, listCertificates } from "@/lib/entrepreneurship/certificates";
import { certificateSchema, scopeQuerySchema } from "@/lib/entrepreneurship/schemas";
import { assertSameOrigin, privateJson, readJson, readQuery, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";

/** GET ?scope=: the learner's certificates in the arena, and the four certificate types. */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "entrepreneurship");
  const { scope } = readQuery(request, scopeQuerySchema);
  return privateJson({ scope, types: CERTIFICATE_TYPES, certificates: await listCertificates(user.id, scope) });
});

/** POST {type, scope, name, issuer, monthYear?, link?, lessons?}: adds a certificate. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "entrepreneurship");
  const input = await readJson(request, certificateSchema);
  const certificate = await createCertificate(user.id, input);
  return privateJson({ message: MESSAGES.entrepreneurship.certificate.added, certificate }, { status: 201 });
});
