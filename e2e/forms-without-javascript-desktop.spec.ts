import { expect, test, type Page } from "@playwright/test";
import { fixtures } from "../__tests__/fixtures/media";
import { MESSAGES } from "../lib/messages";
import {
  confirmEmailOf,
  linkInMail,
  logInViaForm,
  newPerson,
  sendFromOwnAddress,
  signUpViaApi,
  voucherMember,
} from "./support/accounts";
import { queryE2eDb } from "./support/db";

/*
 * Every form that writes works before JavaScript has loaded (docs/architecture.md, "Forms"): here it
 * never loads. Each form is filled and sent as a browser sends a plain HTML form, and the server's
 * answer is checked on the page and in the database. Dialogs open through the browser's own invoker
 * commands. (The same forms with JavaScript are covered by the other specs.)
 */
test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

const stored = <T>(sql: string, ...params: unknown[]) => queryE2eDb<T>(sql, ...params);

test("sign-up shows its refusals beside the fields, then the welcome dialog with the voucher", async ({
  page,
}, testInfo) => {
  const person = newPerson(testInfo, "Busisiwe");
  await page.goto("/signup");
  const consent = page.getByLabel("I am 18 or older", { exact: false });
  const fill = async (confirm: string, consented: boolean) => {
    await page.getByLabel("Name", { exact: true }).fill(person.name);
    await page.getByLabel("Surname").fill(person.surname);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Create Password").fill(person.password);
    await page.getByLabel("Confirm Password").fill(confirm);
    await page.getByLabel("Current City/Town").fill(person.city);
    await page.getByLabel("Cell Number").fill(person.cellNumber);
    await consent.setChecked(consented);
    await page.getByRole("button", { name: "Create Account" }).click();
  };
  await fill("not-the-same", false);
  await expect(page.getByLabel("Confirm Password")).toHaveAccessibleDescription("Passwords do not match.");
  await expect(consent).toHaveAccessibleDescription(/Please confirm that you are 18 or older/);
  // What was typed is kept, except the passwords.
  await expect(page.getByLabel("Email")).toHaveValue(person.email);
  expect(stored("SELECT id FROM User WHERE email = ?", person.email)).toHaveLength(0);

  await fill(person.password, true);
  const welcome = page.getByRole("dialog", { name: "Welcome to Stepps!" });
  await expect(welcome).toBeVisible();
  const [voucher] = stored<{ code: string }>("SELECT code FROM Voucher WHERE email = ?", person.email);
  await expect(welcome.getByText(voucher.code, { exact: true })).toBeVisible();
  await welcome.getByRole("button", { name: "Go to Login" }).click();
  await expect(page).toHaveURL(/\/login\?$|\/login$/);
});

test("sign-in refuses a wrong password and signs in with the right one", async ({ page }, testInfo) => {
  const person = newPerson(testInfo, "Mpho");
  await signUpViaApi(page.request, person);
  await logInViaForm(page, { email: person.email, password: "not-my-password" });
  await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid credentials");
  await expect(page.getByLabel("Email")).toHaveValue(person.email);
  await logInViaForm(page, person, "/login?callbackUrl=%2Faccount");
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account and data" })).toBeVisible();
});

test("Forgot password? and the new password, through their forms", async ({ page }, testInfo) => {
  const person = newPerson(testInfo, "Karabo");
  await signUpViaApi(page.request, person);
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(person.email);
  await page.getByRole("button", { name: "Send me a reset link" }).click();
  await expect(page.getByText(MESSAGES.password.resetRequested)).toBeVisible();

  await page.goto(await linkInMail(person.email, 2)); // the sign-up's confirmation link first, then this
  await page.getByLabel("New password", { exact: true }).fill("morabaraba-2026");
  await page.getByLabel("Confirm new password").fill("morabaraba-2026");
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your password is changed" })).toBeVisible();
  await logInViaForm(page, { email: person.email, password: "morabaraba-2026" });
  await expect(page).toHaveURL(/\/checkout$/);
});

