import { db } from "@/lib/db/client";

/** voucherStatus of spec section 3 for a signed-in account: "valid", or why not. */
export type VoucherStatus = "valid" | "redeemed" | "expired" | "none";

export async function voucherStatusOf(userId: string, now = new Date()): Promise<VoucherStatus> {
  const voucher = await db.voucher.findUnique({ where: { userId }, select: { redeemedAt: true, expiresAt: true } });
  if (!voucher) return "none";
  if (voucher.redeemedAt) return "redeemed";
  return voucher.expiresAt <= now ? "expired" : "valid";
}
