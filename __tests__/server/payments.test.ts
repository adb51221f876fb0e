import { createHmac } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { NextRequest } from "next/server";
import { POST as initialize } from "@/app/api/payments/initialize/route";
import { POST as verify } from "@/app/api/payments/verify/route";
import { POST as webhook } from "@/app/api/paystack/webhook/route";
import { db } from "@/lib/db/client";
import { MESSAGES } from "@/lib/messages";
import { confirmPayment, isValidPaystackSignature, newPaymentReference, PAYMENT_START_LIMIT } from "@/lib/payments";
import { accessOf } from "@/lib/subscriptions";
import { outcome } from "../helpers/outcome";
import { APP_ORIGIN, jsonRequest, noContext, sessionCookie } from "../helpers/requests";
import { newUser } from "../helpers/users";

const PAYSTACK = "https://api.paystack.co";
const SECRET = "sk_test_jest_secret";

/** What the fake Paystack says about each reference, and what it was asked to initialize. */
const transactions = new Map<string, Record<string, unknown>>();
const initialized: Record<string, unknown>[] = [];
const server = setupServer(
  http.post(`${PAYSTACK}/transaction/initialize`, async ({ request }) => {
    if (request.headers.get("authorization") !== `Bearer ${SECRET}`)
      return HttpResponse.json({ status: false, message: "Invalid key" }, { status: 401 });
    const body = (await request.json()) as Record<string, unknown>;
    initialized.push(body);
    return HttpResponse.json({
      status: true,
      message: "Authorization URL created",
      data: {
        authorization_url: `https://checkout.paystack.com/ac_${body.reference}`,
        access_code: `ac_${body.reference}`,
        reference: body.reference,
      },
    });
  }),
  http.get(`${PAYSTACK}/transaction/verify/:reference`, ({ params }) => {
    const tx = transactions.get(String(params.reference));
    if (!tx) return HttpResponse.json({ status: false, message: "Transaction reference not found" }, { status: 400 });
    return HttpResponse.json({ status: true, message: "Verification successful", data: tx });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** One signed-in browser per member, as a member's requests come (an account keeps only so many sessions open). */
const cookies = new Map<string, Promise<string>>();
async function as(user: { id: string; email: string; name: string }, path: string, body: unknown) {
  if (!cookies.has(user.id)) cookies.set(user.id, sessionCookie(user));
  return new NextRequest(jsonRequest(path, body, { headers: { cookie: await cookies.get(user.id)! } }));
}

async function startGoldPayment() {
  const { user } = await newUser();
  const response = await initialize(await as(user, "/api/payments/initialize", { planId: "gold" }), noContext);
  expect(response.status).toBe(201);
  const started = await response.json();
  return { user, reference: started.reference as string, started };
}

function paid(reference: string, email: string, change: Record<string, unknown> = {}) {
  return {
    status: "success",
    reference,
    amount: 23000,
    currency: "ZAR",
    customer: { email },
    metadata: { planId: "gold" },
    ...change,
  };
}

function signedWebhook(event: unknown, secret = SECRET) {
  const body = JSON.stringify(event);
  return new Request(`${APP_ORIGIN}/api/paystack/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-paystack-signature": createHmac("sha512", secret).update(body).digest("hex"),
    },
    body,
  });
}

describe("starting a payment", () => {
  it("charges the plan table's amount in ZAR with a ref_ reference and the plan in the metadata", async () => {
    const { user, reference, started } = await startGoldPayment();
    expect(reference).toMatch(/^ref_\d{13}_[a-f0-9]{12}$/);
    expect(started).toMatchObject({
      accessCode: `ac_${reference}`,
      publicKey: "pk_test_jest_public",
      amountCents: 23000,
      currency: "ZAR",
      email: user.email,
    });
    expect(initialized.at(-1)).toMatchObject({
      email: user.email,
      amount: 23000,
      currency: "ZAR",
      reference,
      metadata: { planId: "gold", customerEmail: user.email },
      callback_url: "http://localhost:3000/payment-callback?status=success",
    });
    expect(await db.payment.findUniqueOrThrow({ where: { reference } })).toMatchObject({
      status: "pending",
      amountCents: 23000,
      planId: "gold",
    });
  });

  it("refuses a price, e-mail or unknown plan from the browser, and a visitor without a session", async () => {
    const { user } = await newUser();
    for (const body of [{ planId: "gold", amount: 1 }, { planId: "gold", email: "x@y.z" }, { planId: "diamond" }]) {
      expect((await initialize(await as(user, "/api/payments/initialize", body), noContext)).status).toBe(400);
    }
    expect(
      (await initialize(new NextRequest(jsonRequest("/api/payments/initialize", { planId: "gold" })), noContext))
        .status,
    ).toBe(401);
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(0);
  });

  it("lets one member start only PAYMENT_START_LIMIT payments in its window, all at once included", async () => {
    const { user } = await newUser();
    const before = initialized.length;
    const tries = PAYMENT_START_LIMIT.limit * 3;
    const responses = await Promise.all(
      Array.from({ length: tries }, async () =>
        initialize(await as(user, "/api/payments/initialize", { planId: "gold" }), noContext),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(PAYMENT_START_LIMIT.limit).fill(201),
      ...Array<number>(tries - PAYMENT_START_LIMIT.limit).fill(429),
    ]);
    const refused = responses.find((r) => r.status === 429)!;
    expect(await refused.json()).toEqual({ error: MESSAGES.payment.tooMany });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PAYMENT_START_LIMIT.windowMs / 1000);
    // Counted before Paystack is asked: the refused ones created no transaction there or here.
    expect(initialized.length - before).toBe(PAYMENT_START_LIMIT.limit);
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(PAYMENT_START_LIMIT.limit);

    // Per member: another member is not held back by the first one's starts.
    const { user: other } = await newUser();
    expect((await initialize(await as(other, "/api/payments/initialize", { planId: "gold" }), noContext)).status).toBe(
      201,
    );
  });

  it("does not count a request refused before Paystack (an unknown plan) against the limit", async () => {
    const { user } = await newUser();
    for (let i = 0; i < PAYMENT_START_LIMIT.limit + 2; i++)
      expect(
        (await initialize(await as(user, "/api/payments/initialize", { planId: "diamond" }), noContext)).status,
      ).toBe(400);
    expect((await initialize(await as(user, "/api/payments/initialize", { planId: "gold" }), noContext)).status).toBe(
      201,
    );
  });

  it("answers 502 with a clear message when Paystack cannot be reached", async () => {
    server.use(http.post(`${PAYSTACK}/transaction/initialize`, () => HttpResponse.error()));
    const { user } = await newUser();
    const response = await initialize(await as(user, "/api/payments/initialize", { planId: "stem" }), noContext);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: "We could not reach the payment provider. Please try again in a moment.",
    });
  });
});

describe("verifying on the callback", () => {
  it("grants a month of the plan for a successful payment of the right amount, currency and payer", async () => {
    const { user, reference } = await startGoldPayment();
    transactions.set(reference, paid(reference, user.email.toUpperCase()));
    const response = await verify(await as(user, "/api/payments/verify", { reference }), noContext);
    expect(await response.json()).toEqual({
      message: "Payment verified.",
      plan: "gold",
      dashboardPath: "/bundled-dashboard",
    });
    expect(await accessOf(user.id)).toMatchObject({ bundled: true, services: ["stem", "venting"] });
    expect(await db.payment.findUniqueOrThrow({ where: { reference } })).toMatchObject({ status: "success" });
  });

  it.each([
    ["a failed payment", { status: "failed" }],
    ["a smaller amount", { amount: 5000 }],
    ["another currency", { currency: "NGN" }],
    ["someone else's card e-mail", { customer: { email: "someone@else.example" } }],
  ])("grants nothing for %s", async (_, change) => {
    const { user, reference } = await startGoldPayment();
    transactions.set(reference, paid(reference, user.email, change));
    const response = await verify(await as(user, "/api/payments/verify", { reference }), noContext);
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ error: "Payment verification failed" });
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(0);
    expect((await db.payment.findUniqueOrThrow({ where: { reference } })).status).toBe("failed");
  });

  it("answers 502 on a network error and grants nothing; the payment can be verified later", async () => {
    const { user, reference } = await startGoldPayment();
    server.use(http.get(`${PAYSTACK}/transaction/verify/:reference`, () => HttpResponse.error()));
    expect((await verify(await as(user, "/api/payments/verify", { reference }), noContext)).status).toBe(502);
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(0);
    server.resetHandlers();
    transactions.set(reference, paid(reference, user.email));
    expect((await verify(await as(user, "/api/payments/verify", { reference }), noContext)).status).toBe(200);
  });

  it("will not verify another user's reference, or a malformed one", async () => {
    const { user, reference } = await startGoldPayment();
    transactions.set(reference, paid(reference, user.email));
    const { user: intruder } = await newUser("Intruder");
    expect((await verify(await as(intruder, "/api/payments/verify", { reference }), noContext)).status).toBe(404);
    const bad = await verify(await as(intruder, "/api/payments/verify", { reference: "'; DROP TABLE" }), noContext);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Invalid payment parameters" });
    expect(await db.subscription.count({ where: { userId: intruder.id } })).toBe(0);
  });
});

describe("the webhook", () => {
  it("checks the HMAC-SHA512 signature in constant time", () => {
    const body = '{"event":"charge.success"}';
    const good = createHmac("sha512", SECRET).update(body).digest("hex");
    expect(isValidPaystackSignature(body, good, SECRET)).toBe(true);
    expect(isValidPaystackSignature(body, good.toUpperCase(), SECRET)).toBe(true);
    expect(isValidPaystackSignature(`${body} `, good, SECRET)).toBe(false);
    expect(isValidPaystackSignature(body, good.slice(0, -2), SECRET)).toBe(false);
    expect(isValidPaystackSignature(body, null, SECRET)).toBe(false);
    expect(isValidPaystackSignature(body, good, undefined)).toBe(false);
  });

  it("refuses an unsigned or wrongly signed event with 401 and does nothing", async () => {
    const { user, reference } = await startGoldPayment();
    const event = { event: "charge.success", data: paid(reference, user.email) };
    expect((await webhook(signedWebhook(event, "sk_test_attacker"), noContext)).status).toBe(401);
    const unsigned = new Request(`${APP_ORIGIN}/api/paystack/webhook`, { method: "POST", body: JSON.stringify(event) });
    expect((await webhook(unsigned, noContext)).status).toBe(401);
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(0);
  });

  it("grants on charge.success by the same rules, and acknowledges other events", async () => {
    const { user, reference } = await startGoldPayment();
    const wrong = await webhook(
      signedWebhook({ event: "charge.success", data: paid(reference, user.email, { amount: 100 }) }),
      noContext,
    );
    expect(wrong.status).toBe(200);
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(0);

    const other = await startGoldPayment();
    expect((await webhook(signedWebhook({ event: "transfer.success", data: {} }), noContext)).status).toBe(200);
    expect(
      (
        await webhook(
          signedWebhook({ event: "charge.success", data: paid(other.reference, other.user.email) }),
          noContext,
        )
      ).status,
    ).toBe(200);
    expect(await accessOf(other.user.id)).toMatchObject({ bundled: true });
  });

  it("with the callback, repeated and in any order, grants once per reference", async () => {
    const { user, reference } = await startGoldPayment();
    transactions.set(reference, paid(reference, user.email));
    const event = { event: "charge.success", data: paid(reference, user.email) };
    const attempts = await Promise.all([
      ...Array.from({ length: 25 }, () => webhook(signedWebhook(event), noContext)),
      ...Array.from({ length: 25 }, async () =>
        verify(await as(user, "/api/payments/verify", { reference }), noContext),
      ),
    ]);
    expect(attempts.every((r) => r.status === 200)).toBe(true);
    expect(await db.subscription.count({ where: { reference } })).toBe(1);
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(1);
    // And again, later.
    expect((await outcome(confirmPayment(reference))).ok).toBe(true);
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(1);
  });

  it("ignores references this app never started", async () => {
    const stranger = newPaymentReference();
    expect(
      (await webhook(signedWebhook({ event: "charge.success", data: paid(stranger, "a@b.co") }), noContext)).status,
    ).toBe(200);
    expect(await db.subscription.count({ where: { reference: stranger } })).toBe(0);
  });
});
