import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { containsText, docxWithAuthor, FAMILY, mp3WithArtist, NAME } from "../__tests__/fixtures/identifying-files";
import { fixtures } from "../__tests__/fixtures/media";
import { ESTABLISHED_AFTER_DAYS } from "../lib/venting/report-reasons";
import { sendFromOwnAddress, voucherMember, type TestPerson } from "./support/accounts";
import { expectAccessible } from "./support/checks";
import { ageAccountOf } from "./support/db";
import { signedInBrowser } from "./support/staff";

test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 769;

/** Another member on the Venting Room plan, in a browser of their own. */
async function anotherMember(browser: Browser, testInfo: TestInfo, name: string) {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  const page = await context.newPage();
  await sendFromOwnAddress(page);
  const person = await voucherMember(page, testInfo, "venting", name);
  return { page, person, close: () => context.close() };
}

async function moderator(browser: Browser, testInfo: TestInfo) {
  const staff = await signedInBrowser(browser, testInfo, "Mpho", "moderator");
  await staff.page.goto("/staff/moderation");
  await expect(staff.page.getByRole("heading", { level: 1, name: "Venting Room moderation" })).toBeVisible();
  return staff;
}

/** Posts words (and no file) through the post dialog of a topic card. */
async function postWords(page: Page, topic: string, words: string) {
  await page.getByRole("button", { name: new RegExp(`^${topic}`) }).click();
  const dialog = page.getByRole("dialog", { name: "Post to the Venting Room" });
  await dialog.getByLabel("What's on your mind?").fill(words);
  await dialog.getByRole("button", { name: "Upload Post" }).click();
  await expect(dialog.getByText("Your post is up.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
}

const postWith = (page: Page, words: string) => page.locator("#feed").getByRole("article").filter({ hasText: words });

async function reportPost(page: Page, topic: string, words: string, reason: string) {
  await page.goto(`/venting-room-dashboard?topic=${topic}#feed`);
  const post = postWith(page, words);
  await post.getByRole("button", { name: /^Report/ }).click();
  const dialog = page.getByRole("dialog", { name: "Report this post" });
  await dialog.getByRole("radio", { name: reason }).check();
  await dialog.getByLabel("Anything a moderator should know? (optional)").fill("Seen in the feed.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  return dialog;
}

test("a text post reported by three members leaves the feed, and a moderator restores it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await voucherMember(page, testInfo, "venting", "Sizwe");
  await page.goto("/venting-room-dashboard");
  const words = `Nobody at home listens to me. <b>Not bold</b> ${testInfo.project.name} ${Date.now()}`;
  await postWords(page, "Romantic Chaos", words);
  // Shown as the words they are: markup is text, never HTML.
  await expect(postWith(page, words)).toContainText("<b>Not bold</b>");
  await expect(postWith(page, words).locator("b")).toHaveCount(0);

  for (const [index, reason] of ["Risk of harm to self or others", "Harassment or bullying", "Spam"].entries()) {
    const reporter = await anotherMember(browser, testInfo, `Reporter${index}`);
    // Only established members' reports hide a post: these joined days ago.
    ageAccountOf(reporter.person.email, ESTABLISHED_AFTER_DAYS);
    const dialog = await reportPost(reporter.page, "romantic-chaos", words, reason);
    if (index === 0) await expectAccessible(reporter.page);
    if (index === 0) {
      // A report of risk of harm shows the crisis lines at once.
      await expect(dialog.getByText("Thank you. Your report is in, and a moderator will look at it.")).toBeVisible();
      await expect(
        dialog.getByRole("link", { name: "Call SADAG Suicide Crisis Helpline on 0800 567 567" }),
      ).toHaveAttribute("href", "tel:0800567567");
    } else if (index === 2) {
      await expect(dialog.getByText("This post is hidden until a moderator looks at it.")).toBeVisible();
    } else {
      await expect(dialog.getByText("Thank you. Your report is in, and a moderator will look at it.")).toBeVisible();
      await expect(dialog.getByRole("link", { name: /^Call SADAG/ })).toHaveCount(0);
    }
    await dialog.getByRole("button", { name: "Done" }).click();
    // The reporter sees a placeholder instead of the post from now on.
    await expect(postWith(reporter.page, "You reported this post")).toHaveCount(1);
    await expect(postWith(reporter.page, words)).toHaveCount(0);
    await reporter.close();
  }

  // Gone from everyone else's feed; the poster still sees it, marked hidden.
  const bystander = await anotherMember(browser, testInfo, "Bystander");
  await bystander.page.goto("/venting-room-dashboard?topic=romantic-chaos#feed");
  await expect(bystander.page.getByRole("heading", { name: "Community posts" })).toBeVisible();
  await expect(postWith(bystander.page, words)).toHaveCount(0);
  await page.reload();
  await expect(postWith(page, words)).toContainText(
    "Hidden from the feed while a moderator looks at reports about it.",
  );

  // The moderator sees it with its reasons and counts, and puts it back.
  const mod = await moderator(browser, testInfo);
  const item = mod.page.getByRole("article").filter({ hasText: words });
  await expect(item).toContainText("Open reports: 3");
  await expect(item).toContainText("Risk of harm to self or others: 1");
  await expect(item).toContainText("Hidden by reports");
  await expectAccessible(mod.page);
  await item.getByLabel("Why? (kept in the audit log)").first().fill("Sad, not harmful: it stays.");
  await item.getByRole("button", { name: "Restore to the feed" }).click();
  await expect(mod.page.getByRole("status")).toHaveText("The post is back in the feed, and its reports are settled.");
  await expect(mod.page.getByRole("article").filter({ hasText: words })).toHaveCount(0);
  await expect(mod.page.getByRole("table")).toContainText("Sad, not harmful: it stays.");
  await mod.close();

  await bystander.page.reload();
  await expect(postWith(bystander.page, words)).toBeVisible();
  await bystander.close();
});

test("a member deletes their own post; a paused member is refused with the moderator's message", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const member: TestPerson = await voucherMember(page, testInfo, "venting", "Ayanda");
  await page.goto("/venting-room-dashboard");
  const gone = `I should not have said that ${testInfo.project.name} ${Date.now()}`;
  await postWords(page, "Social Injustice", gone);
  const post = postWith(page, gone);
  await post.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this post?" });
  await confirm.getByRole("button", { name: "Delete post" }).click();
  await expect(postWith(page, gone)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Community posts" })).toBeFocused();

  const reported = `Everyone in my class is useless ${testInfo.project.name} ${Date.now()}`;
  await postWords(page, "Social Injustice", reported);
  const reporter = await anotherMember(browser, testInfo, "Reporter");
  const dialog = await reportPost(reporter.page, "social-injustice", reported, "Harassment or bullying");
  await expect(dialog.getByText("Thank you. Your report is in")).toBeVisible();
  await reporter.close();

  const mod = await moderator(browser, testInfo);
  const item = mod.page.getByRole("article").filter({ hasText: reported });
  await expect(item).toContainText(`Posted by ${member.email}`);
  await item.getByText("Pause the poster's posting").click();
  await item.getByLabel("Days without posting").fill("2");
  await item.getByLabel("Message the member sees when they try to post").fill("Please be kind about your classmates.");
  await item.getByLabel("Why? (kept in the audit log)").last().fill("Insulting classmates.");
  await item.getByRole("button", { name: "Pause their posting" }).click();
  await expect(mod.page.getByRole("status")).toContainText("The poster's posting is paused");
  await expect(mod.page.getByRole("region", { name: /Paused posting/ })).toContainText(member.email);
  await mod.close();

  await page.reload();
  await expect(page.getByText(/A moderator has paused your posting until/)).toContainText(
    "Please be kind about your classmates.",
  );
  await page.getByRole("button", { name: /^Economic Hell/ }).click();
  const form = page.getByRole("dialog", { name: "Post to the Venting Room" });
  await form.getByLabel("What's on your mind?").fill("Can I post now?");
  await form.getByRole("button", { name: "Upload Post" }).click();
  await expect(form.getByRole("alert")).toContainText("You cannot post in the Venting Room until");
  await expect(form.getByRole("alert")).toContainText("A moderator said: Please be kind about your classmates.");
});

test(
  "Emergency shows the helplines, and Crisis help is always in the room's navigation",
  { tag: "@width" },
  async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "venting", "Nandi");
    await page.goto("/venting-room-dashboard");
    await page.getByRole("button", { name: /^Emergency/ }).click();
    const dialog = page.getByRole("dialog", { name: "Post to the Venting Room" });
    const help = dialog.getByRole("region", { name: "Need help now? You are not alone" });
    await expect(help).toBeVisible();
    for (const [name, tel] of [
      ["Call Emergency, from any cellphone on 112", "tel:112"],
      ["Call Childline South Africa on 116", "tel:116"],
      ["Call GBV Command Centre on 0800 428 428", "tel:0800428428"],
    ])
      await expect(help.getByRole("link", { name })).toHaveAttribute("href", tel);
    // Choosing another topic puts the form first again.
    await dialog.getByLabel("Topic").selectOption("economic-hell");
    await expect(help).toBeHidden();
    await dialog.getByRole("button", { name: "Close" }).click();

    if (isPhone(page)) await page.getByText("Venting Room menu").click();
    await page.getByRole("navigation", { name: "Venting Room" }).getByRole("link", { name: "Crisis help" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Crisis help" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call SADAG Suicide Crisis Helpline on 0800 567 567" })).toBeVisible();
    await expectAccessible(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  },
);

