// The receipt a verified payment sends (lib/payments confirmPayment, through lib/outbox), received
// over SMTP by the loopback mail server: the plan, the amount in rand, the Paystack reference and the
// period, exactly once, also when the callback and the webhook confirm the same payment at once; and
// a period that follows the plan's months already held, also when an admin grants one at that moment.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { formatDay } from "@/lib/format";
import { outboxIdle } from "@/lib/outbox";
import { confirmPayment, newPaymentReference } from "@/lib/payments";
import type { PaystackTransaction } from "@/lib/payments/paystack";
import { grantMonth } from "@/lib/subscriptions/grants";
import { mailTo, type ReceivedMail } from "../helpers/mailbox";
import { newUser } from "../helpers/users";

/** A pending payment for `planId`, and the transaction Paystack reports for it once paid. */
async function pendingPayment(user: { id: string; email: string }, planId: "gold" | "stem", amountCents: number) {
  const reference = newPaymentReference();
  await db.payment.create({ data: { reference, userId: user.id, planId, amountCents, currency: "ZAR" } });
  const transaction: PaystackTransaction = {
    status: "success",
    reference,
    amount: amountCents,
    currency: "ZAR",
    customer: { email: user.email },
    metadata: { planId },
  };
  return { reference, transaction };
}

async function receiptsTo(email: string): Promise<ReceivedMail[]> {
  await outboxIdle();
  return (await mailTo(email)).filter((mail) => mail.subject.includes("receipt"));
}

it("a verified payment sends one receipt: plan, amount in rand, Paystack reference and period", async () => {
  const { user } = await newUser("Ayanda");
  const { reference, transaction } = await pendingPayment(user, "gold", 23000);
  await confirmPayment(reference, transaction);

  const receipts = await receiptsTo(user.email);
  expect(receipts).toHaveLength(1);
  const [receipt] = receipts;
  const subscription = await db.subscription.findUniqueOrThrow({ where: { reference } });
  expect(receipt.subject).toBe("Your Stepps receipt: Gold User, R230,00");
  expect(receipt.text).toContain("Hi Ayanda,");
  expect(receipt.text).toContain("This e-mail is your receipt for one month of the Gold User plan");
  expect(receipt.text).toContain("Plan: Gold User (STEM Subjects and the Venting Room)");
  expect(receipt.text).toContain("Amount paid: R230,00");
  expect(receipt.text).toContain(`Paystack reference: ${reference}`);
  expect(receipt.text).toContain(`Period: ${formatDay(subscription.startsAt)} to ${formatDay(subscription.endsAt)}`);
  expect(receipt.text).toContain("http://localhost:3000/bundled-dashboard");
  expect(receipt.text).not.toContain("no days are lost");
  // Queued for the member, with the key that makes it one per payment, and marked sent.
  expect(await db.outboxMail.findUniqueOrThrow({ where: { key: `receipt:${reference}` } })).toMatchObject({
    userId: user.id,
    to: user.email,
    attempts: 1,
    sentAt: expect.any(Date),
  });
});

it("confirmed many times at once (callback and webhook racing), it grants once and sends one receipt", async () => {
  const { user } = await newUser("Bongani");
  const { reference, transaction } = await pendingPayment(user, "stem", 20000);
  const results = await Promise.all(Array.from({ length: 10 }, () => confirmPayment(reference, transaction)));
  expect(results.filter((result) => !result.alreadyGranted)).toHaveLength(1);
  // And again, later.
  expect(await confirmPayment(reference, transaction)).toMatchObject({ alreadyGranted: true });

  expect(await db.subscription.count({ where: { reference } })).toBe(1);
  expect(await db.outboxMail.count({ where: { key: `receipt:${reference}` } })).toBe(1);
  // Time for any stray second message to have arrived.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const receipts = await receiptsTo(user.email);
  expect(receipts).toHaveLength(1);
  expect(receipts[0].text).toContain("Amount paid: R200,00");
  expect(receipts[0].text).toContain(`Paystack reference: ${reference}`);
});

it("a month bought while one runs: the period starts when the current month ends", async () => {
  const { user } = await newUser("Chiamaka");
  const first = await pendingPayment(user, "stem", 20000);
  await confirmPayment(first.reference, first.transaction);
  const second = await pendingPayment(user, "stem", 20000);
  await confirmPayment(second.reference, second.transaction);

  const receipts = await receiptsTo(user.email);
  expect(receipts).toHaveLength(2);
  const [current, next] = await Promise.all(
    [first, second].map(({ reference }) => db.subscription.findUniqueOrThrow({ where: { reference } })),
  );
  expect(next.startsAt).toEqual(current.endsAt);
  const renewal = receipts.find((mail) => mail.text.includes(second.reference))!;
  expect(renewal.text).toContain(`Period: ${formatDay(next.startsAt)} to ${formatDay(next.endsAt)}`);
  expect(renewal.text).toContain("the new month starts when the current one ends: no days are lost");
});

it("a refused payment sends nothing", async () => {
  const { user } = await newUser("Dumisani");
  const { reference, transaction } = await pendingPayment(user, "gold", 23000);
  await expect(confirmPayment(reference, { ...transaction, amount: 100 })).rejects.toMatchObject({
    kind: "payment-declined",
  });
  expect(await db.outboxMail.count({ where: { key: `receipt:${reference}` } })).toBe(0);
  expect(await receiptsTo(user.email)).toEqual([]);
});

it("payments and an admin's grants for the same plan, fired together: the months follow each other, never overlap", async () => {
  const admin = { id: null, label: "command line (jest)" };
  const members = await Promise.all(["Ebo", "Fikile", "Gugu", "Hlengiwe", "Itumeleng"].map((name) => newUser(name)));
  const payments = await Promise.all(
    members.flatMap(({ user }) => [pendingPayment(user, "stem", 20000), pendingPayment(user, "stem", 20000)]),
  );
  // Each member: two payments (each confirmed twice, as the callback and the webhook do) and two grants.
  const results = await Promise.all([
    ...payments.flatMap(({ reference, transaction }) => [
      confirmPayment(reference, transaction),
      confirmPayment(reference, transaction),
    ]),
    ...members.flatMap(({ user }) =>
      [1, 2].map(() =>
        grantMonth(admin, { userId: user.id, planId: "stem", reason: "Paystack was down.", token: randomUUID() }),
      ),
    ),
  ]);
  expect(results.filter((result) => "alreadyGranted" in result && !result.alreadyGranted)).toHaveLength(
    payments.length,
  );

  for (const { user } of members) {
    const months = await db.subscription.findMany({ where: { userId: user.id }, orderBy: { startsAt: "asc" } });
    expect(months.map((month) => month.source).sort()).toEqual(["grant", "grant", "payment", "payment"]);
    // Each month starts the moment the one before it ends.
    for (let i = 1; i < months.length; i++) expect(months[i].startsAt).toEqual(months[i - 1].endsAt);
  }
  // And each receipt tells the period its payment got.
  for (const { user } of members) {
    const receipts = await receiptsTo(user.email);
    expect(receipts).toHaveLength(2);
    for (const receipt of receipts) {
      const reference = payments.find((p) => receipt.text.includes(p.reference))!.reference;
      const month = await db.subscription.findUniqueOrThrow({ where: { reference } });
      expect(receipt.text).toContain(`Period: ${formatDay(month.startsAt)} to ${formatDay(month.endsAt)}`);
    }
  }
});
