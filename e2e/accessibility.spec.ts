import { expect, test } from "@playwright/test";
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
import { scanScreen } from "./support/axe";
import { selectPlanButton } from "./support/checkout";
import { PAYMENTS_PORT } from "./support/instance";
import { attemptIdIn, giveAnswer, practiceAttempt, questionOf, rightAnswer, wrongAnswer } from "./support/practice";

/*
 * axe-core on every screen of the site, in both layouts: each screen a flow reaches is scanned at
 * desktop width and again at 360px (scanScreen). Every rule axe runs by default (WCAG 2.0, 2.1 and 2.2
 * A/AA plus best practices). What only a phone shows (the hamburger, the folded menus) is scanned in
 * accessibility-mobile.spec.ts.
 */

// Animations (a fading idea, a spinning progress ring) are cut short, so colours are measured at rest.
test.use({ reducedMotion: "reduce" });
test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

test.describe("public pages", () => {
  // From the route list, so a page added there is checked here too.
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1, name: route.heading, exact: true })).toBeVisible();
      await scanScreen(page, route.path);
    });
  }

  test("the navigation menus, open", async ({ page }) => {
    await page.goto("/about");
    // The menus open once React has hydrated the page.
    await page.waitForLoadState("networkidle");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Projects" }).click();
    await expect(page.getByRole("link", { name: PROJECT_ROUTES[0].title, exact: true })).toBeVisible();
    await scanScreen(page, "the Projects list, open");
  });

  test("the contact form showing its validation errors", async ({ page }) => {
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await scanScreen(page, "/contact with errors");
  });

  test("the 404 page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "We could not find that page" })).toBeVisible();
    await scanScreen(page, "404");
  });
});

test.describe("sign-up and login", () => {
  test("/login, /signup (empty, with errors, the welcome dialog) and /account-deleted", async ({ page }, testInfo) => {
    await page.goto("/login");
    await scanScreen(page, "/login");

    // Where a deleted account lands, signed out.
    await page.goto("/account-deleted");
    await expect(page.getByRole("heading", { level: 1, name: "Your account is deleted" })).toBeVisible();
    await scanScreen(page, "/account-deleted");

    await page.goto("/signup");
    await scanScreen(page, "/signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please enter your name.", { exact: false }).first()).toBeVisible();
    await scanScreen(page, "/signup with errors");

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
    await scanScreen(page, "the welcome dialog after sign-up");
  });
});

