import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { getEnv } from "@/lib/env";
import type { FormState } from "./form-state";

export { NOTICE_ANCHOR, NOTICE_PARAM } from "./form-state";

/** Signed and expiring, so nobody can make the site display words of their own through a crafted link. */
const LIFETIME_MS = 10 * 60 * 1000;

const payloadSchema = z.object({
  source: z.string(),
  expires: z.number(),
  status: z.enum(["success", "error"]),
  message: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

const signatureOf = (encoded: string) =>
  createHmac("sha256", getEnv().NEXTAUTH_SECRET).update(`stepps-form-notice:${encoded}`).digest("base64url");

export function sealNotice(source: string, state: FormState, now = Date.now()): string {
  const payload = {
    source,
    expires: now + LIFETIME_MS,
    status: state.status === "success" ? "success" : "error",
    message: state.message,
    fieldErrors: state.fieldErrors,
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${encoded}.${signatureOf(encoded)}`;
}

export function openNotice(value: string | undefined, source: string, now = Date.now()): FormState | null {
  const [encoded, signature, ...rest] = (value ?? "").split(".");
  if (!encoded || !signature || rest.length) return null;
  const expected = Buffer.from(signatureOf(encoded));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")));
  } catch {
    return null;
  }
  if (!parsed.success || parsed.data.source !== source || parsed.data.expires < now) return null;
  const { status, message, fieldErrors } = parsed.data;
  return { status, message, fieldErrors };
}