test("the checkout lists every plan, and a voucher opens its plan's dashboard", async ({ page }, testInfo) => {
  const person = newPerson(testInfo, "Sizwe");
  const { voucherCode } = await signUpViaApi(page.request, person);
  await confirmEmailOf(page, person.email);
  await logInViaForm(page, person);
  await expect(page).toHaveURL(/\/checkout$/);
  // The carousel needs scripts: only the list shows, every plan in it.
  await expect(page.getByRole("group", { name: "Plan type" })).toBeHidden();
  const list = page.getByRole("region", { name: "Every plan" });
  await expect(list.getByRole("heading", { level: 3 })).toHaveCount(5);

  const code = list.getByLabel("Voucher code for Venting Room");
  await expect(code).toHaveValue(voucherCode!);
  await code.fill("STEPPS-NOPE-NOPE-NOPE");
  await list.getByRole("button", { name: "Apply Voucher to Venting Room" }).click();
  await expect(page.getByRole("region", { name: "Every plan" }).getByRole("alert")).toBeVisible();
  expect(
    stored("SELECT id FROM Subscription WHERE userId = (SELECT id FROM User WHERE email = ?)", person.email),
  ).toEqual([]);

  await page.getByRole("region", { name: "Every plan" }).getByLabel("Voucher code for Venting Room").fill(voucherCode!);
  await page
    .getByRole("region", { name: "Every plan" })
    .getByRole("button", { name: "Apply Voucher to Venting Room" })
    .click();
  await expect(page).toHaveURL(/\/venting-room-dashboard/);
});

test("the contact form stores a message", async ({ page }, testInfo) => {
  const subject = `Without JavaScript ${testInfo.workerIndex} ${Date.now()}`;
  await page.goto("/contact");
  await page.getByLabel("Full Name", { exact: true }).fill("Palesa Mokoena");
  await page.getByLabel("Email", { exact: true }).fill("palesa.mokoena@example.co.za");
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("Do you have plans for learners in Grade 9?");
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByText("Thank you, Palesa Mokoena.", { exact: false })).toBeVisible();
  expect(stored('SELECT fullName, email FROM "ContactMessage" WHERE subject = ?', subject)).toEqual([
    { fullName: "Palesa Mokoena", email: "palesa.mokoena@example.co.za" },
  ]);
});

test("Entrepreneurship: an answer, a certificate through its dialog, joining a group and a transfer request", async ({
  page,
}, testInfo) => {
  const person = await voucherMember(page, testInfo, "entrepreneur", "Karabo");
  const userId = stored<{ id: string }>("SELECT id FROM User WHERE email = ?", person.email)[0].id;

  await page.goto("/entrepreneurship-education-dashboard?scope=local&tab=assessments");
  const step = page.getByRole("listitem").filter({ hasText: "Problem identification" }).first();
  await step.getByLabel("Your answer: Problem identification").fill("Short");
  await step.getByRole("button", { name: "Submit answer" }).click();
  await expect(page.getByText("Your answer is too short: write at least 10 characters.")).toBeVisible();
  await page
    .getByRole("listitem")
    .filter({ hasText: "Problem identification" })
    .first()
    .getByLabel("Your answer: Problem identification")
    .fill("Spaza owners lose stock every time the power goes off.");
  await page.getByRole("listitem").filter({ hasText: "Problem identification" }).first().getByRole("button").click();
  await expect(page.getByText("Your answer is saved.")).toBeVisible();
  expect(stored("SELECT step FROM AssessmentAnswer WHERE userId = ?", userId)).toEqual([
    { step: "problem-identification" },
  ]);

  await page.goto("/entrepreneurship-education-dashboard?scope=global&tab=certifications&type=nqf");
  await page.getByRole("button", { name: "Add Certificate" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Certificate" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Save certificate" }).click();
  // Refused: the page comes back with the dialog open and the problems beside the fields.
  await expect(page.getByRole("dialog", { name: "Add Certificate" }).getByText("Issuer is required.")).toBeVisible();
  const again = page.getByRole("dialog", { name: "Add Certificate" });
  await again.getByLabel(/^Certificate name/).fill("Export Management");
  await again.getByLabel(/^Issuer/).fill("Services SETA");
  await again.getByRole("button", { name: "Save certificate" }).click();
  await expect(page.getByRole("table", { name: /NQF Certificates in the Global arena/ })).toContainText(
    "Export Management",
  );
  expect(stored("SELECT type, scope FROM Certificate WHERE userId = ?", userId)).toEqual([
    { type: "nqf", scope: "global" },
  ]);

  // Joining a group is a form too; then a transfer request out of it.
  await page.goto("/entrepreneurship-education-dashboard?scope=local&tab=groups&section=list");
  await page.getByRole("button", { name: "Join Letsema Collective" }).click();
  await expect(page).toHaveURL(/section=list&joined=1#your-group$/);
  await expect(page.getByText("You joined Letsema Collective.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Letsema Collective" })).toContainText("Your group in the Local arena");
  expect(stored("SELECT scope, groupId FROM GroupMembership WHERE userId = ?", userId)).toEqual([
    { scope: "local", groupId: "group-letsema-collective" },
  ]);

  await page.goto("/entrepreneurship-education-dashboard?scope=local&tab=groups&section=transfer");
  const form = page.getByRole("region", { name: "Transfer request" });
  await form.getByLabel("To group").selectOption({ index: 1 });
  await form.getByLabel("Transfer date").fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await form
    .getByLabel("Signed transfer agreement")
    .setInputFiles({ name: "agreement.pdf", mimeType: "application/pdf", buffer: fixtures.pdf() });
  await form.getByRole("button", { name: "Submit transfer request" }).click();
  await expect(page).toHaveURL(/section=transfer&notice=.+#form-notice$/);
  await expect(page.getByText("Your transfer request is submitted.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Membership dashboard" }).getByText("pending")).toBeVisible();
  expect(stored("SELECT status FROM MemberTransfer WHERE userId = ?", userId)).toEqual([{ status: "pending" }]);
});

