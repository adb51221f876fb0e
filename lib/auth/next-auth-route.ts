import "server-only";
import { NextRequest } from "next/server";
import { z } from "zod";
import { DomainError } from "@/lib/errors";
import { readBodyBytes, readQuery, route, withCookies } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/sessions/records";
import { hasBrokenText } from "@/lib/validations/text";
import { SESSION_COOKIE_PATTERN, signedInHintCookie } from "./cookies";
import { authOptions } from "./options";

type Context = { params: Promise<{ nextauth?: string[] }> };
type Handler = (request: NextRequest, context: Context) => Promise<Response>;

/**
 * The actions next-auth answers, by method, and whether the second segment names a provider:
 * "none" (no second segment), "optional", "provider" (a configured one) or "oauth" (a configured
 * OAuth provider: only those have a GET callback).
 */
const ACTIONS: Record<string, Record<string, "none" | "optional" | "provider" | "oauth">> = {
  GET: {
    providers: "none",
    session: "none",
    csrf: "none",
    signin: "optional",
    signout: "none",
    error: "none",
    "verify-request": "none",
    callback: "oauth",
  },
  POST: { signin: "provider", signout: "none", callback: "provider", session: "none", _log: "none" },
};
ACTIONS.HEAD = ACTIONS.GET;

/** The sign-in form, a session update and the client's error log are small. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * next-auth copies `error` into a Location header as it is: its error codes, OAuth servers' and the
 * messages of errors thrown while signing in (too many attempts) are printable ASCII; anything else
 * (a character beyond Latin-1 throws there, a line break would split the header) is refused.
 */
const authQuerySchema = z.object({
  error: z
    .string({ error: MESSAGES.request.invalidQuery })
    .regex(/^[\x20-\x7e]{1,500}$/, MESSAGES.request.invalidQuery)
    .optional(),
});

function knownAction(method: string, segments: string[]): boolean {
  const [action, providerId, ...rest] = segments;
  const takes = action ? ACTIONS[method]?.[action] : undefined;
  if (!takes || rest.length) return false;
  const provider = providerId ? authOptions.providers.find((p) => p.id === providerId) : undefined;
  if (takes === "none") return providerId === undefined;
  if (takes === "optional") return providerId === undefined || Boolean(provider);
  if (takes === "oauth") return provider?.type === "oauth";
  return Boolean(provider);
}

/**
 * next-auth's route handler behind the checks every other route makes. Left alone, next-auth
 * answers an unknown action with a 400 that names the library (or a 500 for a GET to the credentials
 * callback), reads a JSON body of any size and throws on a malformed one, and puts the `error` query
 * parameter into a Location header unencoded, which throws for characters beyond Latin-1: 500s for
 * junk. Here an unknown action is a 404, the query's `error` must be an error code, and a POST body
 * is read under a cap (413) and, when it is JSON, must parse to an object of well-formed text (400).
 */
export function guardedNextAuth(handler: Handler) {
  return route<Context>(async (request, context) => {
    if (!knownAction(request.method, (await context.params).nextauth ?? []))
      throw new DomainError("not-found", MESSAGES.request.notFound);
    readQuery(request, authQuerySchema);
    if (request.method !== "POST")
      return withSignedInHint(
        await handler(request instanceof NextRequest ? request : new NextRequest(request), context),
      );

    const body = await readBodyBytes(request, MAX_BODY_BYTES);
    if (/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body));
      } catch {
        throw new DomainError("invalid", MESSAGES.request.invalidJson);
      }
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
        throw new DomainError("invalid", MESSAGES.request.invalidJson);
      if (hasBrokenText(parsed)) throw new DomainError("invalid", MESSAGES.request.brokenText);
    }
    // The body was read once, under the cap; next-auth gets a request with those same bytes.
    return withSignedInHint(
      await handler(
        new NextRequest(request.url, {
          method: "POST",
          headers: request.headers,
          body: body.byteLength ? new Uint8Array(body) : undefined,
        }),
        context,
      ),
    );
  });
}

/** A Set-Cookie line that removes its cookie: empty, Max-Age=0 or an expiry in the past. */
function removesCookie(line: string): boolean {
  const [pair, ...attributes] = line.split(";").map((part) => part.trim());
  if (pair.slice(pair.indexOf("=") + 1) === "") return true;
  return attributes.some((attribute) => {
    const [name, value = ""] = attribute.split("=");
    if (/^max-age$/i.test(name)) return Number(value) <= 0;
    return /^expires$/i.test(name) && Date.parse(value) <= Date.now();
  });
}

/**
 * next-auth signs in (a Microsoft callback), refreshes (a session read) and signs out by setting its
 * session cookie; the readable hint follows it in the same response, as startSession and the logout
 * route do, since middleware does not run on API routes.
 */
function withSignedInHint(response: Response): Response {
  const session = response.headers
    .getSetCookie()
    .filter((line) => SESSION_COOKIE_PATTERN.test(line.slice(0, line.indexOf("=")).trim()));
  if (!session.length) return response;
  const signedIn = !session.every(removesCookie);
  return withCookies(response, [
    signedInHintCookie(signedIn, {
      secure: Boolean(authOptions.useSecureCookies),
      maxAge: signedIn ? SESSION_MAX_AGE_SECONDS : undefined,
    }),
  ]);
}
