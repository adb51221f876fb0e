import { sessionEndingCookies } from "@/lib/auth/end-session";
import { assertSameOrigin, route } from "@/lib/http/route";

/** POST /api/logout: ends the session. Sessions are signed tokens, so removing the cookie ends them. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const headers = new Headers();
  for (const cookie of sessionEndingCookies(request)) headers.append("Set-Cookie", cookie);
  return Response.json({ message: "Signed out." }, { headers });
});