test.describe("checkout", () => {
  test("plans, the voucher and confirm dialogs, and Payment System Pending", async ({ page }, testInfo) => {
    const person = newPerson(testInfo, "Tumelo");
    await signUpViaApi(page.request, person);
    await logInViaForm(page, person);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("button", { name: "Individual Plans" })).toBeEnabled();
    await scanScreen(page, "/checkout, bundled plans");

    await (await selectPlanButton(page, "Gold User")).click();
    await expect(page.getByRole("dialog", { name: "Confirm Plan Selection" })).toBeVisible();
    await scanScreen(page, "Confirm Plan Selection");
    await page.getByRole("dialog", { name: "Confirm Plan Selection" }).getByRole("button", { name: "Pay Now" }).click();
    await expect(page.getByRole("dialog", { name: "Payment System Pending" })).toBeVisible();
    await scanScreen(page, "Payment System Pending");
    await page.getByRole("dialog", { name: "Payment System Pending" }).getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("dialog", { name: "What you can do now" })).toBeVisible();
    await scanScreen(page, "What you can do now");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Individual Plans" }).click();
    await expect(page.getByText(/^Hurry!/)).toBeVisible();
    await scanScreen(page, "/checkout, individual plans");
    await (await selectPlanButton(page, "Venting Room User")).click();
    const voucher = page.getByRole("dialog", { name: "Apply Your Voucher" });
    await expect(voucher.getByText(/Vouchers remaining: \d+/)).toBeVisible();
    await voucher.getByRole("button", { name: "Apply Voucher" }).click();
    await expect(voucher.getByRole("alert")).toBeVisible();
    await scanScreen(page, "Apply Your Voucher, with an error");
  });

  test.describe("with payments on", () => {
    test.use({ baseURL: `http://localhost:${PAYMENTS_PORT}` });

    test("the payment page and the callback's error", async ({ page }, testInfo) => {
      const person = newPerson(testInfo, "Lerato");
      await signUpViaApi(page.request, person);
      await logInViaForm(page, person, "/login?callbackUrl=%2Fpayment%3Fplan%3Dgold");
      await expect(page).toHaveURL(/\/payment\?plan=gold$/);
      await expect(page.getByRole("button", { name: "Pay Now" })).toBeEnabled();
      await scanScreen(page, "/payment?plan=gold");
      await page.goto("/payment-callback");
      await expect(page.getByRole("heading", { name: "Payment Processing Error" })).toBeVisible();
      await scanScreen(page, "/payment-callback without parameters");
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
    await scanScreen(page, "the Venting Room feed");
    await openAccountMenu(page);
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toBeVisible();
    await scanScreen(page, "the account menu, open");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /^Emergency/ }).click();
    await expect(page.getByRole("dialog", { name: "Post to the Venting Room" })).toBeVisible();
    await scanScreen(page, "the upload dialog");
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
      await scanScreen(page, heading);
    }
    await page.getByText("View In-App Notifications").click();
    await expect(page.getByRole("region", { name: "In-app notifications" })).toBeVisible();
    await scanScreen(page, "the in-app notifications, open");

    await page.goto("/venting-room-dashboard/no-such-screen");
    await expect(page.getByRole("heading", { level: 1, name: "This Venting Room page does not exist" })).toBeVisible();
    await scanScreen(page, "the Venting Room 404");
  });

  const DASHBOARD = "/entrepreneurship-education-dashboard";

  test("the Entrepreneurship arena choice and every tab and Groups view", async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "entrepreneur", "Bongani");
    await page.goto(DASHBOARD);
    await expect(page.getByRole("heading", { name: "Choose your arena" })).toBeVisible();
    await scanScreen(page, "the arena choice");
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
      await scanScreen(page, `Entrepreneurship: ${view}`);
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
    await scanScreen(page, "Entrepreneurship: certificates, with one");
    await page.getByRole("button", { name: "Add Certificate" }).click();
    const add = page.getByRole("dialog", { name: "Add Certificate" });
    await add.getByRole("button", { name: "Save certificate" }).click();
    await expect(add.getByText("Certificate name is required.")).toBeVisible();
    await scanScreen(page, "Add Certificate, with errors");
    // Edit certificate is the same form with the certificate's values.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Delete Stepps Foundations" }).click();
    await expect(page.getByRole("dialog", { name: "Delete certificate?" })).toBeVisible();
    await scanScreen(page, "Delete certificate?");
    await page.keyboard.press("Escape");

    await page.goto(`${DASHBOARD}/module-content?module=local-pricing-for-profit`);
    await expect(page.getByText(/^Idea 1 of \d$/)).toBeVisible();
    await scanScreen(page, "a module page");

    await page.goto(`${DASHBOARD}/anything`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await scanScreen(page, "the Entrepreneurship 404");
  });

  test("the STEM dashboard, practice, tests, settings and its 404", async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "stem", "Mpho");
    await page.goto("/stem-subjects-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "STEM Subjects dashboard" })).toBeVisible();
    await scanScreen(page, "the STEM dashboard, asking the grade");
    await page.getByRole("button", { name: "Grade 11" }).click();
    await expect(page.getByRole("heading", { name: "Practise today" })).toBeVisible();
    await scanScreen(page, "the STEM dashboard");

    // A question with fractions and roots, its hint and second try, then the worked solution.
    await page.goto("/stem-subjects-dashboard/practice/maths-11-exponents-and-surds");
    await page.getByRole("button", { name: "Start practising" }).click();
    const question = questionOf(practiceAttempt(await attemptIdIn(page)));
    await scanScreen(page, "a practice question");
    await giveAnswer(page, question, wrongAnswer(question));
    await page.getByRole("button", { name: "Check my answer" }).click();
    await expect(page.getByText("A hint, then one more try:")).toBeVisible();
    await scanScreen(page, "a practice question's hint");
    await giveAnswer(page, question, rightAnswer(question));
    await page.getByRole("button", { name: "Check my second try" }).click();
    await expect(page.getByRole("heading", { name: "Worked solution" })).toBeVisible();
    await scanScreen(page, "a practice result");

    await page.goto("/stem-subjects-dashboard");
    await page.getByRole("button", { name: "Start the diagnostic" }).click();
    await expect(page.getByRole("heading", { name: /^Question 1 ·/ })).toBeVisible();
    await scanScreen(page, "a test question");
    await page.getByRole("button", { name: "Hand in the test" }).click();
    await expect(page.getByRole("heading", { name: /of 12 right/ })).toBeVisible();
    await scanScreen(page, "a test's report");
    await page.goto("/stem-subjects-dashboard/tests/new");
    await scanScreen(page, "setting up a mixed test");
    await page.goto("/stem-subjects-dashboard/settings");
    await scanScreen(page, "the practice settings");
    await page.goto("/stem-subjects-dashboard/anything");
    await expect(page.getByRole("heading", { level: 1, name: "This STEM Subjects page does not exist" })).toBeVisible();
    await scanScreen(page, "the STEM 404");
  });

  test.describe("bundles", () => {
    test.use({ baseURL: `http://localhost:${PAYMENTS_PORT}` });

    for (const plan of ["platinum", "gold"] as const) {
      test(`the bundled dashboard of a ${plan} member`, async ({ page }, testInfo) => {
        await paidMember(page, testInfo, plan, "Khanyi");
        await page.goto("/bundled-dashboard");
        await expect(page.getByText(`Your plan: ${plan === "gold" ? "Gold" : "Platinum"} User`)).toBeVisible();
        await scanScreen(page, `the bundled dashboard (${plan})`);
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
    await scanScreen(page, "/account");
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(dialog.getByRole("alert")).toBeVisible();
    await scanScreen(page, "Delete your account?, with its error");
  });
});
