// Paystack at the network edge, for the sweeps (payments.test.ts has its own, fuller stand-in):
// initialize always succeeds, and verify reports a successful payment of the plan's amount for the
// references a test paid with pendingPayment().
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { db } from "@/lib/db/client";
import { newPaymentReference } from "@/lib/payments";

const PAYSTACK = "https://api.paystack.co";
/** The secret the Jest setup gives the app (__tests__/setup/test-database.ts). */
export const PAYSTACK_TEST_SECRET = "sk_test_jest_secret";

const paid = new Map<string, Record<string, unknown>>();

export const paystackMock = setupServer(
  http.post(`${PAYSTACK}/transaction/initialize`, async ({ request }) => {
    const body = (await request.json()) as { reference: string };
    return HttpResponse.json({
      status: true,
      data: {
        authorization_url: `https://checkout.paystack.com/ac_${body.reference}`,
        access_code: `ac_${body.reference}`,
        reference: body.reference,
      },
    });
  }),
  http.get(`${PAYSTACK}/transaction/verify/:reference`, ({ params }) => {
    const tx = paid.get(String(params.reference));
    return tx
      ? HttpResponse.json({ status: true, data: tx })
      : HttpResponse.json({ status: false, message: "Transaction reference not found" }, { status: 400 });
  }),
);

/** A pending gold payment of `user`'s, which Paystack reports as paid; and the transaction it reports. */
export async function pendingPayment(user: {
  id: string;
  email: string;
}): Promise<{ reference: string; transaction: Record<string, unknown> }> {
  const reference = newPaymentReference();
  await db.payment.create({
    data: { reference, userId: user.id, planId: "gold", amountCents: 23000, currency: "ZAR" },
  });
  const transaction = {
    status: "success",
    reference,
    amount: 23000,
    currency: "ZAR",
    customer: { email: user.email },
    metadata: { planId: "gold" },
  };
  paid.set(reference, transaction);
  return { reference, transaction };
}
