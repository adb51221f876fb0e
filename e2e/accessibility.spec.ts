import { expect, test, type Page } from "@playwright/test";
import { fixtures } from "../__tests__/fixtures/media";
import { PUBLIC_ROUTES, PROJECT_ROUTES } from "../lib/routes";
import {
  logInViaForm,
  newPerson,
  openAccountMenu,
  paidMember,
  signUpViaApi,
  sendFromOwnAddress,
  voucherMember,
} from "./support/accounts";
import { axeViolations, isSerious, type AxeViolation } from "./support/axe";
import { selectPlanButton } from "./support/checkout";
import { PAYMENTS_PORT } from "./support/instance";

/*
 * axe-core on every screen of the site, in both layouts. Every rule axe runs by default (WCAG 2.0,
 * 2.1 and 2.2 A/AA plus best practices); a violation of impact "serious" or "critical" fails the
 * test, and the failure message lists each one with its rule, impact and target selectors. Lesser
 * findings are attached to the report, for reading, without failing.
 */

// Animations (a fading idea, a spinning progress ring) are cut short, so colours are measured at rest.
test.use({ reducedMotion: "reduce" });
test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

function describe(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map(
        (node) =>
          `      - ${node.target.join(" >> ")}${node.failureSummary ? `\n        ${node.failureSummary.replace(/\n\s*/g, " / ")}` : ""}`,
      );
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${targets.join("\n")}`;
    })
    .join("\n");
}

/** Waits until the page is quiet (hydrated, client components loaded), then runs axe on it. */
async function scan(page: Page, screen: string) {
  await page.waitForLoadState("networkidle");
  const violations = await axeViolations(page);
  const serious = violations.filter(isSerious);
  const minor = violations.filter((violation) => !isSerious(violation));
  if (minor.length)
    await test.info().attach(`axe (not failing): ${screen}`, { body: describe(minor), contentType: "text/plain" });
  // Soft, so one run reports every screen of the test, not only the first with a problem.
  expect
    .soft(
      serious.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" >> ")).join(", ")}`,
      ),
      `axe found serious or critical violations on ${screen} (${page.url()}):\n${describe(serious)}\n`,
    )
    .toEqual([]);
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 769;

test.describe("public pages", () => {
  // From the route list, so a page added there is checked here too.
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1, name: route.heading, exact: true })).toBeVisible();
      await scan(page, route.path);
    });
  }

  test("the navigation menus, open", async ({ page }) => {
    await page.goto("/about");
    // The menus open once React has hydrated the page.
    await page.waitForLoadState("networkidle");
    if (isPhone(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await scan(page, "the hamburger menu, open");
    }
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Projects" }).click();
    await expect(page.getByRole("link", { name: PROJECT_ROUTES[0].title, exact: true })).toBeVisible();
    await scan(page, "the Projects list, open");
  });

  test("the contact form showing its validation errors", async ({ page }) => {
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await scan(page, "/contact with errors");
  });

  test("the 404 page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "We could not find that page" })).toBeVisible();
    await scan(page, "404");
  });
});

test.describe("sign-up and login", () => {
  test("/login, /signup (empty, with errors, the welcome dialog) and /account-deleted", async ({ page }, testInfo) => {
    await page.goto("/login");
    await scan(page, "/login");

    // Where a deleted account lands, signed out.
    await page.goto("/account-deleted");
    await expect(page.getByRole("heading", { level: 1, name: "Your account is deleted" })).toBeVisible();
    await scan(page, "/account-deleted");

    await page.goto("/signup");
    await scan(page, "/signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please enter your name.", { exact: false }).first()).toBeVisible();
    await scan(page, "/signup with errors");

    const person = newPerson(testInfo, "Refilwe");
    await page.getByLabel("Name", { exact: true }).fill(person.name);
    await page.getByLabel("Surname", { exact: true }).fill(person.surname);
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByLabel("Create Password", { exact: true }).fill(person.password);
    await page.getByLabel("Confirm Password", { exact: true }).fill(person.password);
    await page.getByLabel("Current City/Town", { exact: true }).fill(person.city);
    await page.getByLabel("Cell Number", { exact: true }).fill(person.cellNumber);
    await page.getByLabel("I am 18 or older", { exact: false }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("dialog", { name: "Welcome to Stepps!" })).toBeVisible();
    await scan(page, "the welcome dialog after sign-up");
  });
});

