import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { fixtures, padTo } from "../__tests__/fixtures/media";
import {
  logInViaForm,
  newPerson,
  signUpViaApi,
  sendFromOwnAddress,
  voucherMember,
  type TestPerson,
} from "./support/accounts";
import { queryE2eDb } from "./support/db";

test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

/** A new member on the Venting Room plan (their sign-up voucher), signed in. */
const ventingMember = (page: Page, testInfo: TestInfo, name = "Lindiwe"): Promise<TestPerson> =>
  voucherMember(page, testInfo, "venting", name);

async function postFile(
  page: Page,
  topic: string,
  kind: "Image" | "Document",
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole("button", { name: new RegExp(`^${topic}`) }).click();
  const dialog = page.getByRole("dialog", { name: "Post to the Venting Room" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Topic")).toHaveValue(topic === "Economic Hell" ? "economic-hell" : /.+/);
  await dialog.getByRole("radio", { name: kind }).check();
  await dialog.getByLabel(/^Choose/).setInputFiles(file);
  await dialog.getByRole("button", { name: "Upload Post" }).click();
  await expect(dialog.getByText("Your post is up.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
}

test("a member posts an image and a document; the feed shows them without who posted", async ({ page }, testInfo) => {
  const person = await ventingMember(page, testInfo);
  await page.goto("/venting-room-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Venting Room" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Explore Topics" })).toBeVisible();
  for (const topic of ["Social Injustice", "Economic Hell", "Romantic Chaos", "Ecosystem +", "Emergency"]) {
    await expect(page.getByRole("button", { name: new RegExp(`^${topic.replace("+", "\\+")}`) })).toBeVisible();
  }

  // A text file posing as an image is refused, and says why.
  await page.getByRole("button", { name: /^Economic Hell/ }).click();
  const dialog = page.getByRole("dialog", { name: "Post to the Venting Room" });
  await dialog.getByLabel(/^Choose/).setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: fixtures.txt() });
  await dialog.getByRole("button", { name: "Upload Post" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Upload failed: This file is not a valid image. Choose a JPEG, PNG, GIF or WebP file.",
  );
  await dialog.getByRole("button", { name: "Close" }).click();

  await postFile(page, "Economic Hell", "Image", {
    name: "how-i-feel.png",
    mimeType: "image/png",
    buffer: fixtures.png(),
  });
  await postFile(page, "Economic Hell", "Document", {
    name: "my letter.pdf",
    mimeType: "application/pdf",
    buffer: fixtures.pdf(),
  });

  const feed = page.locator("#feed");
  await feed.getByRole("link", { name: "Economic Hell" }).click();
  await expect(page).toHaveURL(/topic=economic-hell/);
  // Other tests post too: this member's own posts carry a "Your post" badge (only for them).
  const posts = feed.getByRole("article").filter({ hasText: "Your post" });
  await expect(posts).toHaveCount(2);
  await expect(posts.first()).toHaveAccessibleName("Economic Hell post by Anonymous");
  await expect(posts.first().getByRole("link", { name: "Download the document (PDF)" })).toBeVisible();
  // The image is served (to members only) and really displayed.
  const image = posts.nth(1).getByRole("img");
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const feedText = await feed.innerText();
  for (const secret of [person.name, person.surname, person.email]) expect(feedText).not.toContain(secret);

  const stored = queryE2eDb<{ mediaType: string; anonymity: string }>(
    "SELECT mediaType, anonymity FROM VentingPost p JOIN User u ON u.id = p.userId WHERE u.email = ? ORDER BY p.createdAt",
    person.email,
  );
  expect(stored).toEqual([
    { mediaType: "image", anonymity: "anonymous" },
    { mediaType: "doc", anonymity: "anonymous" },
  ]);

  // The usage chart has today's posts in it.
  await page.goto("/venting-room-dashboard/usage-report");
  await expect(page.getByRole("heading", { level: 1, name: "Usage Report" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Bar chart of posts per day/ })).toBeVisible();
  await expect(page.locator(".recharts-legend-wrapper")).toContainText("You");
  await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await page.getByText("Show the figures as a table").click();
  const today = page.getByRole("row").last();
  await expect(today.getByRole("cell").first()).toHaveText("2");
  await page.getByRole("link", { name: "Docs" }).click();
  await expect(page).toHaveURL(/type=doc/);
  await expect(page.getByRole("row").last().getByRole("cell").first()).toHaveText("1");
  await expect(page.getByRole("heading", { name: "You have not posted yet" })).toHaveCount(0);
});

test("likes on trending items and privacy settings are kept after a reload", async ({ page }, testInfo) => {
  await ventingMember(page, testInfo, "Mpho");
  await page.goto("/venting-room-dashboard/trending-news");
  await expect(page.getByRole("heading", { level: 1, name: "Trending News" })).toBeVisible();
  const images = page.getByRole("region", { name: "Images" });
  await expect(images.getByText(/^1 of \d+$/)).toBeVisible();
  await images.getByRole("button", { name: /Next/ }).click();
  await expect(images.getByText(/^2 of \d+$/)).toBeVisible();
  await images.getByRole("button", { name: /Previous/ }).click();
  const title = await images.getByRole("heading", { level: 3 }).innerText();
  const like = images.getByRole("button", { name: /^Like this trending item/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("Liked");
  // Moving between slides keeps the like.
  await images.getByRole("button", { name: /Next/ }).click();
  await images.getByRole("button", { name: /Previous/ }).click();
  await expect(images.getByRole("heading", { level: 3 })).toHaveText(title);
  await expect(images.getByRole("button", { name: /^Like this trending item/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.reload();
  await expect(images.getByRole("heading", { level: 3 })).toHaveText(title);
  await expect(images.getByRole("button", { name: /^Like this trending item/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The section filter.
  // The section filter, labelled with the topics' names.
  await page.getByRole("navigation", { name: "Section" }).getByRole("link", { name: "Ecosystem +" }).click();
  await expect(page).toHaveURL(/section=ecosystem%2B/);
  await expect(
    page.getByRole("navigation", { name: "Section" }).getByRole("link", { name: "Ecosystem +" }),
  ).toHaveAttribute("aria-current", "page");

  // Privacy settings: Semi-anonymous in Emergency, kept after a reload and used for new posts.
  await page.goto("/venting-room-dashboard/privacy-settings");
  await expect(page.getByRole("radio", { name: /^Anonymous/ })).toBeChecked();
  await page.getByRole("radio", { name: /^Semi-anonymous/ }).check();
  await page.getByLabel("Your section").selectOption("emergency");
  await page.getByRole("button", { name: "Save privacy settings" }).click();
  await expect(page.getByText("Your privacy settings are saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: /^Semi-anonymous/ })).toBeChecked();
  await expect(page.getByLabel("Your section")).toHaveValue("emergency");
  const pseudonym = (await page.getByText(/Your posts show your pseudonym/).innerText()).match(/“(.+)”/)![1];

  await page.goto("/venting-room-dashboard");
  await postFile(page, "Emergency", "Image", { name: "me.png", mimeType: "image/png", buffer: fixtures.png() });
  await expect(page.locator("#feed").getByRole("article").first()).toHaveAccessibleName(
    `Emergency post by ${pseudonym}`,
  );

  // Notifications: switches saved and kept.
  await page.goto("/venting-room-dashboard/notifications");
  const activity = page.getByRole("switch", { name: /Activity/ });
  await expect(activity).toBeChecked();
  await activity.uncheck();
  await page.getByRole("button", { name: "Save notification settings" }).click();
  await expect(page.getByText("Your notification settings are saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: /Activity/ })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: /Push notifications/ })).toBeChecked();
  await page.getByText("View In-App Notifications").click();
  await expect(page.getByRole("region", { name: "In-app notifications" })).toBeVisible();
});

test(
  "the sidebar reaches every screen, and an unknown sub-path links back",
  { tag: "@width" },
  async ({ page }, testInfo) => {
    await ventingMember(page, testInfo, "Karabo");
    await page.goto("/venting-room-dashboard");
    const isPhone = (page.viewportSize()?.width ?? 1280) < 769;
    for (const [label, heading] of [
      ["Usage Report", "Usage Report"],
      ["Trending News", "Trending News"],
      ["Privacy Settings", "Privacy Settings"],
      ["Notifications", "Notifications"],
      ["Crisis help", "Crisis help"],
      ["Dashboard", "Venting Room"],
    ]) {
      if (isPhone) {
        // On a phone the sidebar folds into a menu above the content.
        await page.getByText("Venting Room menu").click();
      }
      await page
        .getByRole("navigation", { name: "Venting Room" })
        .getByRole("link", { name: label, exact: true })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      if (isPhone) {
        await expect(page.getByText("Venting Room menu")).toContainText(`: ${label}`);
      } else {
        await expect(
          page.getByRole("navigation", { name: "Venting Room" }).getByRole("link", { name: label, exact: true }),
        ).toHaveAttribute("aria-current", "page");
      }
      // Nothing wider than the screen, at 360px as on a desktop.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${label}`).toBeLessThanOrEqual(0);
    }

    const response = await page.goto("/venting-room-dashboard/no-such-screen");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This Venting Room page does not exist");
    await page.getByRole("link", { name: "Back to the Venting Room dashboard" }).click();
    await expect(page).toHaveURL(/\/venting-room-dashboard$/);
  },
);

test("without the plan, no page, file or answer of the Venting Room is given", async ({ page, browser }, testInfo) => {
  const member = await ventingMember(page, testInfo, "Nomsa");
  await page.goto("/venting-room-dashboard");
  await postFile(page, "Romantic Chaos", "Image", { name: "x.png", mimeType: "image/png", buffer: fixtures.png() });
  const [{ id }] = queryE2eDb<{ id: string }>(
    "SELECT p.id FROM VentingPost p JOIN User u ON u.id = p.userId WHERE u.email = ?",
    member.email,
  );
  expect((await page.request.get(`/api/venting-room/media/${id}`)).status()).toBe(200);

  const outsider = await browser.newContext();
  const other = await outsider.newPage();
  await sendFromOwnAddress(other);
  const person = newPerson(testInfo, "Outsider");
  await signUpViaApi(other.request, person);
  expect((await other.request.get(`/api/venting-room/media/${id}`)).status()).toBe(401);
  await logInViaForm(other, person);
  await expect(other).toHaveURL(/\/checkout$/);
  expect((await other.request.get(`/api/venting-room/media/${id}`)).status()).toBe(403);
  expect((await other.request.get("/api/venting-room/all-posts")).status()).toBe(403);
  await other.goto("/venting-room-dashboard/usage-report");
  await expect(other).toHaveURL(/\/checkout$/);
  await outsider.close();
});

test("a 20 MB video goes through the real server whole, and a video over the limit is refused", async ({
  page,
}, testInfo) => {
  const member = await ventingMember(page, testInfo, "Sizwe");
  const video = padTo(fixtures.mp4(), 20 * 1024 * 1024);
  const posted = await page.request.post("/api/venting-room/upload-post", {
    multipart: {
      file: { name: "long.mp4", mimeType: "video/mp4", buffer: video },
      topicId: "emergency",
      userEmail: member.email,
      fileType: "video",
    },
  });
  expect(posted.status()).toBe(201);
  const { post } = await posted.json();
  expect(post.file.sizeBytes).toBe(video.length);
  const head = await page.request.get(post.file.mediaUrl, { headers: { range: "bytes=0-99" } });
  expect(head.status()).toBe(206);
  expect(head.headers()["content-range"]).toBe(`bytes 0-99/${video.length}`);

  const tooLong = await page.request.post("/api/venting-room/upload-post", {
    multipart: {
      file: { name: "longer.mp4", mimeType: "video/mp4", buffer: padTo(fixtures.mp4(), 26 * 1024 * 1024) },
      topicId: "emergency",
      userEmail: member.email,
      fileType: "video",
    },
  });
  expect(tooLong.status()).toBe(413);
  expect(
    queryE2eDb(
      "SELECT COUNT(*) AS n FROM VentingPost p JOIN User u ON u.id = p.userId WHERE u.email = ?",
      member.email,
    ),
  ).toEqual([{ n: 1 }]);
});
