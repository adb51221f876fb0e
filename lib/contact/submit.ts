import "server-only";
import { db } from "@/lib/db/client";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { CONTACT_MESSAGES } from "./rules";
import type { ContactInput } from "./schemas";

/** Five messages per address per ten minutes is plenty for people and little for a spam script. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60 * 1000 };

/** Stores a contact message; `stored` is false for a bot's, which is thanked all the same. */
export async function submitContactMessage(input: ContactInput, clientAddress: string): Promise<{ stored: boolean }> {
  // The hidden field was filled in: a bot. It is thanked like a person, so it learns nothing.
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
