import type { z } from "zod";
import { fieldErrorsOf } from "@/lib/actions/validated-action";
import { DomainError, type DomainErrorKind } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { queryRecord } from "@/lib/validations/query";
import { hasBrokenText } from "@/lib/validations/text";

/** An error with the HTTP status and the message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function jsonError(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return Response.json({ error: message, ...extra }, { status, headers });
}

export const STATUS_OF_DOMAIN_ERROR: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  "not-found": 404,
  "too-large": 413,
  "unsupported-type": 415,
  "rate-limited": 429,
};

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler: HttpErrors and DomainErrors become their status and message; anything unexpected is
 * logged and answered with a plain 500 that reveals nothing.
 */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof HttpError) return jsonError(error.status, error.message, error.extra, error.headers);
      if (error instanceof DomainError) return jsonError(STATUS_OF_DOMAIN_ERROR[error.kind], error.message);
      logger.error("route.unhandled", { method: request.method, path: new URL(request.url).pathname, error });
      return jsonError(500, MESSAGES.request.serverError);
    }
  };
}

/**
 * Refuses state-changing requests from other sites. Browsers send Origin on every POST; where it
 * is missing, Sec-Fetch-Site still tells a cross-site request apart.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin) {
    const allowed = [new URL(request.url).origin, new URL(getEnv().APP_URL).origin];
    if (!allowed.includes(origin)) throw new HttpError(403, MESSAGES.request.crossSite);
  } else if (request.headers.get("sec-fetch-site") === "cross-site") {
    throw new HttpError(403, MESSAGES.request.crossSite);
  }
}

/** Reads at most `maxBytes` of the body without buffering more than that; more is a 413. */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string = MESSAGES.request.tooLarge,
): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new HttpError(413, tooLargeMessage);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, tooLargeMessage);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The one line a 400 says about a zod failure: an unexpected field by name, else the first field's problem. */
export function problemOf(error: z.ZodError): string | undefined {
  const unknownKeys = error.issues.find((issue) => issue.code === "unrecognized_keys");
  return unknownKeys ? `Unexpected field: ${unknownKeys.keys.join(", ")}.` : Object.values(fieldErrorsOf(error))[0];
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
    throw new HttpError(415, MESSAGES.request.notJson);
  const bytes = await readBodyBytes(request, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes));
  } catch {
    throw new HttpError(400, MESSAGES.request.invalidJson);
  }
  if (hasBrokenText(body)) throw new HttpError(400, MESSAGES.request.brokenText);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(400, problemOf(parsed.error) ?? "The request is not valid.", {
      fieldErrors: fieldErrorsOf(parsed.error),
    });
  }
  return parsed.data;
}

/** Parses a request's query string with its zod schema; a bad value is a 400 naming the problem. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const parsed = schema.safeParse(queryRecord(new URL(request.url).searchParams));
  if (!parsed.success) {
    throw new HttpError(400, problemOf(parsed.error) ?? "The query is not valid.", {
      fieldErrors: fieldErrorsOf(parsed.error),
    });
  }
  return parsed.data;
}

/** Answers for one signed-in member: never stored by shared caches. */
export function privateJson(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "private, no-store");
  return Response.json(body, { ...init, headers });
}

/**
 * Reads a multipart form under a byte cap (never buffering more) and splits it into the one file
 * field and the text fields. A body that is not a readable multipart form is a 400 with `invalidMessage`.
 */
export async function readMultipart(
  request: Request,
  options: { maxBytes: number; tooLargeMessage: string; invalidMessage: string; fileField?: string },
): Promise<{ file: File | null; fields: Record<string, unknown> }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) throw new HttpError(415, options.invalidMessage);
  const body = await readBodyBytes(request, options.maxBytes, options.tooLargeMessage);
  let form: FormData;
  try {
    // Buffer.concat made a plain ArrayBuffer, so the cast only tells TypeScript what it is.
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new HttpError(400, options.invalidMessage);
  }
  const fileField = options.fileField ?? "file";
  const value = form.get(fileField);
  const fields: Record<string, unknown> = {};
  // A repeated field keeps its first value, as queries do.
  for (const [key, entry] of form.entries()) if (key !== fileField) fields[key] ??= entry;
  return { file: value instanceof File && value.size > 0 ? value : null, fields };
}
