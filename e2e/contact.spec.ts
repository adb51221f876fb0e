import { expect, test, type Page } from "@playwright/test";
import { queryE2eDb } from "./support/db";

// Each test gets its own client address so the contact rate limit never couples tests.
let address = 0;
test.beforeEach(async ({ page }) => {
  address += 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${(process.pid % 200) + address}` });
});

function storedMessages(subject: string) {
  return queryE2eDb('SELECT fullName, subject, message FROM "ContactMessage" WHERE subject = ?', subject);
}

async function fill(page: Page, values: { name: string; subject: string; message: string }) {
  await page.getByLabel("Full Name", { exact: true }).fill(values.name);
  await page.getByLabel("Subject", { exact: true }).fill(values.subject);
  await page.getByLabel("Message", { exact: true }).fill(values.message);
}

test("the contact form explains what is missing and sends nothing", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
  await expect(page.getByLabel("Full Name", { exact: true })).toHaveAccessibleDescription(
    "Please enter your full name.",
  );
  await expect(page.getByLabel("Subject", { exact: true })).toHaveAccessibleDescription("Please enter a subject.");
  await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription("Please enter your message.");
  await expect(page.getByLabel("Full Name", { exact: true })).toBeFocused();

  await fill(page, { name: "Sipho", subject: "Too short", message: "Hi" });
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription(
    "Your message must be at least 10 characters.",
  );
});

test("the contact form stores a message and acknowledges it", async ({ page }, testInfo) => {
  const subject = `Group plans ${testInfo.project.name} ${Date.now()}`;
  await page.goto("/contact");
  await fill(page, { name: "Thandi Nkosi", subject, message: "Do you offer plans for a whole Grade 11 class?" });
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByRole("status")).toContainText(
    "Thank you, Thandi Nkosi. We have received your message and will reply within two working days.",
  );
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("");
  expect(storedMessages(subject)).toEqual([
    { fullName: "Thandi Nkosi", subject, message: "Do you offer plans for a whole Grade 11 class?" },
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form still sends and acknowledges a message", async ({ page }, testInfo) => {
    const subject = `No script ${testInfo.project.name} ${Date.now()}`;
    await page.goto("/contact");
    await fill(page, { name: "Lindiwe", subject, message: "Sent from a phone with scripts switched off." });
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Thank you, Lindiwe.")).toBeVisible();
    expect(storedMessages(subject)).toHaveLength(1);
  });
});
