import "server-only";
import { createHmac } from "node:crypto";
import { getEnv } from "@/lib/env";

/**
 * What a voucher keeps in place of its e-mail once the account is deleted: a keyed one-way
 * fingerprint. The voucher row itself stays (its slot keeps counting towards the early-registrant
 * limit, so deleting accounts never frees a voucher for someone else), the address is gone, and a
 * new sign-up with the same address is recognised and not given a second free month. The key is the
 * session secret, so a copy of the database alone cannot confirm a guessed address.
 */
export function retiredVoucherEmail(email: string): string {
  const digest = createHmac("sha256", getEnv().NEXTAUTH_SECRET)
    .update(`stepps-voucher-email:${email.trim().toLowerCase()}`)
    .digest("hex");
  return `retired:${digest}`;
}
