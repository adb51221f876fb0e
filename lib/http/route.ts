import "server-only";
import type { z } from "zod";
import { isDatabaseBusy } from "@/lib/db/busy";
import { getEnv } from "@/lib/env";
import { DomainError, type DomainErrorKind } from "@/lib/errors";
import { formStateFromAnswer } from "@/lib/forms/form-state";
import { NOTICE_ANCHOR, NOTICE_PARAM, sealNotice } from "@/lib/forms/notice";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { parseOrRefuse } from "@/lib/validations/problems";
import { queryRecord } from "@/lib/validations/query";
import { hasBrokenText } from "@/lib/validations/text";
import { safeLocalPath } from "./safe-redirect";

export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  "payment-declined": 402,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  gone: 410,
  "too-large": 413,
  "unsupported-type": 415,
  "rate-limited": 429,
  "upstream-failed": 502,
  unavailable: 503,
};

function refusalResponse(error: DomainError): Response {
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) headers["Retry-After"] = String(error.retryAfterSeconds);
  const body = { error: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) };
  return Response.json(body, { status: STATUS_OF[error.kind], headers });
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Unexpected errors are logged and answered with a bare 500, a database too busy to answer with a 503.
 * Native form posts get a redirect back instead.
 */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    let response: Response;
    try {
      response = await handler(request, context);
    } catch (error) {
      const where = () => ({ method: request.method, path: new URL(request.url).pathname, error });
      if (error instanceof DomainError) response = refusalResponse(error);
      else if (isDatabaseBusy(error)) {
        logger.warn("route.database_busy", where());
        response = refusalResponse(new DomainError("unavailable", MESSAGES.request.busy));
      } else {
        logger.error("route.unhandled", where());
        response = Response.json({ error: MESSAGES.request.serverError }, { status: 500 });
      }
    }
    // Only this app's own JSON answers become pages; a redirect (next-auth's) goes as it is.
    const json = response.headers.get("content-type")?.startsWith("application/json");
    return json && isFormNavigation(request) ? answerFormPost(request, response) : response;
  };
}

function isFormNavigation(request: Request): boolean {
  return request.method === "POST" && request.headers.get("sec-fetch-mode") === "navigate";
}

/** 303 back to the same-site Referer, with the message as a signed notice the page shows by the form. */
async function answerFormPost(request: Request, response: Response): Promise<Response> {
  const body = await response.json().catch(() => null);
  const state = formStateFromAnswer(response.ok, body, MESSAGES.request.serverError);
  const referer = request.headers.get("referer");
  const back = new URL(safeLocalPath(referer ? refererPath(referer, request) : null, "/"), request.url);
  back.searchParams.set(NOTICE_PARAM, sealNotice(new URL(request.url).pathname, state));
  back.hash = NOTICE_ANCHOR;
  const headers = new Headers({ Location: `${back.pathname}${back.search}${back.hash}`, "Cache-Control": "no-store" });
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}

function refererPath(referer: string, request: Request): string | null {
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin || url.origin === new URL(getEnv().APP_URL).origin
      ? `${url.pathname}${url.search}`
      : null;
  } catch {
    return null;
  }
}

/** Browsers send Origin on every POST; where missing, Sec-Fetch-Site still tells cross-site apart. */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin) {
    const allowed = [new URL(request.url).origin, new URL(getEnv().APP_URL).origin];
    if (!allowed.includes(origin)) throw new DomainError("forbidden", MESSAGES.request.crossSite);
  } else if (request.headers.get("sec-fetch-site") === "cross-site") {
    throw new DomainError("forbidden", MESSAGES.request.crossSite);
  }
}

export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string = MESSAGES.request.tooLarge,
): Promise<Buffer> {
  return readCappedBody(request, maxBytes, tooLargeMessage);
}

/** `inspect` may refuse the body by throwing; the rest is then never read. */
async function readCappedBody(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string,
  inspect?: (chunk: Uint8Array) => void,
): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new DomainError("too-large", tooLargeMessage);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  // One buffer of its own (no copy at the end), which an upload's bytes can be moved to a thread with.
  const whole = declared > 0 ? Buffer.allocUnsafeSlow(declared) : null;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // A chunked body cut short: a bad request, not a fault.
      throw new DomainError("invalid", MESSAGES.request.bodyCutShort);
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new DomainError("too-large", tooLargeMessage);
    }
    try {
      inspect?.(value);
    } catch (error) {
      await reader.cancel();
      throw error;
    }
    if (whole && !chunks.length && size <= whole.length) {
      whole.set(value, size - value.byteLength);
    } else {
      if (whole && !chunks.length) chunks.push(whole.subarray(0, size - value.byteLength));
      chunks.push(value);
    }
  }
  if (chunks.length) return Buffer.concat(chunks);
  return whole ? whole.subarray(0, size) : Buffer.alloc(0);
}

