import "server-only";
import { db } from "@/lib/db/client";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { CONTACT_MESSAGES } from "./rules";
import type { ContactInput } from "./schemas";

/** Plenty for people, little for a spam script. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60 * 1000 };

export async function submitContactMessage(input: ContactInput, clientAddress: string): Promise<{ stored: boolean }> {
  // Honeypot filled: thanked like a person, so the bot learns nothing.
  if (input.website) return { stored: false };
  await enforceRateLimit(
    rateLimitKey("address", clientAddress, "contact"),
    CONTACT_RATE_LIMIT,
    CONTACT_MESSAGES.rateLimited,
  );
  await db.contactMessage.create({
    data: { fullName: input.fullName, email: input.email, subject: input.subject, message: input.message },
  });
  return { stored: true };
}
