import { expect, test, type Locator, type Page } from "@playwright/test";
import { PROJECT_ROUTES } from "../lib/routes";
import { logInViaForm, newPerson, signUpViaApi, sendFromOwnAddress, voucherMember } from "./support/accounts";
import { selectPlanButton } from "./support/checkout";

/*
 * The site with the keyboard alone: Tab, Shift+Tab, Enter, Space, Escape and the arrow keys where a
 * widget promises them. Complements navigation-desktop.spec.ts (skip link, Projects by Enter/Space/Tab)
 * and navigation-mobile.spec.ts (the hamburger by pointer, Escape), which are not repeated here.
 */

test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 769;

/** A focused control shows a focus indicator: an outline (not "none", at least 2px) or a box-shadow ring. */
async function expectVisibleFocus(control: Locator) {
  await expect(control).toBeFocused();
  const style = await control.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outlineStyle: computed.outlineStyle,
      outlineWidth: parseFloat(computed.outlineWidth),
      boxShadow: computed.boxShadow,
    };
  });
  const outlined = style.outlineStyle !== "none" && style.outlineWidth >= 2;
  expect(outlined || style.boxShadow !== "none", `no visible focus indicator: ${JSON.stringify(style)}`).toBe(true);
}

/** Waits until React has hydrated a control, so its key handlers are attached (before that, a press would do nothing). */
async function hydrated(control: Locator) {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), {
      message: "the control is hydrated",
    })
    .toBe(true);
}

/** Presses Tab (or Shift+Tab) until the control has focus, failing after a few presses. */
async function tabTo(page: Page, control: Locator, { back = false, max = 20 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(control, `not reached with ${max} presses of ${back ? "Shift+Tab" : "Tab"}`).toBeFocused();
}

/** Where focus is: inside the open modal dialog (and which element of it), or not. */
function focusInDialog(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const dialog = element?.closest("dialog[open]");
    if (!element || !dialog) return { inside: false, key: element ? element.outerHTML.slice(0, 120) : "nothing" };
    return {
      inside: true,
      key: `${Array.prototype.indexOf.call(dialog.querySelectorAll("*"), element)}: ${element.outerHTML.slice(0, 80)}`,
    };
  });
}

/**
 * Opens a modal from its trigger with the keyboard, checks focus went in and stays in (Tab from the
 * last control comes back to the first, Shift+Tab from the first goes to the last), then closes it
 * with Escape and checks focus is back on the trigger.
 */
async function checkModal(
  page: Page,
  trigger: Locator,
  name: string,
  { key = "Enter", close = "Escape" as "Escape" | "none" } = {},
) {
  await trigger.focus();
  await page.keyboard.press(key);
  const dialog = page.getByRole("dialog", { name, exact: true });
  await expect(dialog).toBeVisible();
  await expect
    .poll(async () => (await focusInDialog(page)).inside, { message: `focus moved into "${name}"` })
    .toBe(true);

  const first = await focusInDialog(page);
  const stops = [first.key];
  for (let press = 1; ; press++) {
    expect(press, `Tab never came back to the first control of "${name}"`).toBeLessThan(30);
    await page.keyboard.press("Tab");
    const now = await focusInDialog(page);
    expect(now.inside, `Tab ${press} in "${name}" left the dialog, for ${now.key}`).toBe(true);
    if (now.key === first.key) break;
    if (now.key !== stops[stops.length - 1]) stops.push(now.key);
  }
  expect(stops.length, `"${name}" has more than one control`).toBeGreaterThan(1);
  await page.keyboard.press("Shift+Tab");
  expect((await focusInDialog(page)).key, `Shift+Tab from the first control of "${name}" goes to the last`).toBe(
    stops[stops.length - 1],
  );
  await page.keyboard.press("Tab");
  expect((await focusInDialog(page)).key).toBe(first.key);

  if (close === "Escape") {
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger, `focus returns to what opened "${name}"`).toBeFocused();
  }
  return dialog;
}