test.describe("checkout", () => {
  test("plans, the voucher and confirm dialogs, and Payment System Pending", async ({ page }, testInfo) => {
    const person = newPerson(testInfo, "Tumelo");
    await signUpViaApi(page.request, person);
    await logInViaForm(page, person);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("button", { name: "Individual Plans" })).toBeEnabled();
    await scan(page, "/checkout, bundled plans");

    await (await selectPlanButton(page, "Gold User")).click();
    await expect(page.getByRole("dialog", { name: "Confirm Plan Selection" })).toBeVisible();
    await scan(page, "Confirm Plan Selection");
    await page.getByRole("dialog", { name: "Confirm Plan Selection" }).getByRole("button", { name: "Pay Now" }).click();
    await expect(page.getByRole("dialog", { name: "Payment System Pending" })).toBeVisible();
    await scan(page, "Payment System Pending");
    await page.getByRole("dialog", { name: "Payment System Pending" }).getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("dialog", { name: "What you can do now" })).toBeVisible();
    await scan(page, "What you can do now");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Individual Plans" }).click();
    await expect(page.getByText(/^Hurry!/)).toBeVisible();
    await scan(page, "/checkout, individual plans");
    await (await selectPlanButton(page, "Venting Room User")).click();
    const voucher = page.getByRole("dialog", { name: "Apply Your Voucher" });
    await expect(voucher.getByText(/Vouchers remaining: \d+/)).toBeVisible();
    await voucher.getByRole("button", { name: "Apply Voucher" }).click();
    await expect(voucher.getByRole("alert")).toBeVisible();
    await scan(page, "Apply Your Voucher, with an error");
  });

  test.describe("with payments on", () => {
    test.use({ baseURL: `http://localhost:${PAYMENTS_PORT}` });

    test("the payment page and the callback's error", async ({ page }, testInfo) => {
      const person = newPerson(testInfo, "Lerato");
      await signUpViaApi(page.request, person);
      await logInViaForm(page, person, "/login?callbackUrl=%2Fpayment%3Fplan%3Dgold");
      await expect(page).toHaveURL(/\/payment\?plan=gold$/);
      await expect(page.getByRole("button", { name: "Pay Now" })).toBeEnabled();
      await scan(page, "/payment?plan=gold");
      await page.goto("/payment-callback");
      await expect(page.getByRole("heading", { name: "Payment Processing Error" })).toBeVisible();
      await scan(page, "/payment-callback without parameters");
    });
  });
});