/** JSON is UTF-8 (RFC 8259): invalid bytes and lone surrogates, which the database cannot store, are refused. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = 16 * 1024,
): Promise<z.output<S>> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? ""))
    throw new DomainError("unsupported-type", MESSAGES.request.notJson);
  const bytes = await readBodyBytes(request, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes));
  } catch {
    throw new DomainError("invalid", MESSAGES.request.invalidJson);
  }
  if (hasBrokenText(body)) throw new DomainError("invalid", MESSAGES.request.brokenText);
  return parseOrRefuse(schema, body, "The request is not valid.");
}

export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return parseOrRefuse(schema, queryRecord(new URL(request.url).searchParams), "The query is not valid.");
}

export function privateJson(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "private, no-store");
  return Response.json(body, { ...init, headers });
}

/** A library's Response may have immutable headers. */
export function withCookies(response: Response, cookies: string[]): Response {
  if (!cookies.length) return response;
  const headers = new Headers(response.headers);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Delimiters are counted as bytes arrive, so a body with more than `maxParts` parts is refused before
 * the rest is read. The file is a view into the body, never a copy (docs/benchmarks.md).
 */
export async function readMultipart(
  request: Request,
  options: { maxBytes: number; tooLargeMessage: string; invalidMessage: string; fileField?: string; maxParts?: number },
): Promise<{ file: Uint8Array | null; fields: Record<string, unknown> }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) throw new DomainError("unsupported-type", options.invalidMessage);
  const boundary = multipartBoundary(contentType);
  if (!boundary) throw new DomainError("invalid", options.invalidMessage);
  const maxParts = options.maxParts ?? DEFAULT_MAX_PARTS;
  const delimiters = delimiterCounter(boundary, maxParts + 1);
  const body = await readCappedBody(request, options.maxBytes, options.tooLargeMessage, (chunk) => {
    if (delimiters.add(chunk) > maxParts + 1) throw new DomainError("invalid", options.invalidMessage);
  });
  const parts = multipartParts(body, boundary);
  if (!parts) throw new DomainError("invalid", options.invalidMessage);
  const fileField = options.fileField ?? "file";
  let file: Uint8Array | null = null;
  const fields: Record<string, unknown> = {};
  for (const part of parts) {
    if (part.name === fileField) {
      // An empty file input sends an empty file name. A repeated field keeps its first value, as queries do.
      if (file === null && part.filename !== null && part.data.length > 0) file = part.data;
    } else {
      fields[part.name] ??= part.filename === null ? part.data.toString("utf8") : null;
    }
  }
  return { file, fields };
}

/** A real one is under 300 bytes. */
const MAX_PART_HEADERS = 8 * 1024;

/** RFC 7578. */
function multipartParts(
  body: Buffer,
  boundary: string,
): { name: string; filename: string | null; data: Buffer }[] | null {
  const delimiter = `--${boundary}`;
  const parts: { name: string; filename: string | null; data: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) return null;
  for (;;) {
    let p = at + delimiter.length;
    if (body[p] === 0x2d && body[p + 1] === 0x2d) return parts; // "--": the closing delimiter
    while (body[p] === 0x20 || body[p] === 0x09) p++; // transport padding
    if (body[p] !== 0x0d || body[p + 1] !== 0x0a) return null;
    const headersEnd = body.indexOf("\r\n\r\n", p);
    if (headersEnd < 0 || headersEnd - p > MAX_PART_HEADERS) return null;
    const next = body.indexOf(`\r\n${delimiter}`, headersEnd + 4);
    if (next < 0) return null;
    const disposition = /^content-disposition:\s*form-data\s*(;.*)$/im.exec(body.toString("utf8", p + 2, headersEnd));
    const name = disposition ? dispositionParameter(disposition[1], "name") : undefined;
    if (!disposition || name === undefined) return null;
    parts.push({
      name,
      filename: dispositionParameter(disposition[1], "filename") ?? null,
      data: body.subarray(headersEnd + 4, next),
    });
    at = next + 2;
  }
}

function dispositionParameter(parameters: string, key: string): string | undefined {
  for (const match of parameters.matchAll(/;\s*([\w-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g)) {
    if (match[1].toLowerCase() === key) return match[2] !== undefined ? match[2].replace(/\\(.)/g, "$1") : match[3];
  }
  return undefined;
}

const DEFAULT_MAX_PARTS = 10;
/** RFC 2046. */
const MAX_BOUNDARY_LENGTH = 70;

function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = match ? (match[1] ?? match[2]) : "";
  return boundary.length > 0 && boundary.length <= MAX_BOUNDARY_LENGTH && !/[\r\n]/.test(boundary) ? boundary : null;
}

/**
 * Delimiters split across chunks count too. The body is read as if it began with CRLF, so the first
 * delimiter counts like the others; the boundary holds no CR, so delimiters cannot overlap.
 */
function delimiterCounter(boundary: string, enough: number): { add(chunk: Uint8Array): number } {
  const needle = Buffer.from(`\r\n--${boundary}`, "latin1");
  const keep = needle.length - 1;
  let carry = Buffer.from("\r\n");
  let count = 0;
  const countIn = (haystack: Buffer) => {
    let at = haystack.indexOf(needle);
    while (at >= 0 && count <= enough) {
      count++;
      at = haystack.indexOf(needle, at + needle.length);
    }
  };
  return {
    add(chunk) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      countIn(Buffer.concat([carry, bytes.subarray(0, keep)]));
      countIn(bytes);
      carry = Buffer.from(
        bytes.length >= keep ? bytes.subarray(bytes.length - keep) : Buffer.concat([carry, bytes]).subarray(-keep),
      );
      return count;
    },
  };
}

/** Anything malformed is answered as the record not being there. */
export async function readParam<P extends Record<string, string>, S extends z.ZodType>(
  context: { params: Promise<P> },
  name: keyof P,
  schema: S,
  notFoundMessage: string,
): Promise<z.output<S>> {
  const parsed = schema.safeParse((await context.params)[name]);
  if (!parsed.success) throw new DomainError("not-found", notFoundMessage);
  return parsed.data;
}