test("uploaded files reach the browser with their own sandboxing policy, nosniff, and documents as downloads", async ({
  page,
}, testInfo) => {
  const member = await voucherMember(page, testInfo, "venting", "Themba");
  for (const [fileType, name, bytes, disposition] of [
    ["image", "a.png", fixtures.png(), /^inline/],
    ["doc", "letter.pdf", fixtures.pdf(), /^attachment/],
  ] as const) {
    const posted = await page.request.post("/api/venting-room/upload-post", {
      multipart: {
        topicId: "emergency",
        userEmail: member.email,
        fileType,
        file: { name, mimeType: "application/octet-stream", buffer: bytes },
      },
    });
    expect(posted.status()).toBe(201);
    const { post } = await posted.json();
    const served = await page.request.get(post.file.mediaUrl);
    expect(served.status()).toBe(200);
    const headers = served.headers();
    expect(headers["content-security-policy"]).toBe(
      "default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-disposition"]).toMatch(disposition);
  }
  // Pages keep the site's own policy.
  const dashboard = await page.request.get("/venting-room-dashboard");
  expect(dashboard.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("a .docx with its author and an MP3 with its artist reach another member without them", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await voucherMember(page, testInfo, "venting", "Thandi");
  await page.goto("/venting-room-dashboard");
  const tag = `${testInfo.project.name} ${Date.now()}`;
  for (const [kind, name, buffer, words] of [
    ["Document", "My story by Thandi Mokoena.docx", docxWithAuthor(), `My story, typed at night ${tag}`],
    ["Audio", "voice note.mp3", mp3WithArtist(), `A voice note for whoever needs it ${tag}`],
  ] as const) {
    await page.getByRole("button", { name: /^Ecosystem \+/ }).click();
    const dialog = page.getByRole("dialog", { name: "Post to the Venting Room" });
    await dialog.getByLabel("What's on your mind?").fill(words);
    await dialog.getByRole("radio", { name: kind }).check();
    await dialog.getByLabel(/^Choose/).setInputFiles({ name, mimeType: "application/octet-stream", buffer });
    await dialog.getByRole("button", { name: "Upload Post" }).click();
    await expect(dialog.getByText("Your post is up.")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
  }

  const reader = await anotherMember(browser, testInfo, "Reader");
  await reader.page.goto("/venting-room-dashboard?topic=ecosystem%2B#feed");
  const document = postWith(reader.page, `My story, typed at night ${tag}`);
  const audio = postWith(reader.page, `A voice note for whoever needs it ${tag}`);
  const urls = [
    await document.getByRole("link", { name: /^Download the document/ }).getAttribute("href"),
    await audio.locator("audio source").getAttribute("src"),
  ];
  for (const url of urls) {
    const file = await reader.page.request.get(url!);
    expect(file.status()).toBe(200);
    const received = await file.body();
    for (const secret of [NAME, FAMILY]) expect(containsText(received, secret), `${secret} in ${url}`).toBe(false);
  }
  await reader.close();
});