test.describe("dashboards", () => {
  // Several screens per member, each waited for and scanned.
  test.describe.configure({ timeout: 60_000 });

  test("the Venting Room feed, the account menu and the upload dialog", async ({ page }, testInfo) => {
    const member = await voucherMember(page, testInfo, "venting", "Ntombi");
    // One post of the member's own, so the feed has an article, its media and its like button.
    const posted = await page.request.post("/api/venting-room/upload-post", {
      multipart: {
        file: { name: "a.png", mimeType: "image/png", buffer: fixtures.png() },
        topicId: "emergency",
        userEmail: member.email,
        fileType: "image",
      },
    });
    expect(posted.status()).toBe(201);

    await page.goto("/venting-room-dashboard");
    await expect(page.locator("#feed").getByRole("article").first()).toBeVisible();
    await scan(page, "the Venting Room feed");
    await openAccountMenu(page);
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toBeVisible();
    await scan(page, "the account menu, open");
    await page.keyboard.press("Escape");
    if (isPhone(page)) await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /^Emergency/ }).click();
    await expect(page.getByRole("dialog", { name: "Post to the Venting Room" })).toBeVisible();
    await scan(page, "the upload dialog");
  });

  test("the other Venting Room screens and its 404", async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "venting", "Lungile");

    for (const [screen, heading] of [
      ["trending-news", "Trending News"],
      ["usage-report", "Usage Report"],
      ["privacy-settings", "Privacy Settings"],
      ["notifications", "Notifications"],
    ] as const) {
      await page.goto(`/venting-room-dashboard/${screen}`);
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
      await scan(page, heading);
    }
    await page.getByText("View In-App Notifications").click();
    await expect(page.getByRole("region", { name: "In-app notifications" })).toBeVisible();
    await scan(page, "the in-app notifications, open");
    if (isPhone(page)) {
      await page.getByText("Venting Room menu").click();
      await scan(page, "the Venting Room menu, open");
    }

    await page.goto("/venting-room-dashboard/no-such-screen");
    await expect(page.getByRole("heading", { level: 1, name: "This Venting Room page does not exist" })).toBeVisible();
    await scan(page, "the Venting Room 404");
  });

  const DASHBOARD = "/entrepreneurship-education-dashboard";

  test("the Entrepreneurship arena choice and every tab and Groups view", async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "entrepreneur", "Bongani");
    await page.goto(DASHBOARD);
    await expect(page.getByRole("heading", { name: "Choose your arena" })).toBeVisible();
    await scan(page, "the arena choice");
    const views = [
      ["learning", "?scope=local&tab=learning"],
      ["assessments", "?scope=local&tab=assessments"],
      ["groups list", "?scope=local&tab=groups&section=list"],
      ["group score", "?scope=local&tab=groups&section=score"],
      ["group projects", "?scope=local&tab=groups&section=projects"],
      ["member transfer", "?scope=local&tab=groups&section=transfer"],
      // The certificates are scanned, with one in the table and with their dialogs, in the next test.
    ] as const;
    for (const [view, query] of views) {
      await page.goto(DASHBOARD + query);
      await expect(page.getByRole("heading", { level: 1, name: "Entrepreneurship Education" })).toBeVisible();
      await scan(page, `Entrepreneurship: ${view}`);
    }
  });

  test("the certificate dialogs, a module page and the Entrepreneurship 404", async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "entrepreneur", "Lebo");
    // A certificate of the learner's own, so the table and its Edit and Delete buttons are there.
    const saved = await page.request.post("/api/dashboard/entrepreneurship/certifications", {
      data: {
        scope: "local",
        type: "stepps",
        name: "Stepps Foundations",
        issuer: "Stepps",
        monthYear: "2025-03",
        link: "https://example.org/cert",
        lessons: "Costing.",
      },
    });
    expect(saved.status()).toBe(201);
    await page.goto(`${DASHBOARD}?scope=local&tab=certifications&type=stepps`);
    await expect(page.getByRole("button", { name: "Add Certificate" })).toBeEnabled();
    await scan(page, "Entrepreneurship: certificates, with one");
    await page.getByRole("button", { name: "Add Certificate" }).click();
    const add = page.getByRole("dialog", { name: "Add Certificate" });
    await add.getByRole("button", { name: "Save certificate" }).click();
    await expect(add.getByText("Certificate name is required.")).toBeVisible();
    await scan(page, "Add Certificate, with errors");
    // Edit certificate is the same form with the certificate's values.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Delete Stepps Foundations" }).click();
    await expect(page.getByRole("dialog", { name: "Delete certificate?" })).toBeVisible();
    await scan(page, "Delete certificate?");
    await page.keyboard.press("Escape");

    await page.goto(`${DASHBOARD}/module-content?module=local-pricing-for-profit`);
    await expect(page.getByText(/^Idea 1 of \d$/)).toBeVisible();
    await scan(page, "a module page");

    await page.goto(`${DASHBOARD}/anything`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await scan(page, "the Entrepreneurship 404");
  });

  test("the STEM dashboard and its 404", async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "stem", "Mpho");
    await page.goto("/stem-subjects-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "STEM Subjects dashboard" })).toBeVisible();
    await scan(page, "the STEM dashboard");
    await page.goto("/stem-subjects-dashboard/anything");
    await expect(page.getByRole("heading", { level: 1, name: "This STEM Subjects page does not exist" })).toBeVisible();
    await scan(page, "the STEM 404");
  });

  test.describe("bundles", () => {
    test.use({ baseURL: `http://localhost:${PAYMENTS_PORT}` });

    for (const plan of ["platinum", "gold"] as const) {
      test(`the bundled dashboard of a ${plan} member`, async ({ page }, testInfo) => {
        await paidMember(page, testInfo, plan, "Khanyi");
        await page.goto("/bundled-dashboard");
        await expect(page.getByText(`Your plan: ${plan === "gold" ? "Gold" : "Platinum"} User`)).toBeVisible();
        await scan(page, `the bundled dashboard (${plan})`);
      });
    }
  });

  // The account page (POPIA: download my data, delete my account) and its confirmation dialog.
  test("the account page and its delete-account confirmation", async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "venting", "Sibusiso");
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Your account and data" })).toBeVisible();
    const remove = page.getByRole("button", { name: "Delete my account", exact: true });
    await expect(remove).toBeEnabled();
    await scan(page, "/account");
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(dialog.getByRole("alert")).toBeVisible();
    await scan(page, "Delete your account?, with its error");
  });
});
