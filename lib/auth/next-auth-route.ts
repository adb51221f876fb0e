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

/** "oauth": only OAuth providers have a GET callback. */
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

const MAX_BODY_BYTES = 16 * 1024;

/** next-auth copies `error` into a Location header as it is: non-Latin-1 throws, a line break splits it. */
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
 * Left alone, next-auth answers junk with 500s (unknown actions, malformed or huge JSON, odd `error`
 * values). Here an unknown action is a 404 and a POST body is read under a cap.
 */
export function guardedNextAuth(handler: Handler) {
  return route<Context>(async (request, context) => {
    if (!knownAction(request.method, (await context.params).nextauth ?? []))
      throw new DomainError("not-found", MESSAGES.request.notFound);
    readQuery(request, authQuerySchema);
    // A new request from the parts, never from the request itself: Next hands routes a proxy of it, and
    // Node 24's Request constructor cannot read a proxy's private fields.
    if (request.method !== "POST")
      return withSignedInHint(
        await handler(new NextRequest(request.url, { method: request.method, headers: request.headers }), context),
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

function removesCookie(line: string): boolean {
  const [pair, ...attributes] = line.split(";").map((part) => part.trim());
  if (pair.slice(pair.indexOf("=") + 1) === "") return true;
  return attributes.some((attribute) => {
    const [name, value = ""] = attribute.split("=");
    if (/^max-age$/i.test(name)) return Number(value) <= 0;
    return /^expires$/i.test(name) && Date.parse(value) <= Date.now();
  });
}

/** Middleware does not run on API routes, so the hint follows next-auth's session cookie here. */
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
