import "server-only";
import http from "node:http";
import { SERVER_ACTION_BODY_LIMIT_BYTES } from "@/lib/http/action-limits.mjs";
import { MESSAGES } from "@/lib/messages";
import type { ServerHook } from "./chain";
import { siteSecurityHeaders } from "./send-security-headers";

/** A request refused before Next sees it: its status, its message and any header it needs. */
export interface JunkRefusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** The methods this app answers (TRACE only echoes a request back, which nothing here wants). */
const ALLOWED_METHODS = "GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE";

/**
 * Whether a request is junk that `next start` answers badly, and how to refuse it instead
 * (docs/security.md, "Junk before Next"):
 * - TRACE (a 500: the Fetch API cannot even hold such a request, so middleware and route handlers
 *   never get one): 405. (TRACK never gets this far: Node's parser answers it 400.)
 * - a path whose percent-encoding is broken (`%E0%A4%A`): Next fails decoding a dynamic segment, 500.
 * - a possible server action (a POST to a page with a Next-Action header or a multipart body)
 *   from another origin (or an Origin that is not a URL): Next aborts it as CSRF with a 500. The
 *   rule is Next's own (the Origin's host against X-Forwarded-Host, else Host), so whatever
 *   passes here Next accepts too.
 * - such an action with a body over the limit: Next stops reading it with a 500. A declared length
 *   over it is a 413, and a body without a declared length a 411.
 */
export function junkRefusal(
  method: string | undefined,
  url: string | undefined,
  headers: http.IncomingHttpHeaders,
): JunkRefusal | null {
  if (method === "TRACE")
    return { status: 405, message: MESSAGES.request.methodNotAllowed, headers: { Allow: ALLOWED_METHODS } };

  const path = (url ?? "/").split(/[?#]/, 1)[0];
  if (!decodes(path)) return { status: 400, message: MESSAGES.request.badEncoding };

  if (method === "POST" && isPage(path) && isPossibleServerAction(headers)) {
    const origin = headers.origin;
    if (origin !== undefined && hostOf(origin) !== ownHost(headers))
      return { status: 403, message: MESSAGES.request.crossSite };
    const length = headers["content-length"];
    // Browsers always declare an action's length; a body sent without one (chunked) could only be
    // measured by reading it, and Next's own refusal of a long one is a 500.
    if (length === undefined && headers["transfer-encoding"] !== undefined)
      return { status: 411, message: MESSAGES.request.lengthRequired };
    if (Number(length ?? 0) > SERVER_ACTION_BODY_LIMIT_BYTES)
      return { status: 413, message: MESSAGES.request.tooLarge };
  }
  return null;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Server actions run on pages: route handlers under /api and Next's own files never take one. */
const isPage = (path: string) => !path.startsWith("/api/") && !path.startsWith("/_next/");

/** Next's own test (server-action-request-meta): a Next-Action header, or any multipart POST. */
function isPossibleServerAction(headers: http.IncomingHttpHeaders): boolean {
  return headers["next-action"] !== undefined || /^multipart\/form-data\b/i.test(headers["content-type"] ?? "");
}

/** The host (and port) an Origin names; null for "null" or anything that is not a URL. */
function hostOf(origin: string): string | null {
  try {
    return origin === "null" ? null : new URL(origin).host || null;
  } catch {
    return null;
  }
}

/** The host Next compares the Origin with: the first X-Forwarded-Host, else Host. */
function ownHost(headers: http.IncomingHttpHeaders): string | undefined {
  const header = headers["x-forwarded-host"];
  const forwarded = (Array.isArray(header) ? header[0] : header?.split(",")[0])?.trim();
  return forwarded || headers.host;
}

/**
 * Answers junk (junkRefusal, junkActionBody) before Next handles the request, so it holds for every
 * path whatever middleware's matcher covers, and costs a few string checks a request. The last hook,
 * so the request log, earlier in the chain, logs its refusals like any answer.
 */
export function refuseJunkRequests(): ServerHook {
  return {
    name: "refuseJunkRequests",
    handleRequest(request, response, next) {
      const refusal = junkRefusal(request.method, request.url, request.headers);
      if (refusal) return answer(response, refusal);
      if (!isPossibleActionPost(request.method, request.url, request.headers)) return next();
      readBody(request)
        .then(async (body) => {
          const bodyRefusal = await junkActionBody(request.headers, body);
          if (bodyRefusal) answer(response, bodyRefusal);
          else next(readAgain(request, body));
        })
        .catch((error: unknown) => response.destroy(error as Error));
    },
  };
}

const isPossibleActionPost = (method: string | undefined, url: string | undefined, headers: http.IncomingHttpHeaders) =>
  method === "POST" && isPage((url ?? "/").split(/[?#]/, 1)[0]) && isPossibleServerAction(headers);

/**
 * Whether a possible server action's body is one Next can decode; Next's decoders answer anything
 * else with a 500 and a stack trace. A fetch action (Next-Action header) is React's reply: JSON as
 * text/plain, or a multipart form; a form posted without JavaScript is a multipart form. Anything
 * else is refused: an empty or broken multipart body 400, a body that is no JSON 400, another type 415.
 * (junkRefusal has already capped its length.)
 */
export async function junkActionBody(headers: http.IncomingHttpHeaders, body: Buffer): Promise<JunkRefusal | null> {
  const type = headers["content-type"] ?? "";
  if (/^multipart\/form-data\b/i.test(type)) {
    try {
      await new Response(new Uint8Array(body), {
        headers: { "content-type": type },
      }).formData();
      return null;
    } catch {
      return { status: 400, message: MESSAGES.request.unreadableForm };
    }
  }
  if (headers["next-action"] === undefined) return null;
  if (!/^text\/plain\b/i.test(type)) return { status: 415, message: MESSAGES.request.unreadableForm };
  try {
    JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
    return null;
  } catch {
    return { status: 400, message: MESSAGES.request.unreadableForm };
  }
}

/** The whole body of a request whose length junkRefusal has already capped. */
function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.once("end", () => resolve(Buffer.concat(chunks)));
    request.once("error", reject);
  });
}

/** The same request, its body read again from `body`: the one handed on, once this one's body has been read. */
function readAgain(request: http.IncomingMessage, body: Buffer): http.IncomingMessage {
  const again = new http.IncomingMessage(request.socket);
  Object.assign(again, {
    method: request.method,
    url: request.url,
    headers: request.headers,
    rawHeaders: request.rawHeaders,
    httpVersion: request.httpVersion,
    httpVersionMajor: request.httpVersionMajor,
    httpVersionMinor: request.httpVersionMinor,
    complete: true,
  });
  for (const symbol of Object.getOwnPropertySymbols(request)) {
    (again as unknown as Record<symbol, unknown>)[symbol] = (request as unknown as Record<symbol, unknown>)[symbol];
  }
  again.push(body);
  again.push(null);
  return again;
}

/**
 * The app's JSON refusal, with every one of the site's headers: it is the app's own answer, even on
 * a path whose route would send its own policy (OWN_POLICY_PATHS). Node discards whatever of the body is still coming, as after any answer
 * that did not read it: closing at once instead could reset the connection before the client has
 * read the answer.
 */
function answer(response: http.ServerResponse, refusal: JunkRefusal) {
  const body = JSON.stringify({ error: refusal.message });
  for (const { key, value } of siteSecurityHeaders()) response.setHeader(key, value);
  response.writeHead(refusal.status, {
    ...refusal.headers,
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  response.end(body);
}
