import "server-only";
import { createHmac } from "node:crypto";
import { getEnv } from "@/lib/env";

/**
 * Recognises a returning address without keeping it. Keyed with the session secret, so a copy of the
 * database alone cannot confirm a guessed address.
 */
export function retiredVoucherEmail(email: string): string {
  const digest = createHmac("sha256", getEnv().NEXTAUTH_SECRET)
    .update(`stepps-voucher-email:${email.trim().toLowerCase()}`)
    .digest("hex");
  return `retired:${digest}`;
}
