import { expect, test, type Page } from "@playwright/test";
import { logInViaForm, newPerson, signUpViaApi, sendFromOwnAddress } from "./support/accounts";
import { selectPlanButton } from "./support/checkout";
import { queryE2eDb } from "./support/db";
import { PAYMENTS_PORT, PAYSTACK_PORT } from "./support/instance";

// The server with payments switched on, against the loopback Paystack.
test.use({ baseURL: `http://localhost:${PAYMENTS_PORT}` });

/** Paystack's checkout runs in an iframe from checkout.paystack.com, which cannot be reached here: serve a stand-in. */
const CHECKOUT_STAND_IN = `<!doctype html><html><body style="font-family:sans-serif;background:#fff;padding:24px">
<h1>Paystack test checkout</h1><p id="code">Loading…</p>
<button id="pay" disabled>Pay</button> <button id="cancel">Cancel</button>
<script>
  let accessCode = null;
  window.addEventListener("message", (event) => {
    const message = event.data;
    if (message && message.type === "inline:url" && message.params && message.params.accessCode) {
      accessCode = message.params.accessCode;
      document.getElementById("code").textContent = accessCode;
      document.getElementById("pay").disabled = false;
    }
  });
  // Say "loaded" until the access code arrives, whichever of the two sides was ready first.
  const hello = setInterval(() => (accessCode ? clearInterval(hello) : parent.postMessage({ event: "loaded:checkout" }, "*")), 250);
  parent.postMessage({ event: "loaded:checkout" }, "*");
  document.getElementById("pay").onclick = () => {
    const reference = accessCode.replace(/^ac_/, "");
    parent.postMessage({ event: "success", data: { reference, trxref: reference, status: "success", message: "Approved" } }, "*");
  };
  document.getElementById("cancel").onclick = () => parent.postMessage({ event: "close", data: { status: "cancelled" } }, "*");
</script></body></html>`;

async function servePaystackCheckout(page: Page) {
  await page.route(/^https:\/\/checkout\.paystack\.com\//, (route) =>
    route.request().resourceType() === "document"
      ? route.fulfill({ status: 200, contentType: "text/html", body: CHECKOUT_STAND_IN })
      : route.fulfill({ status: 200, contentType: "application/javascript", body: "" }),
  );
  await page.route(/paystack\.co\//, (route) => route.fulfill({ status: 204, body: "" }));
}

/** The visible checkout iframe (inline-js also keeps a hidden one). */
const checkoutFrame = (page: Page) => page.frameLocator('iframe[src*="checkout.paystack.com"]:visible').first();

test.beforeEach(async ({ page }) => {
  await sendFromOwnAddress(page);
  await servePaystackCheckout(page);
});

test("pay for Gold through Paystack and land on the bundled dashboard", async ({ page, request }, testInfo) => {
  const person = newPerson(testInfo, "Mpho");
  await signUpViaApi(request, person);
  await logInViaForm(page, person);
  await expect(page).toHaveURL(/\/checkout$/);

  await (await selectPlanButton(page, "Gold User")).click();
  await page.getByRole("dialog", { name: "Confirm Plan Selection" }).getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/payment\?plan=gold$/);
  await expect(page.getByRole("heading", { name: "Payment Processing" })).toBeVisible();
  await expect(page.getByText("Please complete your payment.")).toBeVisible();
  await page.getByRole("button", { name: "Pay Now" }).click();

  const frame = checkoutFrame(page);
  await expect(frame.getByText(/^ac_ref_/)).toBeVisible();
  const [payment] = queryE2eDb<{ reference: string; amountCents: number; status: string }>(
    "SELECT p.reference, p.amountCents, p.status FROM Payment p JOIN User u ON u.id = p.userId WHERE u.email = ?",
    person.email,
  );
  expect(payment).toMatchObject({ amountCents: 23000, status: "pending" });
  // The card is charged on Paystack's side.
  expect((await request.post(`http://127.0.0.1:${PAYSTACK_PORT}/__test/pay/${payment.reference}`)).ok()).toBe(true);
  await frame.getByRole("button", { name: "Pay" }).click();

  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await page.getByRole("button", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/bundled-dashboard$/);
  await expect(page.getByText("Your plan: Gold User")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open Venting Room" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to add Entrepreneurship" })).toBeVisible();
  expect(queryE2eDb("SELECT planId, source FROM Subscription WHERE reference = ?", payment.reference)).toEqual([
    { planId: "gold", source: "payment" },
  ]);

  // Coming back through Paystack's redirect with the same reference grants nothing more.
  await page.goto(`/payment-callback?reference=${payment.reference}&trxref=${payment.reference}&status=success`);
  await expect(page).toHaveURL(/\/bundled-dashboard$/);
  expect(queryE2eDb("SELECT id FROM Subscription WHERE reference = ?", payment.reference)).toHaveLength(1);
});

test("closing Paystack's checkout says the payment was cancelled and grants nothing", async ({
  page,
  request,
}, testInfo) => {
  const person = newPerson(testInfo);
  await signUpViaApi(request, person);
  await logInViaForm(page, person, "/login?callbackUrl=%2Fpayment%3Fplan%3Dstem");
  await expect(page).toHaveURL(/\/payment\?plan=stem$/);
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(checkoutFrame(page).getByText(/^ac_ref_/)).toBeVisible();
  await checkoutFrame(page).getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Payment was cancelled by user." })).toBeVisible();
  await page.getByRole("link", { name: "Go to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("the callback without its parameters shows the processing error", async ({ page, request }, testInfo) => {
  const person = newPerson(testInfo);
  await signUpViaApi(request, person);
  await logInViaForm(page, person, "/login?callbackUrl=%2Fpayment-callback");
  await expect(page.getByRole("heading", { name: "Payment Processing Error" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid payment parameters" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});
