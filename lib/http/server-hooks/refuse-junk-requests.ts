import "server-only";
import http from "node:http";
import { SERVER_ACTION_BODY_LIMIT_BYTES } from "@/lib/http/action-limits.mjs";
import { MESSAGES } from "@/lib/messages";
import type { ServerHook } from "./chain";
import { siteSecurityHeaders } from "./send-security-headers";

export interface JunkRefusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** TRACE only echoes a request back, which nothing here wants. */
const ALLOWED_METHODS = "GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE";

/**
 * Requests `next start` would answer with a 500 (docs/security.md, "Junk before Next"). The
 * cross-site rule is Next's own, so whatever passes here Next accepts too.
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
    // Browsers always declare an action's length; Next's own refusal of a long chunked body is a 500.
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

/** Route handlers under /api and Next's own files never take a server action. */
const isPage = (path: string) => !path.startsWith("/api/") && !path.startsWith("/_next/");

/** Next's own test (server-action-request-meta). */
function isPossibleServerAction(headers: http.IncomingHttpHeaders): boolean {
  return headers["next-action"] !== undefined || /^multipart\/form-data\b/i.test(headers["content-type"] ?? "");
}

function hostOf(origin: string): string | null {
  try {
    return origin === "null" ? null : new URL(origin).host || null;
  } catch {
    return null;
  }
}

/** As Next compares it: the first X-Forwarded-Host, else Host. */
function ownHost(headers: http.IncomingHttpHeaders): string | undefined {
  const header = headers["x-forwarded-host"];
  const forwarded = (Array.isArray(header) ? header[0] : header?.split(",")[0])?.trim();
  return forwarded || headers.host;
}

/** Before Next, so it holds whatever middleware's matcher covers. Last in the chain, so the request log sees refusals. */
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

/** Next's decoders answer any body they cannot decode with a 500 and a stack trace. */
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

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.once("end", () => resolve(Buffer.concat(chunks)));
    request.once("error", reject);
  });
}

/** The request handed on, its body read again from `body`. */
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
 * With every site header, even on OWN_POLICY_PATHS. Node discards the unread body: closing at once
 * could reset the connection before the client reads the answer.
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
