import { sessionEndingCookies } from "@/lib/auth/end-session";
import { sessionTokenOf } from "@/lib/auth/session";
import { assertSameOrigin, route } from "@/lib/http/route";
import { endSessionRecord } from "@/lib/sessions/records";

/**
 * POST /api/logout: ends the session on the server (its record, so a copy of the token is refused
 * everywhere from now on), then removes its cookies.
 */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const token = await sessionTokenOf(request);
  await endSessionRecord(token?.sid);
  const headers = new Headers();
  for (const cookie of sessionEndingCookies(request)) headers.append("Set-Cookie", cookie);
  return Response.json({ message: "Signed out." }, { headers });
});
