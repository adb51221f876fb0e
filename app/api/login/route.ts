import { checkCredentials } from "@/lib/accounts/credentials";
import { clientIp } from "@/lib/http/client-ip";
import { assertSameOrigin, HttpError, readJson, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { loginSchema } from "@/lib/validations/auth";

/** POST /api/login (spec section 7): checks an e-mail and password with the same check as sign-in. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const input = await readJson(request, loginSchema);
  const result = await checkCredentials(input, clientIp(request.headers));
  if (result.ok)
    return Response.json({ email: result.user.email, name: result.user.name, surname: result.user.surname });
  if (result.reason === "rate-limited") {
    throw new HttpError(
      429,
      MESSAGES.login.tooManyAttempts(Math.ceil(result.retryAfterSeconds / 60)),
      {},
      {
        "Retry-After": String(result.retryAfterSeconds),
      },
    );
  }
  throw new HttpError(401, MESSAGES.login.invalidCredentials);
});
