import { emailLinkSchema } from "@/lib/accounts/schemas";
import { confirmEmail } from "@/lib/accounts/verification";
import { assertSameOrigin, readJson, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";

/**
 * POST /api/verify-email `{ token }`: what the confirmation page's button does, for API clients.
 * An unknown link is a 404, an expired one 410, a used one 409.
 */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { token } = await readJson(request, emailLinkSchema.strict());
  const { email } = await confirmEmail(token);
  return Response.json({ message: MESSAGES.verification.confirmed, email });
});
