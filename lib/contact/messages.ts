import { db } from "@/lib/db/client";
import { hitRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import type { ContactInput } from "@/lib/validations/contact";

/** Five messages per address per ten minutes is plenty for people and little for a spam script. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60 * 1000 };

export type ContactResult =
  { ok: true; stored: boolean } | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

export async function submitContactMessage(input: ContactInput, clientAddress: string): Promise<ContactResult> {
  // The hidden field was filled in: a bot. It is thanked like a person, so it learns nothing.
  if (input.website) return { ok: true, stored: false };
  const rate = await hitRateLimit(`contact:${clientAddress}`, CONTACT_RATE_LIMIT);
  if (!rate.allowed) return { ok: false, reason: "rate-limited", retryAfterSeconds: rate.retryAfterSeconds };
  await db.contactMessage.create({
    data: { fullName: input.fullName, subject: input.subject, message: input.message },
  });
  return { ok: true, stored: true };
}
