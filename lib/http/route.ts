import "server-only";
import type { z } from "zod";
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

/** The one mapper from refusals to HTTP: each kind's status. */
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

/** A refusal as this app's JSON answers it: `{ error, fieldErrors? }`, and Retry-After when it says when. */
function refusalResponse(error: DomainError): Response {
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) headers["Retry-After"] = String(error.retryAfterSeconds);
  const body = { error: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) };
  return Response.json(body, { status: STATUS_OF[error.kind], headers });
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler: a DomainError becomes its status and message; anything unexpected is logged
 * and answered with a plain 500 that reveals nothing. A form that posts here natively, before
 * JavaScript has loaded (a browser navigation), gets the same answer as a redirect back to its page
 * instead (answerFormPost).
 */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    let response: Response;
    try {
      response = await handler(request, context);
    } catch (error) {
      if (error instanceof DomainError) response = refusalResponse(error);
      else {
        logger.error("route.unhandled", { method: request.method, path: new URL(request.url).pathname, error });
        response = Response.json({ error: MESSAGES.request.serverError }, { status: 500 });
      }
    }
    // Only this app's own JSON answers are turned into pages; a redirect (next-auth's) goes as it is.
    const json = response.headers.get("content-type")?.startsWith("application/json");
    return json && isFormNavigation(request) ? answerFormPost(request, response) : response;
  };
}

/** A form the browser itself submitted (no script in between): its answer must be a page, not JSON. */
function isFormNavigation(request: Request): boolean {
  return request.method === "POST" && request.headers.get("sec-fetch-mode") === "navigate";
}

/**
 * The answer to a native form post: 303 back to the page the form was on (the Referer, on this site
 * only), with the JSON answer's message and field errors as a signed notice the page shows by the form.
 */
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

/** The path and query of a same-site Referer; null for another site's. */
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

/**
 * Refuses state-changing requests from other sites. Browsers send Origin on every POST; where it
 * is missing, Sec-Fetch-Site still tells a cross-site request apart.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin) {
    const allowed = [new URL(request.url).origin, new URL(getEnv().APP_URL).origin];
    if (!allowed.includes(origin)) throw new DomainError("forbidden", MESSAGES.request.crossSite);
  } else if (request.headers.get("sec-fetch-site") === "cross-site") {
    throw new DomainError("forbidden", MESSAGES.request.crossSite);
  }
}

/** Reads at most `maxBytes` of the body without buffering more than that; more is a 413. */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string = MESSAGES.request.tooLarge,
): Promise<Buffer> {
  return readCappedBody(request, maxBytes, tooLargeMessage);
}

/**
 * readBodyBytes, showing each chunk to `inspect` as it arrives: `inspect` may refuse the body by
 * throwing, and the rest is then never read.
 */
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
  // With its length declared, the body is copied into one buffer as it arrives (not a second time at
  // the end), a buffer of its own that an upload's bytes can be moved to a thread with.
  const whole = declared > 0 ? Buffer.allocUnsafeSlow(declared) : null;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client went away before the body ended (a chunked body cut short): a bad request, not a fault.
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
      // More than it declared (only a hand-made request can): the rest is gathered as it comes.
      if (whole && !chunks.length) chunks.push(whole.subarray(0, size - value.byteLength));
      chunks.push(value);
    }
  }
  if (chunks.length) return Buffer.concat(chunks);
  return whole ? whole.subarray(0, size) : Buffer.alloc(0);
}

/**
 * Parses a JSON body with its zod schema; bad input is a 4xx with a clear message. JSON is UTF-8
 * (RFC 8259): bytes that are not are refused rather than silently replaced, and so are strings with
 * lone surrogates (a "\ud800" escape), which the database driver cannot store.
 */
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

