import "server-only";
import { db } from "@/lib/db/client";
import { iso, type PersonalDataSection } from "@/lib/personal-data-section";
import { retiredVoucherEmail } from "./retired";

/** The row outlives the account, so deleting accounts never frees a free month for someone else. */
export const voucherSection = {
  models: { Voucher: "kept-anonymised" },
  download: async (member) => {
    const voucher = await db.voucher.findUnique({
      where: { userId: member.id },
      select: { slot: true, code: true, issuedAt: true, expiresAt: true, redeemedAt: true },
    });
    return voucher
      ? {
          // It works only with your e-mail address, once, so it is safe to include.
          code: voucher.code,
          number: voucher.slot,
          issuedAt: iso(voucher.issuedAt),
          expiresAt: iso(voucher.expiresAt),
          redeemed: voucher.redeemedAt !== null,
          redeemedAt: iso(voucher.redeemedAt),
        }
      : null;
  },
  erase: async (tx, member) => {
    // An address never proven (anyone could have signed up with it) is not held against its real owner.
    const voucher = await tx.voucher.findUnique({ where: { userId: member.id }, select: { id: true } });
    if (!voucher) return;
    const email = member.emailVerified ? retiredVoucherEmail(member.email) : `unproven:${voucher.id}`;
    await tx.voucher.update({ where: { id: voucher.id }, data: { userId: null, email } });
  },
} satisfies PersonalDataSection;
