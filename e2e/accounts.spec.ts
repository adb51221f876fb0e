import { expect, test } from "@playwright/test";
import {
  expectNavigationFor,
  logInViaForm,
  newPerson,
  openAccountMenu,
  signUpViaApi,
  sendFromOwnAddress,
} from "./support/accounts";
import { queryE2eDb } from "./support/db";

test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

test.describe("sign-up", () => {
  test("says 'Passwords do not match.' and sends nothing when the passwords differ", async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/signup")) sent += 1;
    });
    await page.goto("/signup");
    await page.getByLabel("Name", { exact: true }).fill(person.name);
    await page.getByLabel("Surname").fill(person.surname);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Create Password").fill(person.password);
    await page.getByLabel("Confirm Password").fill("something-else");
    await page.getByLabel("Current City/Town").fill(person.city);
    await page.getByLabel("Cell Number").fill(person.cellNumber);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByLabel("Confirm Password")).toHaveAccessibleDescription("Passwords do not match.");
    expect(sent).toBe(0);
    expect(queryE2eDb("SELECT id FROM User WHERE email = ?", person.email)).toHaveLength(0);
  });

  test("creates the account and shows the voucher, then Go to Login", async ({ page }, testInfo) => {
    const person = newPerson(testInfo, "Zanele");
    await page.goto("/signup");
    await expect(page.getByLabel("Create Password")).toHaveAttribute("placeholder", "Minimum 6 characters");
    await page.getByLabel("Name", { exact: true }).fill(person.name);
    await page.getByLabel("Surname").fill(person.surname);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Create Password").fill(person.password);
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByLabel("Create Password")).toHaveAttribute("type", "text");
    await page.getByLabel("Confirm Password").fill(person.password);
    await page.getByLabel("Current City/Town").fill(person.city);
    await page.getByLabel("Cell Number").fill("+27 72 123 4567");
    await page.getByLabel("I am 18 or older", { exact: false }).check();
    await page.getByRole("button", { name: "Create Account" }).click();

    const welcome = page.getByRole("dialog", { name: "Welcome to Stepps!" });
    await expect(welcome).toBeVisible();
    const [voucher] = queryE2eDb<{ code: string }>("SELECT code FROM Voucher WHERE email = ?", person.email);
    await expect(welcome.getByText(voucher.code, { exact: true })).toBeVisible();
    await expect(welcome).toContainText("one month of free access to individual plans");
    await expect(welcome).toContainText("support@stepps.co.za");
    await expect(welcome).toContainText(`Please confirm your e-mail address. We sent a link to ${person.email}.`);
    expect(queryE2eDb("SELECT ageConsentAt IS NOT NULL AS consented FROM User WHERE email = ?", person.email)).toEqual([
      { consented: 1 },
    ]);
    expect(queryE2eDb("SELECT cellNumber FROM User WHERE email = ?", person.email)).toEqual([
      { cellNumber: "+27721234567" },
    ]);

    await welcome.getByRole("button", { name: "Go to Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("shows the server's message for an e-mail that is already registered", async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUpViaApi(request, person);
    await page.goto("/signup");
    for (const [label, value] of [
      ["Name", person.name],
      ["Surname", person.surname],
      ["Email", person.email.toUpperCase()],
      ["Create Password", person.password],
      ["Confirm Password", person.password],
      ["Current City/Town", person.city],
      ["Cell Number", person.cellNumber],
    ]) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByLabel("I am 18 or older", { exact: false }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.locator("form, section").getByRole("alert")).toHaveText(
      "An account with this email already exists. Please log in instead.",
    );
  });
});

test.describe("sign-in", () => {
  test("with a password: lands on checkout with the name in the navigation, and logs out", async ({
    page,
    request,
  }, testInfo) => {
    const person = newPerson(testInfo, "Lwazi");
    await signUpViaApi(request, person);
    await logInViaForm(page, person);
    await expect(page).toHaveURL(/\/checkout$/);

    await openAccountMenu(page);
    await expect(page.getByText(`${person.name} ${person.surname}`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByText(person.email)).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/checkout");

    // Signed in, the sign-up page sends the visitor on to checkout.
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/checkout$/);

    await openAccountMenu(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectNavigationFor(page, "signed out");
    const status = await page.request.get("/api/user/status");
    expect(status.status()).toBe(401);
  });

  test("a wrong password says 'Invalid credentials', exactly as an unknown e-mail does", async ({
    page,
    request,
  }, testInfo) => {
    const person = newPerson(testInfo);
    await signUpViaApi(request, person);
    await logInViaForm(page, { email: person.email, password: "not-my-password" });
    await expect(page.locator("form, section").getByRole("alert")).toHaveText("Invalid credentials");
    await logInViaForm(page, { email: `nobody-${person.email}`, password: "not-my-password" });
    await expect(page.locator("form, section").getByRole("alert")).toHaveText("Invalid credentials");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("returns to the page the visitor was sent from, but never to another site", async ({
    page,
    request,
  }, testInfo) => {
    const person = newPerson(testInfo);
    await signUpViaApi(request, person);
    await logInViaForm(page, person, "/login?callbackUrl=%2Fabout");
    await expect(page).toHaveURL(/\/about$/);

    const other = newPerson(testInfo);
    await signUpViaApi(request, other);
    await page.context().clearCookies();
    await logInViaForm(page, other, "/login?callbackUrl=https%3A%2F%2Fevil.example%2F");
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test.describe("Login with Microsoft", () => {
  async function signInWithMicrosoft(page: import("@playwright/test").Page, email: string) {
    await page.goto("/login");
    await page.getByRole("button", { name: "Login with Microsoft" }).click();
    // The loopback OpenID Connect provider's own sign-in and consent screens.
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill("any-password");
    await page.getByRole("button", { name: /sign-in/i }).click();
    await page.getByRole("button", { name: /continue/i }).click();
    await expect(page).toHaveURL(/localhost:\d+\/checkout$/);
  }

  test("a new Microsoft account gets an account with its name and a voucher", async ({ page }, testInfo) => {
    const email = `sipho.zulu.${testInfo.project.name}.${Date.now()}@contoso.example`;
    await signInWithMicrosoft(page, email);
    await openAccountMenu(page);
    await expect(page.getByText("Sipho Zulu")).toBeVisible();
    const [user] = queryE2eDb<{ id: string; passwordHash: string | null }>(
      "SELECT id, passwordHash FROM User WHERE email = ?",
      email,
    );
    expect(user.passwordHash).toBeNull();
    expect(queryE2eDb("SELECT provider FROM Account WHERE userId = ?", user.id)).toEqual([{ provider: "azure-ad" }]);
    expect(queryE2eDb("SELECT email FROM Voucher WHERE userId = ?", user.id)).toEqual([{ email }]);
  });

  test("a Microsoft account with an existing account's e-mail signs into that account", async ({
    page,
    request,
  }, testInfo) => {
    const person = newPerson(testInfo, "Naledi");
    await signUpViaApi(request, person);
    await signInWithMicrosoft(page, person.email);
    await openAccountMenu(page);
    await expect(page.getByText(`${person.name} ${person.surname}`)).toBeVisible();
    expect(queryE2eDb("SELECT id FROM User WHERE email = ?", person.email)).toHaveLength(1);
  });
});
