import "server-only";
import { db } from "@/lib/db/client";
import { iso, type PersonalDataSection } from "@/lib/personal-data-section";
import { findPlan } from "@/lib/plans";

const amountOf = (cents: number, currency: string) =>
  currency === "ZAR" ? `R${(cents / 100).toFixed(2)}` : `${(cents / 100).toFixed(2)} ${currency}`;

/**
 * Kept five years without the member (Tax Administration Act s29, VAT Act; POPIA 14(1)(a)). Pending
 * ones too: Paystack may still complete one.
 */
export const paymentsSection = {
  models: { Payment: "kept-anonymised" },
  download: async (member) => {
    const payments = await db.payment.findMany({ where: { userId: member.id }, orderBy: { createdAt: "asc" } });
    return payments.map((payment) => ({
      reference: payment.reference,
      plan: findPlan(payment.planId)?.title ?? payment.planId,
      planId: payment.planId,
      amount: amountOf(payment.amountCents, payment.currency),
      amountCents: payment.amountCents,
      currency: payment.currency,
      status: payment.status,
      createdAt: iso(payment.createdAt),
      verifiedAt: iso(payment.verifiedAt),
    }));
  },
  erase: async (tx, member) => {
    await tx.payment.updateMany({ where: { userId: member.id }, data: { userId: null } });
  },
} satisfies PersonalDataSection;