/** Parses a request's query string with its zod schema; a bad value is a 400 naming the problem. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return parseOrRefuse(schema, queryRecord(new URL(request.url).searchParams), "The query is not valid.");
}

/** Answers for one signed-in member: never stored by shared caches. */
export function privateJson(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "private, no-store");
  return Response.json(body, { ...init, headers });
}

/** The same answer with more Set-Cookie lines (a library's Response may have immutable headers). */
export function withCookies(response: Response, cookies: string[]): Response {
  if (!cookies.length) return response;
  const headers = new Headers(response.headers);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Reads a multipart form under a byte cap (never buffering more) and splits it into the one file
 * field and the text fields. A body that is not a readable multipart form is a 400 with
 * `invalidMessage`, and so is one with more than `maxParts` parts (default 10, more than any form
 * here sends): its delimiters are counted as the bytes arrive, and it is refused at the
 * first delimiter too many, before the rest is read or any of it parsed. The file is a view into the
 * body, never a copy (figures: docs/benchmarks.md).
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
  // n parts take n + 1 delimiters: the last one closes the form.
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
      // A file is a part with a file name (an empty file input sends an empty one); text there is no file.
      // A repeated field keeps its first value, as queries do.
      if (file === null && part.filename !== null && part.data.length > 0) file = part.data;
    } else {
      // A file where a text field belongs is no value of it: the schema refuses it.
      fields[part.name] ??= part.filename === null ? part.data.toString("utf8") : null;
    }
  }
  return { file, fields };
}

/** A part's headers may not run longer than this: a real one is under 300 bytes. */
const MAX_PART_HEADERS = 8 * 1024;

/**
 * A multipart/form-data body's parts (RFC 7578), each named by its Content-Disposition, its data a
 * view into the body; null when the body is not such a form. Buffer.indexOf finds every delimiter.
 */
function multipartParts(
  body: Buffer,
  boundary: string,
): { name: string; filename: string | null; data: Buffer }[] | null {
  const delimiter = `--${boundary}`;
  const parts: { name: string; filename: string | null; data: Buffer }[] = [];
  // What comes before the first delimiter is a preamble, which readers ignore.
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

/** A Content-Disposition parameter (`; name="value"`, quoted with backslash escapes, or a token); undefined when absent. */
function dispositionParameter(parameters: string, key: string): string | undefined {
  for (const match of parameters.matchAll(/;\s*([\w-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g)) {
    if (match[1].toLowerCase() === key) return match[2] !== undefined ? match[2].replace(/\\(.)/g, "$1") : match[3];
  }
  return undefined;
}

const DEFAULT_MAX_PARTS = 10;
/** RFC 2046: a boundary is 1 to 70 characters. */
const MAX_BOUNDARY_LENGTH = 70;

/** The boundary parameter of a multipart Content-Type (quoted or not); null when missing, empty or too long. */
function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = match ? (match[1] ?? match[2]) : "";
  return boundary.length > 0 && boundary.length <= MAX_BOUNDARY_LENGTH && !/[\r\n]/.test(boundary) ? boundary : null;
}

/**
 * Counts a multipart body's delimiters (CRLF, "--", the boundary) as its chunks arrive, those split
 * across two chunks included, and stops counting past `enough`. The body is read as if it began
 * with CRLF, so that its first delimiter, which has nothing before it, counts like the others.
 * Buffer.indexOf, so even 25 MB in one chunk takes milliseconds; a delimiter cannot overlap another
 * (the boundary holds no CR).
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
      // A delimiter that begins in the carried tail (shorter than one) must end in this chunk.
      countIn(Buffer.concat([carry, bytes.subarray(0, keep)]));
      countIn(bytes);
      carry = Buffer.from(
        bytes.length >= keep ? bytes.subarray(bytes.length - keep) : Buffer.concat([carry, bytes]).subarray(-keep),
      );
      return count;
    },
  };
}

/**
 * A dynamic segment of the URL (a post's or certificate's id), checked with its schema: anything
 * malformed is answered as the record not being there, with `notFoundMessage`.
 */
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
