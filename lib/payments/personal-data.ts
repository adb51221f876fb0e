import "server-only";
import { db } from "@/lib/db/client";
import { iso, type PersonalDataSection } from "@/lib/personal-data-section";
import { findPlan } from "@/lib/plans";

const amountOf = (cents: number, currency: string) =>
  currency === "ZAR" ? `R${(cents / 100).toFixed(2)}` : `${(cents / 100).toFixed(2)} ${currency}`;

/**
 * Payments are the business's financial records, which the Tax Administration Act (section 29) and
 * the VAT Act ask it to keep for five years (POPIA section 14(1)(a) allows it), so a deletion keeps
 * them without the member. Pending ones too: Paystack may still complete one, and the record is what
 * lets the team reconcile or refund it.
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
