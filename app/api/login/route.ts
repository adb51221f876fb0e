import { checkCredentials } from "@/lib/accounts/credentials";
import { loginSchema } from "@/lib/accounts/schemas";
import { browserOf } from "@/lib/auth/known-browser";
import { clientIp } from "@/lib/http/client-address";
import { assertSameOrigin, readJson, route } from "@/lib/http/route";

/** POST /api/login (docs/product.md, API): checks an e-mail and password with the same check as sign-in. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const input = await readJson(request, loginSchema);
  const user = await checkCredentials(input, {
    address: clientIp(request.headers),
    browser: browserOf(request.headers),
  });
  return Response.json({ email: user.email, name: user.name, surname: user.surname });
});