test("a forged notice in the address shows nothing", async ({ page }, testInfo) => {
  await voucherMember(page, testInfo, "entrepreneur", "Lerato");
  const forged = Buffer.from(
    JSON.stringify({
      source: "/api/dashboard/entrepreneurship/transfers",
      expires: Date.now() + 60_000,
      status: "error",
      message: "Call 0800 000 000 now",
    }),
  ).toString("base64url");
  await page.goto(
    `/entrepreneurship-education-dashboard?scope=local&tab=groups&section=transfer&notice=${forged}.AAAA`,
  );
  await expect(page.getByRole("region", { name: "Transfer request" })).toBeVisible();
  await expect(page.getByText("Call 0800 000 000 now")).toHaveCount(0);
});

async function postToTheVentingRoom(page: Page) {
  await page.getByRole("button", { name: /^Romantic Chaos/ }).click();
  const dialog = page.getByRole("dialog", { name: "Post to the Venting Room" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Topic")).toHaveValue("romantic-chaos");
  await dialog.getByLabel(/^Choose/).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: fixtures.png() });
  await dialog.getByRole("button", { name: "Upload Post" }).click();
}

test("Venting Room: a post through its dialog, and the privacy settings", async ({ page }, testInfo) => {
  const person = await voucherMember(page, testInfo, "venting", "Nomvula");
  const userId = stored<{ id: string }>("SELECT id FROM User WHERE email = ?", person.email)[0].id;
  await page.goto("/venting-room-dashboard");
  await postToTheVentingRoom(page);
  await expect(page).toHaveURL(/notice=.+#form-notice$/);
  await expect(
    page.getByRole("dialog", { name: "Post to the Venting Room" }).getByText("Your post is up."),
  ).toBeVisible();
  expect(stored("SELECT topic, mediaType FROM VentingPost WHERE userId = ?", userId)).toEqual([
    { topic: "romantic-chaos", mediaType: "image" },
  ]);

  await page.goto("/venting-room-dashboard/privacy-settings");
  await page.getByRole("radio", { name: /^Semi-anonymous/ }).check();
  await page.getByRole("button", { name: "Save privacy settings" }).click();
  await expect(page.getByText("Your privacy settings are saved.")).toBeVisible();
  expect(stored("SELECT anonymity FROM VentingSettings WHERE userId = ?", userId)).toEqual([
    { anonymity: "semi-anonymous" },
  ]);
});

test("Delete my account, through its dialog", async ({ page }, testInfo) => {
  const person = await voucherMember(page, testInfo, "venting", "Thabang");
  await page.goto("/account");
  await page.getByRole("button", { name: "Delete my account", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel(/^Type DELETE/).fill("remove");
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.getByRole("dialog", { name: "Delete your account?" }).getByRole("alert")).toHaveText(
    "To delete your account, type DELETE (or your e-mail address) in the box.",
  );
  await page
    .getByRole("dialog", { name: "Delete your account?" })
    .getByLabel(/^Type DELETE/)
    .fill("DELETE");
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  expect(stored("SELECT id FROM User WHERE email = ?", person.email)).toHaveLength(0);
});
