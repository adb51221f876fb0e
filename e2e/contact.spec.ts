import { expect, test, type Locator, type Page } from "@playwright/test";
import { queryE2eDb } from "./support/db";

// Each test gets its own client address so the contact rate limit never couples tests.
let address = 0;
test.beforeEach(async ({ page }) => {
  address += 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${(process.pid % 200) + address}` });
});

function storedMessages(subject: string) {
  return queryE2eDb('SELECT fullName, email, subject, message FROM "ContactMessage" WHERE subject = ?', subject);
}

interface Typed {
  name: string;
  email: string;
  subject: string;
  message: string;
}

async function fill(page: Page, values: Typed) {
  await page.getByLabel("Full Name", { exact: true }).fill(values.name);
  await page.getByLabel("Email", { exact: true }).fill(values.email);
  await page.getByLabel("Subject", { exact: true }).fill(values.subject);
  await page.getByLabel("Message", { exact: true }).fill(values.message);
}

async function expectKept(page: Page, values: Typed) {
  await expect(page.getByLabel("Full Name", { exact: true })).toHaveValue(values.name);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(values.email);
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(values.subject);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(values.message);
}

/** The element that has the focus is `target`, and it is on the screen (not under the fold of a phone). */
async function expectFocusedAndInView(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toBe(await target.textContent());
  await expect(target).toBeInViewport({ ratio: 1 });
}

test("the contact form explains what is missing and sends nothing", async ({ page }) => {
  await page.goto("/contact");
  const email = page.getByLabel("Email", { exact: true });
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("autocomplete", "email");
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
  await expect(page.getByLabel("Full Name", { exact: true })).toHaveAccessibleDescription(
    "Please enter your full name.",
  );
  await expect(email).toHaveAccessibleDescription("Please enter your email address.");
  await expect(page.getByLabel("Subject", { exact: true })).toHaveAccessibleDescription("Please enter a subject.");
  await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription("Please enter your message.");
  await expect(page.getByLabel("Full Name", { exact: true })).toBeFocused();

  await fill(page, { name: "Sipho", email: "sipho@example", subject: "Too short", message: "Hi" });
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
  await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription(
    "Your message must be at least 10 characters.",
  );
  await expect(email).toBeFocused();
});

test("the contact form stores a message, and the thank-you takes the focus in view", async ({ page }, testInfo) => {
  const subject = `Group plans ${testInfo.project.name} ${Date.now()}`;
  await page.goto("/contact");
  await fill(page, {
    name: "Thandi Nkosi",
    email: "  Thandi.Nkosi@Example.CO.ZA ",
    subject,
    message: "Do you offer plans for a whole Grade 11 class?",
  });
  await page.getByRole("button", { name: "SUBMIT" }).click();
  const thanks = page.getByText(
    "Thank you, Thandi Nkosi. We have received your message and will reply to thandi.nkosi@example.co.za within two working days.",
  );
  // On a phone the form is taller than the screen: the answer must not be left above it, out of sight.
  await expectFocusedAndInView(page, thanks);
  await expect(page.getByRole("status")).toContainText("Thank you, Thandi Nkosi.");
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("");
  expect(storedMessages(subject)).toEqual([
    {
      fullName: "Thandi Nkosi",
      email: "thandi.nkosi@example.co.za",
      subject,
      message: "Do you offer plans for a whole Grade 11 class?",
    },
  ]);
});

test("a refusal from the server keeps everything typed", async ({ page }, testInfo) => {
  // The browser's check passes (it only asks for something@something.something); the server's refuses it.
  const typed = {
    name: "Bongani",
    email: "bongani@example..co.za",
    subject: `Kept ${testInfo.project.name} ${Date.now()}`,
    message: "Everything I typed should still be here.",
  };
  await page.goto("/contact");
  await fill(page, typed);
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
    "Please enter a valid email address.",
  );
  await expectFocusedAndInView(page, page.getByText("Please correct the highlighted fields."));
  await expectKept(page, typed);
  expect(storedMessages(typed.subject)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form still sends and acknowledges a message, in view", async ({ page }, testInfo) => {
    const subject = `No script ${testInfo.project.name} ${Date.now()}`;
    await page.goto("/contact");
    await fill(page, {
      name: "Lindiwe",
      email: "lindiwe@example.co.za",
      subject,
      message: "Sent from a phone with scripts switched off.",
    });
    await page.getByRole("button", { name: "SUBMIT" }).click();
    const thanks = page.getByText("Thank you, Lindiwe.", { exact: false });
    await expect(thanks).toBeVisible();
    await expectFocusedAndInView(page, thanks);
    expect(storedMessages(subject)).toHaveLength(1);
  });

  test("a refusal keeps everything typed", async ({ page }, testInfo) => {
    const typed = {
      name: "Kagiso",
      email: "kagiso@example",
      subject: `No script kept ${testInfo.project.name} ${Date.now()}`,
      message: "Short?",
    };
    await page.goto("/contact");
    await fill(page, typed);
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expectFocusedAndInView(page, page.getByText("Please correct the highlighted fields."));
    await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    await expectKept(page, typed);
    expect(storedMessages(typed.subject)).toEqual([]);
  });
});
