import { cookies } from "next/headers";
import { SESSION_COOKIE_PATTERN, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/cookies";
import { assertSameOrigin, route } from "@/lib/http/route";

/** POST /api/logout: ends the session. Sessions are signed tokens, so removing the cookie ends them. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const jar = await cookies();
  for (const { name } of jar.getAll()) {
    if (SESSION_COOKIE_PATTERN.test(name)) {
      jar.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
    }
  }
  jar.set(SIGNED_IN_HINT_COOKIE, "", { path: "/", maxAge: 0, sameSite: "lax" });
  return Response.json({ message: "Signed out." });
});