test.describe("main navigation", () => {
  test("desktop: Tab and Shift+Tab walk the bar in order, Enter follows a link", async ({ page }) => {
    test.skip(isPhone(page), "the bar is a hamburger at 360px");
    await page.goto("/research");
    const nav = page.getByRole("navigation", { name: "Main" });
    const order = [
      page.getByRole("link", { name: "Skip to content" }),
      page.getByRole("link", { name: "Stepps home" }),
      nav.getByRole("link", { name: "Home", exact: true }),
      nav.getByRole("link", { name: "About Us", exact: true }),
      nav.getByRole("link", { name: "Research", exact: true }),
      nav.getByRole("button", { name: "Projects" }),
      nav.getByRole("link", { name: "Contact Us", exact: true }),
      nav.getByRole("link", { name: "Log in", exact: true }),
      nav.getByRole("link", { name: "Join Us", exact: true }),
    ];
    for (const control of order) {
      await page.keyboard.press("Tab");
      await expect(control).toBeFocused();
    }
    await expectVisibleFocus(order[8]);
    for (const control of order.slice(2, 8).reverse()) {
      await page.keyboard.press("Shift+Tab");
      await expect(control).toBeFocused();
    }
    await expectVisibleFocus(order[2]);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole("link", { name: "About Us", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("desktop: the Projects list opens with ArrowDown, arrows move through it, Escape and Tab close it", async ({
    page,
  }) => {
    test.skip(isPhone(page), "the bar is a hamburger at 360px");
    await page.goto("/");
    const projects = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Projects" });
    const item = (index: number) => page.getByRole("link", { name: PROJECT_ROUTES[index].title, exact: true });
    const last = PROJECT_ROUTES.length - 1;

    await hydrated(projects);
    await projects.focus();
    await expectVisibleFocus(projects);
    await page.keyboard.press("ArrowDown");
    await expect(projects).toHaveAttribute("aria-expanded", "true");
    await expect(item(0)).toBeFocused();
    await expectVisibleFocus(item(0));
    await page.keyboard.press("ArrowDown");
    await expect(item(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(item(last), "ArrowUp from the first wraps to the last").toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(item(0), "ArrowDown from the last wraps to the first").toBeFocused();
    await page.keyboard.press("End");
    await expect(item(last)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(item(0)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(projects).toHaveAttribute("aria-expanded", "false");
    await expect(projects).toBeFocused();
    await expect(item(0)).toBeHidden();

    // Space opens it; Tab walks through the items; Tab past the last closes it and moves on.
    await page.keyboard.press("Space");
    await expect(projects).toHaveAttribute("aria-expanded", "true");
    for (let index = 0; index <= last; index++) {
      await page.keyboard.press("Tab");
      await expect(item(index)).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }),
    ).toBeFocused();
    await expect(projects).toHaveAttribute("aria-expanded", "false");
    await expect(item(last)).toBeHidden();

    // Shift+Tab out of it closes it too; ArrowUp on the button opens it at the last item.
    await projects.focus();
    await page.keyboard.press("ArrowUp");
    await expect(item(last)).toBeFocused();
    await page.keyboard.press("Home");
    await page.keyboard.press("Shift+Tab");
    await expect(projects).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(projects).toHaveAttribute("aria-expanded", "false");

    // Enter on an item follows it.
    await projects.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(item(1)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${PROJECT_ROUTES[1].path}$`));
  });

  test("360px: the hamburger opens with Enter, focus moves into it, Escape closes it and returns focus", async ({
    page,
  }) => {
    test.skip(!isPhone(page), "the hamburger shows at 768px and below");
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const hamburger = nav.getByRole("button", { name: "Open menu" });
    await hydrated(hamburger);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(hamburger).toBeFocused();
    await expectVisibleFocus(hamburger);

    await page.keyboard.press("Enter");
    const close = nav.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      nav.getByRole("link", { name: "Home", exact: true }),
      "the next Tab moves into the menu",
    ).toBeFocused();
    await tabTo(page, nav.getByRole("button", { name: "Projects" }));
    // The Projects list inside it: Enter opens, arrows move, Escape closes the list first, then the menu.
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: PROJECT_ROUTES[0].title, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("button", { name: "Projects" })).toBeFocused();
    await expect(nav.getByRole("button", { name: "Projects" })).toHaveAttribute("aria-expanded", "false");
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(hamburger).toBeFocused();
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toBeHidden();

    // Space opens it too; Tab past its last control closes it, so focus never sits behind an open menu.
    await page.keyboard.press("Space");
    await tabTo(page, nav.getByRole("link", { name: "Join Us" }));
    await page.keyboard.press("Tab");
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toBeHidden();

    // Enter on a link in it navigates, and the menu closes.
    await hamburger.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Research", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/research$/);
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
  });

  test("the signed-in account menu opens, is walked with Tab, and closes with Escape or Tab", async ({
    page,
  }, testInfo) => {
    const person = newPerson(testInfo, "Andile");
    await signUpViaApi(page.request, person);
    await logInViaForm(page, person);
    await expect(page).toHaveURL(/\/checkout$/);
    const nav = page.getByRole("navigation", { name: "Main" });
    // The account menu shows from the first paint; its buttons work once React has hydrated.
    await hydrated(nav.getByRole("button", { name: "Main Dashboard", includeHidden: true }));
    if (isPhone(page)) {
      await nav.getByRole("button", { name: "Open menu" }).focus();
      await page.keyboard.press("Enter");
    }
    const account = nav.getByRole("button", { name: "Main Dashboard" });
    await tabTo(page, account);
    await expectVisibleFocus(account);
    await page.keyboard.press("Enter");
    await expect(account).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const dashboard = page.getByRole("link", { name: "Go to Dashboard" });
    await expect(dashboard).toBeFocused();
    await expectVisibleFocus(dashboard);
    // More entries may follow (an account page); Logout is the last.
    const logout = page.getByRole("button", { name: "Logout" });
    await tabTo(page, logout, { max: 6 });
    await tabTo(page, dashboard, { back: true, max: 6 });
    await page.keyboard.press("Escape");
    await expect(account).toHaveAttribute("aria-expanded", "false");
    await expect(account).toBeFocused();
    await expect(dashboard).toBeHidden();

    await page.keyboard.press("Space");
    await expect(account).toHaveAttribute("aria-expanded", "true");
    await tabTo(page, logout, { max: 6 });
    await page.keyboard.press("Tab");
    await expect(dashboard, "Tab past the last entry closes the menu").toBeHidden();
    if (isPhone(page)) {
      // It also left the hamburger menu, which closes with it.
      await expect(nav.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    } else {
      await expect(account).toHaveAttribute("aria-expanded", "false");
    }
  });
});

test.describe("modals", () => {
  test("checkout: Confirm Plan Selection, Payment System Pending, What you can do now, Apply Your Voucher", async ({
    page,
  }, testInfo) => {
    const person = newPerson(testInfo, "Nandi");
    await signUpViaApi(page.request, person);
    await logInViaForm(page, person);
    await expect(page).toHaveURL(/\/checkout$/);
    const select = await selectPlanButton(page, "Gold User");
    await expect(select).toBeEnabled();

    const confirm = await checkModal(page, select, "Confirm Plan Selection");
    await expect(confirm).toBeHidden();
    // Again, then on through Pay Now: with payments off, the pending notice, then what to do next.
    await checkModal(page, select, "Confirm Plan Selection", { close: "none" });
    await tabTo(
      page,
      page.getByRole("dialog", { name: "Confirm Plan Selection" }).getByRole("button", { name: "Pay Now" }),
    );
    await page.keyboard.press("Enter");
    const pending = page.getByRole("dialog", { name: "Payment System Pending" });
    await expect(pending).toBeVisible();
    const ok = pending.getByRole("button", { name: "OK" });
    await tabTo(page, ok);
    await expectVisibleFocus(ok);
    await tabTo(page, pending.getByRole("button", { name: "Close" }));
    await expectVisibleFocus(pending.getByRole("button", { name: "Close" }));
    await page.keyboard.press("Tab");
    await expect(ok, "Tab from the last control wraps to the first").toBeFocused();
    await page.keyboard.press("Enter");
    const next = page.getByRole("dialog", { name: "What you can do now" });
    await expect(next).toBeVisible();
    await expect.poll(async () => (await focusInDialog(page)).inside).toBe(true);
    await page.keyboard.press("Escape");
    await expect(next).toBeHidden();
    await expect(select).toBeFocused();

    // The individual plans: the voucher dialog, its error announced inside it.
    const individual = page.getByRole("button", { name: "Individual Plans" });
    await individual.focus();
    await page.keyboard.press("Enter");
    await expect(individual).toHaveAttribute("aria-pressed", "true");
    const selectVenting = await selectPlanButton(page, "Venting Room User");
    const voucher = await checkModal(page, selectVenting, "Apply Your Voucher", { close: "none" });
    await tabTo(page, voucher.getByLabel("Voucher code"));
    await page.keyboard.press("Enter");
    await expect(voucher.getByRole("alert")).toHaveText("Please enter a voucher code.");
    await page.keyboard.press("Escape");
    await expect(voucher).toBeHidden();
    await expect(selectVenting).toBeFocused();
  });

  test("the welcome dialog after signing up", async ({ page }, testInfo) => {
    const person = newPerson(testInfo, "Zodwa");
    await page.goto("/signup");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
    await page.getByLabel("Name", { exact: true }).focus();
    for (const value of [person.name, person.surname, person.email, person.password]) {
      await page.keyboard.type(value);
      await page.keyboard.press("Tab");
    }
    // Past the Show password button, then the rest of the form.
    await expect(page.getByRole("button", { name: "Show password" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Tab");
    for (const value of [person.password, person.city, person.cellNumber]) {
      await page.keyboard.type(value);
      await page.keyboard.press("Tab");
    }
    // The age confirmation is ticked with Space; its hint's two links come before the button.
    const consent = page.getByLabel("I am 18 or older", { exact: false });
    await expect(consent).toBeFocused();
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    for (const link of ["Terms of Use", "Privacy Policy"]) {
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: link, exact: true }).first()).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeFocused();
    await page.keyboard.press("Enter");
    const welcome = page.getByRole("dialog", { name: "Welcome to Stepps!" });
    await expect(welcome).toBeVisible();
    await expect.poll(async () => (await focusInDialog(page)).inside).toBe(true);
    await tabTo(page, welcome.getByRole("button", { name: "Go to Login" }));
    await page.keyboard.press("Tab");
    expect((await focusInDialog(page)).inside, "Tab from the last control stays in the dialog").toBe(true);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("Venting Room: the upload dialog from a topic card and from the usage report", async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "venting", "Lwazi");
    await page.goto("/venting-room-dashboard");
    const topic = page.getByRole("button", { name: /^Romantic Chaos/ });
    await expect(topic).toBeEnabled();
    await topic.focus();
    await expectVisibleFocus(topic);
    const dialog = await checkModal(page, topic, "Post to the Venting Room", { close: "none" });
    await expect(dialog.getByLabel("Topic")).toBeFocused();
    // The words, then the kind of file: a radio group, where the arrow keys choose.
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("What's on your mind?")).toBeFocused();
    await page.keyboard.type("Typed with the keyboard alone.");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("radio", { name: "Image" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "Video" })).toBeChecked();
    await expect(dialog.getByLabel(/^Choose a video/)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(topic).toBeFocused();

    await page.goto("/venting-room-dashboard/usage-report");
    const button = page.getByRole("button", { name: "Add a post" });
    await expect(button).toBeEnabled();
    await checkModal(page, button, "Post to the Venting Room", { key: "Space" });
  });

  test("Entrepreneurship: Add Certificate, Edit certificate and Delete certificate?", async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "entrepreneur", "Sandile");
    const saved = await page.request.post("/api/dashboard/entrepreneurship/certifications", {
      data: {
        scope: "global",
        type: "short-course",
        name: "Export Basics",
        issuer: "Stepps",
        monthYear: "",
        link: "",
        lessons: "",
      },
    });
    expect(saved.status()).toBe(201);
    await page.goto("/entrepreneurship-education-dashboard?scope=global&tab=certifications&type=short-course");
    const add = page.getByRole("button", { name: "Add Certificate" });
    await expect(add).toBeEnabled();

    const form = await checkModal(page, add, "Add Certificate", { close: "none" });
    // Submitting from the keyboard: the errors are tied to their fields.
    await tabTo(page, form.getByRole("button", { name: "Save certificate" }));
    await page.keyboard.press("Enter");
    await expect(form.getByLabel(/^Certificate name/)).toHaveAccessibleDescription("Certificate name is required.");
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();
    await expect(add).toBeFocused();

    const edit = page.getByRole("button", { name: "Edit Export Basics" });
    await checkModal(page, edit, "Edit certificate");
    const remove = page.getByRole("button", { name: "Delete Export Basics" });
    await checkModal(page, remove, "Delete certificate?");
    // Confirmed from the keyboard: the row is gone, so focus goes to the table's heading.
    await remove.focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Delete certificate?" });
    await expect(confirm.getByRole("button", { name: "Delete certificate" })).toBeVisible();
    await tabTo(page, confirm.getByRole("button", { name: "Delete certificate" }));
    await page.keyboard.press("Enter");
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("heading", { name: /^Short Courses: Global/ })).toBeFocused();
    await expect(page.getByRole("button", { name: "Delete Export Basics" })).toHaveCount(0);
  });

  // The account page's delete-account confirmation: focus goes to its confirmation box.
  test("Account: Delete your account?", async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "venting", "Thandeka");
    await page.goto("/account");
    const trigger = page.getByRole("button", { name: "Delete my account", exact: true });
    await expect(trigger).toBeEnabled();
    await checkModal(page, trigger, "Delete your account?", { close: "none" });
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await tabTo(page, dialog.getByLabel(/^Type DELETE/));
    // Cancel with Space closes it too, and focus returns to the button.
    await tabTo(page, dialog.getByRole("button", { name: "Cancel" }));
    await page.keyboard.press("Space");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    // Escape, from the keyboard-opened dialog.
    await checkModal(page, trigger, "Delete your account?", { key: "Space" });
  });
});

test.describe("slideshows", () => {
  test("checkout: the plan slides move with Enter and Space on Previous and Next", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "desktop", "A wide screen shows the plans side by side, with no slideshow.");
    const person = newPerson(testInfo, "Xolani");
    await signUpViaApi(page.request, person);
    await logInViaForm(page, person);
    // Signing in moves on without reloading, after a pointer click (which Chromium remembers when
    // it decides whether a scripted focus shows its ring): start from a fresh load of the checkout.
    await expect(page).toHaveURL(/\/checkout$/);
    await page.goto("/checkout");
    const next = page.getByRole("button", { name: "Next plan" });
    const previous = page.getByRole("button", { name: "Previous plan" });
    await expect(next).toBeEnabled();
    await expect(page.getByText("Plan 1 of 2", { exact: true })).toBeVisible();
    await next.focus();
    await expectVisibleFocus(next);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Plan 2 of 2", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Platinum User" })).toBeVisible();
    await page.waitForTimeout(350);
    await page.keyboard.press("Space");
    await expect(page.getByText("Plan 1 of 2", { exact: true })).toBeVisible();
    await expect(next).toBeFocused();
    await tabTo(page, previous, { back: true });
    await page.waitForTimeout(350);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Plan 2 of 2", { exact: true })).toBeVisible();
    // The slide is labelled, and its changes are announced.
    await expect(page.locator('[aria-roledescription="slide"]:visible')).toHaveAttribute(
      "aria-label",
      "2 of 2: Platinum User",
    );
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: "Plan 2 of 2" })).toContainText(
      "Platinum User",
    );
  });

  test("Venting Room: the trending news cards step with Previous and Next", async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "venting", "Palesa");
    await page.goto("/venting-room-dashboard/trending-news");
    const card = page
      .locator('[aria-roledescription="carousel"]')
      .filter({ has: page.getByRole("button", { name: /^Next/ }) })
      .first();
    const next = card.getByRole("button", { name: /^Next .+ item$/ });
    await expect(next).toBeEnabled();
    const count = card.getByText(/^\d+ of \d+$/);
    await expect(count).toHaveText(/^1 of \d+$/);
    await expect(count).toHaveAttribute("aria-live", "polite");
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(count).toHaveText(/^2 of \d+$/);
    await page.keyboard.press("Space");
    await expect(count).toHaveText(/^(3 of \d+|1 of 2)$/);
    await page.keyboard.press("Shift+Tab");
    await expect(card.getByRole("button", { name: /^Previous .+ item$/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(count).toHaveText(/^2 of \d+$/);
  });

  test("a module's animated key ideas: Play/Pause, Previous and Next by keyboard, the pause announced", async ({
    page,
  }, testInfo) => {
    await voucherMember(page, testInfo, "entrepreneur", "Ayanda");
    await page.goto("/entrepreneurship-education-dashboard/module-content?module=local-pricing-for-profit");
    const controls = page.getByRole("group", { name: "Animation controls" });
    const play = controls.getByRole("button", { name: /^Play the key ideas of / });
    const next = controls.getByRole("button", { name: "Next idea" });
    const previous = controls.getByRole("button", { name: "Previous idea" });
    const position = page.getByText(/^Idea \d+ of \d+$/);
    const announcer = page.locator("figure [aria-live]");
    await expect(play).toBeEnabled();
    await expect(position).toHaveText(/^Idea 1 of \d+$/);
    const total = Number((await position.innerText()).match(/of (\d+)/)![1]);

    // At the first idea Previous stays focusable but does nothing (aria-disabled), so focus is never dropped.
    await play.focus();
    await page.keyboard.press("Tab");
    await expect(previous).toBeFocused();
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Enter");
    await expect(position).toHaveText(`Idea 1 of ${total}`);
    // Next with Enter, Previous with Space; each step is announced.
    await page.keyboard.press("Tab");
    await expectVisibleFocus(next);
    await page.keyboard.press("Enter");
    await expect(position).toHaveText(`Idea 2 of ${total}`);
    await expect(announcer).toContainText(`Idea 2 of ${total}`);
    await page.keyboard.press("Shift+Tab");
    await expect(previous).toBeFocused();
    await expect(previous).not.toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Space");
    await expect(position).toHaveText(`Idea 1 of ${total}`);
    await expect(previous).toBeFocused();

    // Play, then Pause: the button says which, and the pause is announced.
    await play.focus();
    await page.keyboard.press("Enter");
    const pause = controls.getByRole("button", { name: /^Pause the key ideas of / });
    await expect(pause).toBeFocused();
    await page.keyboard.press("Space");
    await expect(controls.getByRole("button", { name: /^Play/ })).toBeFocused();
    await expect(announcer).toContainText("Paused");

    // Stepping to the end (and one press more) keeps focus on Next, which then does nothing.
    await next.focus();
    for (let step = 0; step < total; step++) await page.keyboard.press("Enter");
    await expect(position).toHaveText(`Idea ${total} of ${total}`);
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute("aria-disabled", "true");
  });
});

test("controls show a visible focus indicator: links, buttons, fields, the video and the footer", async ({ page }) => {
  await page.goto("/");
  const video = page.getByRole("button", { name: /^Play video/ });
  await page.keyboard.press("Tab");
  await video.focus();
  await expectVisibleFocus(video);
  // The poster fills a box that clips what is outside it, so its focus ring is drawn inside.
  expect(await video.evaluate((element) => parseFloat(getComputedStyle(element).outlineOffset))).toBeLessThan(0);

  await page.goto("/contact");
  const name = page.getByLabel("Full Name", { exact: true });
  await tabTo(page, name, { max: 30 });
  await expectVisibleFocus(name);
  const submit = page.getByRole("button", { name: "SUBMIT" });
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  const privacy = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
  await tabTo(page, privacy);
  await expectVisibleFocus(privacy);
});
