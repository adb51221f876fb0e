import { expect, test, type Page } from "@playwright/test";
import {
  expectNavigationFor,
  logInViaForm,
  newPerson,
  sendFromOwnAddress,
  signUpViaApi,
  signUpViaForm,
} from "./support/accounts";

/*
 * What a visitor sees before the page's scripts have run (issue 17): the right navigation from the
 * first paint, no layout shift once they do run, and forms that already submit. "Scripts held back"
 * is every script file the page asks for, refused: the HTML and its inline hint script arrive as
 * on a slow phone, React never starts.
 */
test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

const holdBackScripts = (page: Page) => page.route(/\/_next\/static\/.+\.js(\?|$)/, (route) => route.abort());

/** Every layout shift since the page began to load (buffered, as CLS counts them) is zero; a failure names what moved. */
async function expectNoLayoutShift(page: Page) {
  const shift = await page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const { node } of entry.sources ?? [])
              moved.push(node instanceof Element ? node.outerHTML.slice(0, 160) : String(node?.nodeName));
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve({ total, moved }), 300);
      }),
  );
  expect(shift.total, `layout shift on ${page.url()}; moved: ${shift.moved.join(" | ")}`).toBe(0);
}

test("a signed-in visitor's first paint has the account menu, never Join Us, and nothing moves", async ({
  page,
}, testInfo) => {
  const person = newPerson(testInfo, "Zanele");
  await signUpViaApi(page.request, person);
  await logInViaForm(page, person);
  await expect(page).toHaveURL(/\/checkout$/);

  // Before any script file: the static page's own HTML and its hint script already choose.
  await holdBackScripts(page);
  for (const path of ["/", "/about", "/contact"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-signed-in", "");
    await expectNavigationFor(page, "signed in");
    // Until React runs, Main Dashboard is a link to the member's dashboard: a tap is never lost.
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Main Dashboard", includeHidden: true }),
    ).toHaveAttribute("href", "/dashboard");
  }
  await page.unroute(/\/_next\/static\/.+\.js(\?|$)/);

  // With scripts: the session is fetched and fills the menu; the layout never moves.
  const session = page.waitForResponse((response) => response.url().endsWith("/api/auth/session"));
  await page.goto("/about");
  await session;
  await expectNavigationFor(page, "signed in");
  await expectNoLayoutShift(page);
});

test("a signed-out visitor sees Log in and Join Us at once, makes no session request, and nothing moves", async ({
  page,
}) => {
  const sessionReads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/session")) sessionReads.push(request.url());
  });
  for (const path of ["/", "/login", "/signup"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectNavigationFor(page, "signed out");
    await expectNoLayoutShift(page);
  }
  expect(sessionReads).toEqual([]);
});

test("a hint left behind by a session that has ended is taken away", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "stepps_signed_in", value: "1", url: baseURL! }]);
  await page.goto("/about");
  await expectNavigationFor(page, "signed out");
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("stepps_signed_in");
});

test("sign-up and sign-in submit while the page's scripts are still held back", async ({ page }, testInfo) => {
  const person = newPerson(testInfo, "Palesa");
  await holdBackScripts(page);
  await signUpViaForm(page, person);
  await expect(page.getByRole("dialog", { name: "Welcome to Stepps!" })).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  const login = page.getByRole("button", { name: "Login", exact: true });
  await expect(login).toBeEnabled();
  await login.click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator("html")).toHaveAttribute("data-signed-in", "");
});

test("a phone's menu and its Projects list open before the page's scripts have run, and stay open when they do", async ({
  page,
}) => {
  test.skip((page.viewportSize()?.width ?? 1280) >= 769, "the hamburger shows at 768px and below");
  // The scripts are held until released, then arrive: React hydrates a menu the visitor already opened.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const nav = page.getByRole("navigation", { name: "Main" });
  const project = nav.getByRole("link", { name: "Talent-Based Curriculum" });
  await expect(nav.getByRole("link", { name: "Contact Us" })).toBeHidden();

  await nav.getByRole("button", { name: "Open menu" }).click();
  await expect(nav.getByRole("link", { name: "Contact Us" })).toBeVisible();
  await nav.getByRole("button", { name: "Projects" }).click();
  await expect(project).toBeVisible();
  await expect(nav.getByRole("button", { name: "Projects" })).toHaveAttribute("aria-expanded", "true");

  release();
  // Hydrated: the button is React's (its label follows the state), and both stay open.
  await expect(nav.getByRole("button", { name: "Close menu" })).toBeVisible();
  await expect(project).toBeVisible();
  // From now on React alone opens and closes them.
  await nav.getByRole("button", { name: "Projects" }).click();
  await expect(project).toBeHidden();
  await nav.getByRole("button", { name: "Close menu" }).click();
  await expect(nav.getByRole("link", { name: "Contact Us" })).toBeHidden();
});
