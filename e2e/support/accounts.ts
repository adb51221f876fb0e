import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { lastMailTo, linkIn } from "../../__tests__/helpers/mailbox";
import { MAILBOX_URL, PAYSTACK_PORT } from "./instance";

export interface TestPerson {
  name: string;
  surname: string;
  email: string;
  password: string;
  city: string;
  cellNumber: string;
}

let counter = 0;

/** A person with an e-mail no other test (or test run) uses. */
export function newPerson(testInfo: TestInfo, name = "Ayanda"): TestPerson {
  counter += 1;
  const tag = `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}-${counter}`;
  return {
    name,
    surname: "Khumalo",
    email: `${name.toLowerCase()}.${tag}@example.co.za`,
    password: "ubuntu-2026",
    city: "Pietermaritzburg",
    cellNumber: "0721234567",
  };
}

/** Each test signs in from its own address, so sign-in limits never couple tests. */
export async function sendFromOwnAddress(page: Page) {
  const n = Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${n}` });
}

export async function signUpViaApi(request: APIRequestContext, person: TestPerson) {
  const response = await request.post("/api/signup", { data: { ...person, ageConsent: true } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { voucherCode?: string };
}

/** The `count`-th e-mail to `email` the app sent over SMTP, as the loopback mail server received it. */
export const mailTo = (email: string, count = 1) => lastMailTo(email, count, MAILBOX_URL);

/** The link in the `count`-th e-mail to `email`, on this instance's origin. */
export async function linkInMail(email: string, count = 1): Promise<string> {
  const link = linkIn(await mailTo(email, count));
  return `${link.pathname}${link.search}`;
}

/** Confirms `email` as its owner does: opens the link from the sign-up e-mail and presses the button. */
export async function confirmEmailOf(page: Page, email: string) {
  await page.goto(await linkInMail(email));
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("heading", { name: "Your e-mail address is confirmed" })).toBeVisible();
}

/** What the confirmation page's button does, through its API twin: for tests about something else. */
async function confirmEmailViaApi(request: APIRequestContext, email: string) {
  const token = new URL(await linkInMail(email), "http://link").searchParams.get("token");
  expect((await request.post("/api/verify-email", { data: { token } })).status()).toBe(200);
}

/**
 * Signs in as the login form does, through next-auth's credentials callback, into the page's context:
 * the members a test only needs (the form itself is walked in e2e/accounts.spec.ts).
 */
async function signInViaApi(request: APIRequestContext, person: Pick<TestPerson, "email" | "password">) {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: person.email, password: person.password, json: "true" },
  });
  const session = (await (await request.get("/api/auth/session")).json()) as { user?: { email?: string } };
  expect(session.user?.email, `signed in as ${person.email}`).toBe(person.email);
}

/** Fills the sign-up form with `person` (and the age confirmation) and sends it. */
export async function signUpViaForm(page: Page, person: TestPerson) {
  await page.goto("/signup");
  await page.getByLabel("Name", { exact: true }).fill(person.name);
  await page.getByLabel("Surname").fill(person.surname);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Create Password").fill(person.password);
  await page.getByLabel("Confirm Password").fill(person.password);
  await page.getByLabel("Current City/Town").fill(person.city);
  await page.getByLabel("Cell Number").fill(person.cellNumber);
  await page.getByLabel("I am 18 or older", { exact: false }).check();
  const create = page.getByRole("button", { name: "Create Account" });
  await expect(create).toBeEnabled();
  await create.click();
}

export async function logInViaForm(page: Page, person: Pick<TestPerson, "email" | "password">, from = "/login") {
  await page.goto(from);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Opens the signed-in account menu (behind the hamburger on a phone). */
export async function openAccountMenu(page: Page) {
  // Main Dashboard becomes the menu's button once React has hydrated the navigation; the hamburger
  // (a phone's) only opens from then on.
  await page.getByRole("button", { name: "Main Dashboard", includeHidden: true }).waitFor({ state: "attached" });
  const hamburger = page.getByRole("button", { name: "Open menu" });
  if (await hamburger.isVisible()) await hamburger.click();
  await page.getByRole("button", { name: "Main Dashboard" }).click();
}

/** A new member holding an individual plan through their sign-up voucher (address confirmed), signed in. */
export async function voucherMember(
  page: Page,
  testInfo: TestInfo,
  planId: "venting" | "stem" | "entrepreneur",
  name = "Lindiwe",
): Promise<TestPerson> {
  const person = newPerson(testInfo, name);
  const { voucherCode } = await signUpViaApi(page.request, person);
  await confirmEmailViaApi(page.request, person.email);
  await signInViaApi(page.request, person);
  const redeemed = await page.request.post("/api/vouchers/redeem", { data: { voucherCode, planId } });
  expect(redeemed.status()).toBe(200);
  // As the checkout does: reading the session re-issues its token with the new plan.
  await page.request.get("/api/auth/session");
  return person;
}

/**
 * A new member who has paid for a plan through the loopback Paystack, signed in. Run it against
 * the payments server (its baseURL), as the checkout's Pay Now would.
 */
export async function paidMember(
  page: Page,
  testInfo: TestInfo,
  planId: "gold" | "platinum",
  name = "Kagiso",
): Promise<TestPerson> {
  const person = newPerson(testInfo, name);
  await signUpViaApi(page.request, person);
  await signInViaApi(page.request, person);
  const started = await page.request.post("/api/payments/initialize", { data: { planId } });
  expect(started.status()).toBe(201);
  const { reference } = (await started.json()) as { reference: string };
  // The card is charged on Paystack's side; then the app verifies the reference with Paystack.
  expect((await page.request.post(`http://127.0.0.1:${PAYSTACK_PORT}/__test/pay/${reference}`)).ok()).toBe(true);
  const verified = await page.request.post("/api/payments/verify", { data: { reference } });
  expect(verified.status()).toBe(200);
  await page.request.get("/api/auth/session");
  return person;
}

/**
 * Which end of the navigation the page shows. Both are in every page's HTML (static pages cannot
 * know the visitor); the hint script and the stylesheet hide one, so this reads what is laid out,
 * whatever the hamburger's state.
 */
export async function expectNavigationFor(page: Page, who: "signed in" | "signed out") {
  const nav = page.getByRole("navigation", { name: "Main" });
  const signedOut = nav.getByRole("link", { name: "Join Us", exact: true, includeHidden: true }).locator("..");
  // Main Dashboard is a link to the dashboard until React runs, then the menu's button.
  const signedIn = nav
    .getByRole("button", { name: "Main Dashboard", includeHidden: true })
    .or(nav.getByRole("link", { name: "Main Dashboard", includeHidden: true }))
    .locator("..");
  await expect(who === "signed in" ? signedOut : signedIn).toHaveCSS("display", "none");
  await expect(who === "signed in" ? signedIn : signedOut).not.toHaveCSS("display", "none");
}
