import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "../lib/routes";
import { expectNoSidewaysScroll } from "./support/checks";

test.describe("public pages", () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} answers 200 with its heading, title and canonical URL`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`${route.title}`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new URL(route.path, page.url()).toString().replace(/\/$/, ""),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", route.description);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Stepps/);
      // Its own social preview: a 1200 x 630 PNG drawn at build time, named after the page.
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      const name = route.path === "/" ? "home" : route.path.slice(1);
      expect(new URL(image!).pathname).toBe(`/og/${name}.png`);
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image!);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
      const png = await page.request.get(new URL(image!).pathname);
      expect(png.status()).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
      const bytes = await png.body();
      expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }

  test("service pages show prices from the plan table and a call to action @width", async ({ page }) => {
    await page.goto("/venting-room");
    for (const price of ["R50 pm", "R230 pm", "R570 pm"])
      await expect(page.getByText(price, { exact: true })).toBeVisible();
    await page.goto("/entrepreneurship");
    await expect(page.getByText("R350 pm", { exact: true })).toBeVisible();
    await expect(page.getByText("R50 pm", { exact: true })).toHaveCount(0);
    await page.goto("/stem-subjects");
    await expect(page.getByText("R200 pm", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Join Us and choose a plan" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("policies are effective 28 April 2025 under South African law", async ({ page }) => {
    for (const path of ["/privacy-policy", "/terms-of-use"]) {
      await page.goto(path);
      await expect(page.getByText(/28 April 2025/).first()).toBeVisible();
      await expect(page.getByText(/South Africa/).first()).toBeVisible();
    }
    await page.goto("/privacy-policy");
    await expect(page.getByText(/POPIA|Protection of Personal Information Act/).first()).toBeVisible();
  });

  test("social previews exist only for the public pages: any other name is a 404", async ({ request }) => {
    for (const name of ["nope.png", "checkout.png", "home.jpg", "..%2Fhome.png"])
      expect((await request.get(`/og/${name}`)).status(), name).toBe(404);
  });

  test("an unknown address shows the 404 page in the site's style @width", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("the home video", () => {
  test("loads nothing from a third party until the visitor presses play @width", async ({ page }) => {
    const external: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["localhost", "127.0.0.1"].includes(url.hostname)) external.push(request.url());
    });
    // No internet here: answer the player's request locally instead of letting it hang.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }),
    );
    await page.goto("/");
    await page.waitForLoadState("load");
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(external).toEqual([]);

    await page.getByRole("button", { name: /Play video/ }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
    await expect(frame).toHaveAttribute("title", "Introducing Stepps");
  });
});

test.describe("search engines", () => {
  test("sitemap.xml lists every public page", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const route of PUBLIC_ROUTES) expect(xml).toContain(`<loc>${new URL(route.path, baseURL).toString()}</loc>`);
  });

  test("robots.txt keeps crawlers out of dashboards and the API and points at the sitemap", async ({
    request,
    baseURL,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    for (const line of [
      "Disallow: /api/",
      "Disallow: /dashboard",
      "Disallow: /venting-room-dashboard",
      "Disallow: /checkout",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("every page carries the organisation's structured data", async ({ page }) => {
    await page.goto("/about");
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(json).toMatchObject({ "@type": "EducationalOrganization", name: "Stepps" });
  });
});
