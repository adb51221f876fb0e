import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import {
  linkInMail,
  logInViaForm,
  mailTo,
  newPerson,
  openAccountMenu,
  sendFromOwnAddress,
  signUpViaApi,
  signUpViaForm,
} from "./support/accounts";
import { selectPlanButton } from "./support/checkout";
import { queryE2eDb } from "./support/db";

/*
 * Accounts people can trust, end to end in Chromium: mail really sent over SMTP (the loopback mail
 * server) and its links followed; sessions that end on the server; no account taken over through
 * Microsoft; no open redirect; no stranger locking an owner out.
 */
test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

let addresses = 0;

/** A second browser, as another device or another person would use, from its own client address. */
async function otherBrowser(browser: Browser, testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${(++addresses % 200) + 1}` },
  });
  return { context, page: await context.newPage() };
}

/**
 * Forgets this browser's session. The page is left first: its account menu reads the session, and
 * next-auth's answer to that would set the cookie again after it was cleared. The session is ended on the
 * server too, so a reply still in flight cannot sign the page back in.
 */
async function signOutHere(page: Page) {
  await page.goto("about:blank");
  await page.request.post("/api/logout");
  await page.context().clearCookies();
}

async function applyVoucher(page: Page, code: string) {
  await page.getByRole("button", { name: "Individual Plans" }).click();
  await (await selectPlanButton(page, "Venting Room User")).click();
  const dialog = page.getByRole("dialog", { name: "Apply Your Voucher" });
  await dialog.getByLabel("Voucher code").fill(code);
  await dialog.getByRole("button", { name: "Apply Voucher" }).click();
  return dialog;
}

test("sign-up, the e-mail over SMTP, confirm the address, then the voucher is redeemed", async ({ page }, testInfo) => {
  const person = newPerson(testInfo, "Zinhle");
  await signUpViaForm(page, person);
  const welcome = page.getByRole("dialog", { name: "Welcome to Stepps!" });
  await expect(welcome).toContainText(`Please confirm your e-mail address. We sent a link to ${person.email}.`);
  const code = (await welcome.locator(".font-mono").textContent())!.trim();
  await welcome.getByRole("button", { name: "Go to Login" }).click();
  await logInViaForm(page, person);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();

  // Not yet confirmed: the voucher is refused, with what to do.
  const dialog = await applyVoucher(page, code);
  await expect(dialog.getByRole("alert")).toHaveText(MESSAGES.verification.required(person.email));
  await page.keyboard.press("Escape");

  // The message the loopback SMTP server received, and its link followed in the browser.
  const mail = await mailTo(person.email);
  expect(mail.subject).toBe("Confirm your e-mail address for Stepps");
  const link = await linkInMail(person.email);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail address" })).toBeVisible();
  await expect(page.getByRole("main").getByText(person.email)).toBeVisible();
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your e-mail address is confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Continue to Stepps" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toHaveCount(0);

  await applyVoucher(page, code);
  await expect(page).toHaveURL(/\/venting-room-dashboard$/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "This link has already been used" })).toBeVisible();

  // Signing in again lands on the member's own dashboard now that the plan is active.
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInViaForm(page, person);
  await expect(page).toHaveURL(/\/venting-room-dashboard$/);
});

test("Forgot password? sends a link; the new password ends every session, the old one is refused", async ({
  page,
  browser,
}, testInfo) => {
  const person = newPerson(testInfo, "Mbali");
  await signUpViaApi(page.request, person);
  // An old session, on another device.
  const old = await otherBrowser(browser, testInfo);
  await logInViaForm(old.page, person);
  await expect(old.page).toHaveURL(/\/checkout$/);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The same answer for an address without an account.
  await page.getByLabel("Email").fill(`nobody.${person.email}`);
  await page.getByRole("button", { name: "Send me a reset link" }).click();
  await expect(page.getByText(MESSAGES.password.resetRequested)).toBeVisible();
  await page.getByLabel("Email").fill(person.email);
  await page.getByRole("button", { name: "Send me a reset link" }).click();
  await expect(page.getByText(MESSAGES.password.resetRequested)).toBeVisible();

  const link = await linkInMail(person.email, 2); // the sign-up's verification first, then this
  expect((await mailTo(person.email, 2)).subject).toBe("Reset your Stepps password");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("kwela-2026-new");
  await page.getByLabel("Confirm new password").fill("kwela-2026-new");
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your password is changed" })).toBeVisible();
  expect((await mailTo(person.email, 3)).subject).toBe("Your Stepps password was changed");

  // The old session is over: pages send it to the login page, the API answers 401.
  await old.page.goto("/account");
  await expect(old.page).toHaveURL(/\/login\?callbackUrl=%2Faccount$/);
  expect((await old.page.request.get("/api/account/data")).status()).toBe(401);
  await old.context.close();

  await logInViaForm(page, person);
  await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid credentials");
  await logInViaForm(page, { email: person.email, password: "kwela-2026-new" });
  await expect(page).toHaveURL(/\/checkout$/);

  // The link works once; a damaged one says so.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "This link has already been used" })).toBeVisible();
  await page.goto(`${link}x`);
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
});

test("logout ends the session: a cookie copied before is refused by the API, pages and the session endpoint", async ({
  page,
  browser,
}, testInfo) => {
  const person = newPerson(testInfo, "Sifiso");
  await signUpViaApi(page.request, person);
  await logInViaForm(page, person);
  await expect(page).toHaveURL(/\/checkout$/);
  const captured = await page.context().cookies();
  expect(captured.some((cookie) => cookie.name === "next-auth.session-token")).toBe(true);

  await openAccountMenu(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);

  const thief = await otherBrowser(browser, testInfo);
  await thief.context.addCookies(captured);
  for (const path of ["/api/account/data", "/api/user/status", "/api/venting-room/notifications"]) {
    const response = await thief.page.request.get(path);
    expect({ path, status: response.status() }).toEqual({ path, status: 401 });
  }
  await thief.page.goto("/account");
  await expect(thief.page).toHaveURL(/\/login\?callbackUrl=%2Faccount$/);
  // next-auth's session endpoint does not renew it: no session, and the cookie is cleared.
  const session = await thief.page.request.get("/api/auth/session");
  expect(await session.json()).toEqual({});
  const cleared = (await thief.context.cookies()).find((cookie) => cookie.name === "next-auth.session-token");
  expect(cleared).toBeUndefined();
  await thief.context.close();
});

test("an account whose address was never confirmed is not taken over through Microsoft: the owner gets it", async ({
  page,
  browser,
}, testInfo) => {
  // A stranger signs up with someone else's address and signs in.
  const owner = newPerson(testInfo, "Thandeka");
  const stranger = await otherBrowser(browser, testInfo);
  await signUpViaApi(stranger.page.request, { ...owner, password: "strangers-password" });
  await logInViaForm(stranger.page, { email: owner.email, password: "strangers-password" });
  await expect(stranger.page).toHaveURL(/\/checkout$/);

  // The real owner signs in with Microsoft (the loopback OpenID Connect provider).
  await page.goto("/login");
  await page.getByRole("button", { name: "Login with Microsoft" }).click();
  await page.locator('input[name="login"]').fill(owner.email);
  await page.locator('input[name="password"]').fill("any-password");
  await page.getByRole("button", { name: /sign-in/i }).click();
  const callback = page.waitForResponse((response) => response.url().includes("/api/auth/callback/azure-ad"));
  await page.getByRole("button", { name: /continue/i }).click();
  // next-auth's callback answer itself carries the signed-in hint beside the session cookie.
  expect(await (await callback).headerValues("set-cookie")).toContainEqual(
    expect.stringMatching(/^stepps_signed_in=1;/),
  );
  await expect(page).toHaveURL(/localhost:\d+\/checkout$/);

  // The stranger's session has ended, and their password no longer opens the account.
  await stranger.page.goto("/account");
  await expect(stranger.page).toHaveURL(/\/login\?callbackUrl=%2Faccount$/);
  expect((await stranger.page.request.get("/api/account/data")).status()).toBe(401);
  await logInViaForm(stranger.page, { email: owner.email, password: "strangers-password" });
  await expect(stranger.page.locator("form").getByRole("alert")).toHaveText("Invalid credentials");
  await stranger.context.close();

  const [user] = queryE2eDb<{ id: string; passwordHash: string | null; emailVerified: unknown }>(
    "SELECT id, passwordHash, emailVerified FROM User WHERE email = ?",
    owner.email,
  );
  expect(user.passwordHash).toBeNull();
  expect(user.emailVerified).not.toBeNull();
  expect(queryE2eDb("SELECT provider FROM Account WHERE userId = ?", user.id)).toEqual([{ provider: "azure-ad" }]);
  await page.goto("/account");
  await expect(page.getByText(`${owner.email} (confirmed)`)).toBeVisible();
});

test("callbackUrl never leads off the site, however it is dressed up", async ({ page }, testInfo) => {
  const person = newPerson(testInfo, "Khanyi");
  await signUpViaApi(page.request, person);
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  for (const target of [
    "/..//evil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "/%09/evil.example",
  ]) {
    await signOutHere(page);
    await logInViaForm(page, person, `/login?callbackUrl=${encodeURIComponent(target)}`);
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    expect({ target, origin: new URL(page.url()).origin }).toEqual({ target, origin });
    // Signed in already, the login page sends the member on, on this site too.
    await page.goto(`/login?callbackUrl=${encodeURIComponent(target)}`);
    expect({ target, origin: new URL(page.url()).origin }).toEqual({ target, origin });
  }
  await signOutHere(page);
  await logInViaForm(page, person, "/login?callbackUrl=%2Fabout");
  await expect(page).toHaveURL(/\/about$/);
});

test("a stranger guessing a password locks out only themselves and new devices: the owner's browser signs in, a new one by e-mailed link, and the owner is told", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // fourteen passwords checked through the form
  const owner = newPerson(testInfo, "Lebohang");
  await signUpViaApi(page.request, owner);
  // The owner's own browser has signed in before, so the account knows it.
  await logInViaForm(page, owner);
  await expect(page).toHaveURL(/\/checkout$/);
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);

  const stranger = await otherBrowser(browser, testInfo);
  const alert = stranger.page.locator("form").getByRole("alert");
  for (let i = 0; i < 10; i++) {
    await logInViaForm(stranger.page, { email: owner.email, password: `guess-${i}` });
    await expect(alert).toHaveText(MESSAGES.login.invalidCredentials);
  }
  await logInViaForm(stranger.page, { email: owner.email, password: "guess-10" });
  await expect(alert).toHaveText(/^Too many sign-in attempts\./);
  await stranger.context.close();

  // A browser the account does not know, from another address, is turned away even with the right password.
  const newPhone = await otherBrowser(browser, testInfo);
  await logInViaForm(newPhone.page, owner);
  await expect(newPhone.page.locator("form").getByRole("alert")).toHaveText(MESSAGES.login.useSignInLink);
  const warning = await mailTo(owner.email, 2);
  expect(warning.subject).toBe("Someone is trying to sign in to your Stepps account");

  // The owner's own browser signs in with the password as before.
  await logInViaForm(page, owner);
  await expect(page).toHaveURL(/\/checkout$/);

  // The new device signs in with a link sent to the address.
  await newPhone.page.getByRole("link", { name: "E-mail me a sign-in link instead" }).click();
  await expect(newPhone.page.getByRole("heading", { level: 1, name: "Sign in with a link" })).toBeVisible();
  await newPhone.page.getByLabel("Email").fill(owner.email);
  await newPhone.page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(newPhone.page.getByText(MESSAGES.login.linkRequested)).toBeVisible();
  expect((await mailTo(owner.email, 3)).subject).toBe("Your Stepps sign-in link");
  await newPhone.page.goto(await linkInMail(owner.email, 3));
  await expect(newPhone.page.getByText(owner.email)).toBeVisible();
  await newPhone.page.getByRole("button", { name: "Sign in" }).click();
  await expect(newPhone.page).toHaveURL(/\/checkout$/);
  await newPhone.context.close();
});

test("in /account: change the password, then sign out of all devices", async ({ page, browser }, testInfo) => {
  const person = newPerson(testInfo, "Vuyo");
  await signUpViaApi(page.request, person);
  const other = await otherBrowser(browser, testInfo);
  await logInViaForm(other.page, person);
  await logInViaForm(page, person, "/login?callbackUrl=%2Faccount");
  await expect(page).toHaveURL(/\/account$/);

  await page.getByLabel("Current password").fill("wrong-one");
  await page.getByLabel("New password", { exact: true }).fill("ubuntu-2027");
  await page.getByLabel("Confirm new password").fill("ubuntu-2027");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("Current password")).toHaveAccessibleDescription(MESSAGES.password.wrongCurrent);

  await page.getByLabel("Current password").fill(person.password);
  await page.getByLabel("New password", { exact: true }).fill("ubuntu-2027");
  await page.getByLabel("Confirm new password").fill("ubuntu-2027");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(MESSAGES.password.changed)).toBeVisible();
  // The other device is signed out; this one carries on.
  await other.page.goto("/account");
  await expect(other.page).toHaveURL(/\/login\?callbackUrl=%2Faccount$/);
  await other.context.close();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your account and data" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out of all devices" }).click();
  await expect(page).toHaveURL(/\/login\?signedOut=everywhere$/);
  await expect(page.getByText(MESSAGES.password.signedOutEverywhere)).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Faccount$/);
});

test(
  "a refused sign-up moves focus to its message and shows it, on a phone too",
  { tag: "@width" },
  async ({ page }, testInfo) => {
    const person = newPerson(testInfo, "Ayanda");
    await signUpViaApi(page.request, person);
    await signUpViaForm(page, person);
    const message = page.locator("form").getByRole("alert");
    await expect(message).toHaveText(MESSAGES.signup.emailTaken);
    await expect(message).toBeFocused();
    await expect(message).toBeInViewport();
  },
);
