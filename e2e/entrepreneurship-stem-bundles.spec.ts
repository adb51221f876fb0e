import { expect, test } from "@playwright/test";
import { fixtures } from "../__tests__/fixtures/media";
import { paidMember, sendFromOwnAddress, voucherMember } from "./support/accounts";
import { expectNoSidewaysScroll } from "./support/checks";
import { queryE2eDb } from "./support/db";
import { openProjectToday } from "./support/groups";
import { PAYMENTS_PORT } from "./support/instance";

test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

const DASHBOARD = "/entrepreneurship-education-dashboard";

test("an Entrepreneur Candidate picks an arena, studies a module and keeps a certificate", async ({
  page,
}, testInfo) => {
  const person = await voucherMember(page, testInfo, "entrepreneur", "Sipho");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Entrepreneurship Education" })).toBeVisible();

  const arenas = page.getByRole("region", { name: "Choose your arena" });
  for (const arena of ["Local", "National", "Continental", "Global"])
    await expect(arenas.getByRole("link", { name: new RegExp(arena) })).toBeVisible();
  await arenas.getByRole("link", { name: /National/ }).click();
  await expect(page).toHaveURL(/scope=national&tab=learning/);
  await expect(page.getByText("National arena", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Learning" })).toHaveAttribute("aria-current", "page");
  await expectNoSidewaysScroll(page);

  // The arena's modules, and the first one's content in its four formats.
  const modules = page.getByRole("region", { name: "National modules" }).getByRole("listitem");
  expect(await modules.count()).toBeGreaterThanOrEqual(4);
  const firstTitle = (await modules.first().getByRole("heading").textContent())!;
  await modules
    .first()
    .getByRole("link", { name: /^Open module/ })
    .click();
  await expect(page).toHaveURL(/module-content\?module=national-/);
  await expect(page.getByRole("heading", { level: 1, name: firstTitle })).toBeVisible();
  for (const heading of ["The facilitator's lesson", "Key ideas, animated"])
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(page.locator("#virtual-lab").getByRole("listitem").first()).toBeVisible();
  await expect(page.locator("#virtual-debate").getByRole("heading", { name: /^Motion:/ })).toBeVisible();
  await expect(page.getByText(/^Idea 1 of \d$/)).toBeVisible();
  await page.getByRole("button", { name: "Next idea" }).click();
  await expect(page.getByText(/^Idea 2 of \d$/)).toBeVisible();
  await page.getByRole("button", { name: /^Play/ }).click();
  await expect(page.getByRole("button", { name: /^Pause/ })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Back returns to the arena and tab; they live in the URL.
  await page.goBack();
  await expect(page).toHaveURL(/scope=national&tab=learning/);

  // Certs: Add Certificate checks the form, saves it with its type and arena, and the table shows it.
  await page.getByRole("link", { name: "Certs" }).click();
  await expect(page).toHaveURL(/scope=national&tab=certifications/);
  for (const tab of ["Stepps Certificates", "Short Courses", "NQF Certificates", "Services SETA Certificates"]) {
    await expect(
      page.getByRole("navigation", { name: "Certificate types" }).getByRole("link", { name: new RegExp(`^${tab}`) }),
    ).toBeVisible();
  }
  await page
    .getByRole("navigation", { name: "Certificate types" })
    .getByRole("link", { name: /^NQF Certificates/ })
    .click();
  await expect(page).toHaveURL(/type=nqf/);
  await page.getByRole("button", { name: "Add Certificate" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Certificate" });
  await expect(dialog.getByLabel("Certificate type")).toHaveValue("nqf");
  await dialog.getByRole("button", { name: "Save certificate" }).click();
  await expect(dialog.getByText("Certificate name is required.")).toBeVisible();
  await expect(dialog.getByText("Issuer is required.")).toBeVisible();
  await dialog.getByLabel(/^Certificate name/).fill("National Certificate: New Venture Creation");
  await dialog.getByLabel(/^Issuer/).fill("Services SETA");
  await dialog.getByLabel(/^Link/).fill("certificate 12345");
  await dialog.getByRole("button", { name: "Save certificate" }).click();
  await expect(dialog.getByText("The link must be a URL starting with https:// or http://.")).toBeVisible();
  await dialog.getByLabel(/^Link/).fill("https://example.org/certificates/12345");
  await dialog.getByLabel(/^Month and year/).fill("2024-11");
  await dialog.getByLabel(/^Lessons/).fill("Business plans, costing and pitching.");
  await dialog.getByRole("button", { name: "Save certificate" }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole("table", { name: /NQF Certificates in the National arena/ });
  const row = table.getByRole("row", { name: /New Venture Creation/ });
  await expect(row).toContainText("Services SETA");
  await expect(row).toContainText("November 2024");
  await expect(page.getByRole("link", { name: /^NQF Certificates\s*, 1 certificate$/ })).toBeVisible();
  expect(
    queryE2eDb(
      "SELECT c.type, c.scope, c.name FROM Certificate c JOIN User u ON u.id = c.userId WHERE u.email = ?",
      person.email,
    ),
  ).toEqual([{ type: "nqf", scope: "national", name: "National Certificate: New Venture Creation" }]);

  // It survives a reload, is the learner's to edit, then to delete.
  await page.reload();
  await row.getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit certificate" });
  await expect(edit.getByLabel(/^Certificate name/)).toHaveValue("National Certificate: New Venture Creation");
  await edit.getByLabel(/^Issuer/).fill("Services SETA (Gauteng)");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("Services SETA (Gauteng)");
  await row.getByRole("button", { name: /^Delete/ }).click();
  await page
    .getByRole("dialog", { name: "Delete certificate?" })
    .getByRole("button", { name: "Delete certificate" })
    .click();
  await expect(page.getByText("No nqf certificates in the National arena yet.", { exact: false })).toBeVisible();
  expect(
    queryE2eDb("SELECT c.id FROM Certificate c JOIN User u ON u.id = c.userId WHERE u.email = ?", person.email),
  ).toEqual([]);

  // Choose Arena clears the arena.
  await page.getByRole("link", { name: "Choose Arena" }).click();
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`));
  await expect(page.getByRole("heading", { name: "Choose your arena" })).toBeVisible();
});

test("a learner answers an assessment step and files a member transfer with its agreement", async ({
  page,
}, testInfo) => {
  const person = await voucherMember(page, testInfo, "entrepreneur", "Naledi");
  await page.goto(`${DASHBOARD}?scope=local&tab=assessments`);
  const steps = page
    .getByRole("region", { name: /./ })
    .filter({ has: page.getByText("Step 1") })
    .getByRole("listitem");
  await expect(steps).toHaveCount(3);
  const problem = steps.nth(1);
  await expect(problem.getByRole("heading", { name: "Problem identification" })).toBeVisible();
  await problem.getByLabel("Your answer: Problem identification").fill("Too short");
  await problem.getByRole("button", { name: "Submit answer" }).click();
  await expect(problem.getByRole("alert")).toHaveText("Your answer is too short: write at least 10 characters.");
  await problem
    .getByLabel("Your answer: Problem identification")
    .fill("Spaza owners lose stock to load-shedding when fridges go off.");
  await problem.getByRole("button", { name: "Submit answer" }).click();
  await expect(problem.getByText("Your answer is saved.")).toBeVisible();
  const submissions = page.getByRole("region", { name: "Your submissions in Local" });
  await expect(submissions.getByText("Spaza owners lose stock to load-shedding when fridges go off.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Update answer" })).toHaveCount(1);
  // Another category starts empty: the first one's answer does not follow the learner there.
  await page.getByRole("navigation", { name: "Assessment categories" }).getByRole("link").nth(1).click();
  await expect(page).toHaveURL(/category=local-/);
  await expect(steps.nth(1).getByLabel("Your answer: Problem identification")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Update answer" })).toHaveCount(0);

  // Groups: the learner joins the group whose project is open now; their own group shows, the other
  // groups lose their Join buttons.
  const project = openProjectToday("local");
  await page.getByRole("link", { name: "Groups" }).click();
  const list = page.getByRole("region", { name: "Groups List" });
  await expect(list.getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect(list.getByRole("button", { name: /^Join / })).toHaveCount(6);
  await expect(list.getByText(/ of 30 members$/).first()).toBeVisible();
  await list.getByRole("button", { name: `Join ${project.groupName}` }).click();
  await expect(page).toHaveURL(/section=list&joined=1#your-group$/);
  await expect(page.getByRole("status").filter({ hasText: `You joined ${project.groupName}.` })).toBeVisible();
  const own = page.getByRole("region", { name: project.groupName });
  await expect(own.getByText("Your group in the Local arena")).toBeVisible();
  await expect(
    own.getByRole("listitem").filter({ hasText: `${person.name} ${person.surname.charAt(0)}. (you)` }),
  ).toBeVisible();
  await expect(list.getByRole("button", { name: /^Join / })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The group's project this month: the calendar opens at the current month, takes a write-up from
  // the group's member, and moves to the next month.
  await page.getByRole("link", { name: "Group Projects" }).click();
  const monthName = (month: string) =>
    new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-ZA", { month: "long", year: "numeric", timeZone: "UTC" });
  const thisMonth = project.date.slice(0, 7);
  await expect(page.getByRole("table", { name: monthName(thisMonth) })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: project.title }).filter({ hasText: "(your group)" });
  await card.getByLabel(`Your write-up: ${project.title}`).fill("Too short");
  await card.getByRole("button", { name: "Send write-up" }).click();
  await expect(card.getByRole("alert")).toHaveText("Write at least 20 characters about what your group did.");
  await card
    .getByLabel(`Your write-up: ${project.title}`)
    .fill("We met on the day, split the work three ways and reported back.");
  await card.getByRole("button", { name: "Send write-up" }).click();
  await expect(card.getByText("Your write-up is sent: it counts for your group's score.")).toBeVisible();
  await expectNoSidewaysScroll(page);
  const next = new Date(`${thisMonth}-15T12:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const nextMonth = next.toISOString().slice(0, 7);
  await page
    .getByRole("navigation", { name: "Calendar months" })
    .getByRole("link", { name: monthName(nextMonth) })
    .click();
  await expect(page).toHaveURL(new RegExp(`section=projects&month=${nextMonth}$`));
  await expect(page.getByRole("table", { name: monthName(nextMonth) })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Projects in ${monthName(nextMonth)}` })).toBeVisible();
  await page.getByRole("link", { name: "This month" }).click();
  await expect(page.getByRole("table", { name: monthName(thisMonth) })).toBeVisible();

  // The write-up counts on the Group Score board.
  await page.getByRole("link", { name: "Group Score" }).click();
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(7);
  const row = page.getByRole("row").filter({ hasText: "Your group" });
  await expect(row.getByRole("rowheader")).toContainText(project.groupName);
  expect(Number(await row.getByRole("cell").last().textContent())).toBeGreaterThanOrEqual(20);

  // A transfer request: from the learner's own group, for themselves.
  await page.getByRole("link", { name: "Member Transfer" }).click();
  await expect(page).toHaveURL(/tab=groups&section=transfer/);
  const form = page.getByRole("region", { name: "Transfer request" });
  await expect(form.getByLabel("From group")).toHaveValue(project.groupName);
  await expect(form.getByLabel("Member to move")).toHaveValue(/.+/);
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel("Transfer date").fill(nextWeek);
  await form
    .getByLabel("Signed transfer agreement")
    .setInputFiles({ name: "agreement.pdf", mimeType: "application/pdf", buffer: fixtures.pdf() });
  await form.getByRole("button", { name: "Submit transfer request" }).click();
  await expect(form.getByText("Choose a group from the list.")).toBeVisible();
  await form.getByLabel("To group").selectOption({ index: 1 });
  // A text file named .pdf is refused by the server, which reads the bytes.
  await form
    .getByLabel("Signed transfer agreement")
    .setInputFiles({ name: "agreement.pdf", mimeType: "application/pdf", buffer: fixtures.txt() });
  await form.getByRole("button", { name: "Submit transfer request" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "The agreement must be a PDF, Word document (.doc or .docx), JPEG or PNG.",
  );
  await form
    .getByLabel("Signed transfer agreement")
    .setInputFiles({ name: "agreement.pdf", mimeType: "application/pdf", buffer: fixtures.pdf() });
  await form.getByRole("button", { name: "Submit transfer request" }).click();
  await expect(form.getByText("Your transfer request is submitted.")).toBeVisible();

  const membership = page.getByRole("region", { name: "Membership dashboard" });
  await expect(membership.getByText(`${person.name} ${person.surname.charAt(0)}.:`)).toBeVisible();
  await expect(membership.getByText("pending")).toBeVisible();
  const download = page.waitForEvent("download");
  await membership.getByRole("link", { name: /^Download agreement/ }).click();
  expect((await download).suggestedFilename()).toBe("transfer-agreement.pdf");
  expect(
    queryE2eDb("SELECT t.status FROM MemberTransfer t JOIN User u ON u.id = t.userId WHERE u.email = ?", person.email),
  ).toEqual([{ status: "pending" }]);
});

test("without the plan, Entrepreneurship and STEM are closed: pages, files and APIs", async ({
  page,
  browser,
}, testInfo) => {
  await voucherMember(page, testInfo, "venting", "Zanele");
  await page.goto(`${DASHBOARD}?scope=local&tab=learning`);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto(`${DASHBOARD}/module-content?module=local-pricing-for-profit`);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto("/stem-subjects-dashboard");
  await expect(page).toHaveURL(/\/checkout$/);
  const refused = await page.request.get("/api/dashboard/entrepreneurship/modules?scope=local");
  expect(refused.status()).toBe(403);
  // A forged middleware header changes nothing: the route handler checks the plan itself.
  const forged = await page.request.get("/api/dashboard/entrepreneurship/certifications?scope=local", {
    headers: { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
  });
  expect(forged.status()).toBe(403);

  const stranger = await browser.newContext();
  const signedOut = await stranger.request.get(
    new URL("/api/dashboard/entrepreneurship/groups?scope=local", page.url()).toString(),
  );
  expect(signedOut.status()).toBe(401);
  await stranger.close();
});

test("a STEM student chooses a grade, sees its topics by subject, and the way to the STEM learning site", async ({
  page,
}, testInfo) => {
  await voucherMember(page, testInfo, "stem", "Thabo");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/stem-subjects-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "STEM Subjects dashboard" })).toBeVisible();
  await page.getByRole("button", { name: "Grade 12" }).click();
  for (const subject of ["Mathematics, Grade 12", "Physical Sciences, Grade 12"])
    await expect(page.getByRole("heading", { name: subject, exact: true })).toBeVisible();
  const site = page.getByRole("link", { name: /^Open the STEM learning site/ });
  await expect(site).toHaveAttribute("href", /^https:\/\//);
  await expect(site).toHaveAttribute("target", "_blank");
  await expectNoSidewaysScroll(page);
  await page.goto("/stem-subjects-dashboard/anything");
  await expect(page.getByRole("heading", { level: 1, name: "This STEM Subjects page does not exist" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the STEM Subjects dashboard" }).click();
  await expect(page).toHaveURL(/\/stem-subjects-dashboard$/);
});

test.describe("bundles", () => {
  // Gold and platinum are paid for, so these run against the server with payments on.
  test.use({ baseURL: `http://localhost:${PAYMENTS_PORT}` });

  test("a Platinum member reaches all three services from the bundled dashboard", async ({ page }, testInfo) => {
    await paidMember(page, testInfo, "platinum", "Palesa");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/bundled-dashboard$/);
    await expect(page.getByText("Your plan: Platinum User")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Upgrade/ })).toHaveCount(0);

    const services = [
      { link: "Open Venting Room", url: /\/venting-room-dashboard$/, heading: "Venting Room" },
      { link: "Open Entrepreneurship", url: new RegExp(`${DASHBOARD}$`), heading: "Entrepreneurship Education" },
      { link: "Open STEM Subjects", url: /\/stem-subjects-dashboard$/, heading: "STEM Subjects dashboard" },
    ];
    for (const service of services) {
      await page.getByRole("link", { name: service.link }).click();
      await expect(page).toHaveURL(service.url);
      await expect(page.getByRole("heading", { level: 1, name: service.heading })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/bundled-dashboard$/);
    }
    await expectNoSidewaysScroll(page);
  });

  test("a Gold member sees Entrepreneurship as an upgrade, and cannot open it", async ({ page }, testInfo) => {
    await paidMember(page, testInfo, "gold", "Mandla");
    await page.goto("/bundled-dashboard");
    await expect(page.getByText("Your plan: Gold User")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open Venting Room" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open STEM Subjects" })).toBeVisible();
    const upgrade = page.getByRole("link", { name: "Upgrade to add Entrepreneurship" });
    await expect(upgrade).toHaveAttribute("href", "/checkout");
    await expect(page.getByRole("link", { name: "Open Entrepreneurship" })).toHaveCount(0);
    await page.goto(DASHBOARD);
    await expect(page).toHaveURL(/\/checkout$/);
    expect((await page.request.get("/api/dashboard/entrepreneurship/modules?scope=global")).status()).toBe(403);
  });
});
