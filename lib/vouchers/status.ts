import "server-only";
import { db } from "@/lib/db/client";

/** docs/product.md, API. */
export type VoucherStatus = "valid" | "redeemed" | "expired" | "none";

function statusOf(voucher: { redeemedAt: Date | null; expiresAt: Date } | null, now: Date): VoucherStatus {
  if (!voucher) return "none";
  if (voucher.redeemedAt) return "redeemed";
  return voucher.expiresAt <= now ? "expired" : "valid";
}

export async function voucherStatusOf(userId: string, now = new Date()): Promise<VoucherStatus> {
  const voucher = await db.voucher.findUnique({ where: { userId }, select: { redeemedAt: true, expiresAt: true } });
  return statusOf(voucher, now);
}

export async function usableVoucherCode(userId: string, now = new Date()): Promise<string | null> {
  const voucher = await db.voucher.findUnique({
    where: { userId },
    select: { code: true, redeemedAt: true, expiresAt: true },
  });
  return voucher && statusOf(voucher, now) === "valid" ? voucher.code : null;
}
