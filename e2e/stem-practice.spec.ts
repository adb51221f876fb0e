import { expect, test, type Page } from "@playwright/test";
import { sendFromOwnAddress, voucherMember } from "./support/accounts";
import { expectNoSidewaysScroll } from "./support/checks";

test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

/** A number as the prompts write it: a true minus sign. */
const num = (text: string) => Number(text.replace("−", "-"));

/** The question on the page, solved as a learner would: "Solve for x: 3x + 5 = 20". */
async function solveLinear(page: Page): Promise<number> {
  const prompt = (await page.getByText(/^Solve for x:/).textContent())!;
  const [, a, sign, b, c] = /Solve for x: (\d+)x ([+−]) (\d+) = (−?\d+)/.exec(prompt)!;
  return (num(c) - (sign === "+" ? 1 : -1) * num(b)) / num(a);
}

/** "x² − 5x + 6 = 0 has two solutions. What is the larger one?", by the quadratic formula. */
async function solveQuadratic(page: Page): Promise<number> {
  const prompt = (await page.getByText(/has two solutions/).textContent())!;
  const [, pSign, p, qSign, q] = /x² ([+−]) (\d+)x ([+−]) (\d+) = 0/.exec(prompt)!;
  const b = (pSign === "+" ? 1 : -1) * num(p);
  const c = (qSign === "+" ? 1 : -1) * num(q);
  return (-b + Math.sqrt(b * b - 4 * c)) / 2;
}

test("a STEM learner answers wrong, sees the worked solution, answers right and sees their progress move", async ({
  page,
}, testInfo) => {
  await voucherMember(page, testInfo, "stem", "Lwazi");
  await page.goto("/stem-subjects-dashboard");
  const algebra = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Algebra and equations" }) });
  await expect(algebra.getByText("Not practised yet.")).toBeVisible();
  await algebra.getByRole("link", { name: /^Practise/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Algebra and equations" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "The idea" })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Something that is not a number is refused with a hint, and nothing is marked.
  await page.getByRole("button", { name: "Start practising" }).click();
  await expect(page).toHaveURL(/\/practice\/algebra-and-equations\?attempt=/);
  const answer = page.getByRole("textbox", { name: "Your answer" });
  await answer.fill("no idea");
  await page.getByRole("button", { name: "Check my answer" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /Type your answer as a number/ })).toBeVisible();

  // Wrong: the worked solution.
  const x = await solveLinear(page);
  await answer.fill(String(x + 7));
  await page.getByRole("button", { name: "Check my answer" }).click();
  await expect(page.getByRole("heading", { name: "Not quite." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Worked solution" })).toBeVisible();
  const result = page.getByRole("region", { name: "Not quite." });
  await expect(result.getByRole("listitem").last()).toHaveText(`x = ${String(x).replace("-", "−")}`);
  await expectNoSidewaysScroll(page);

  // The next question, answered right (with a decimal comma, as South African schools write it).
  await page.getByRole("button", { name: "Next question" }).click();
  const larger = await solveQuadratic(page);
  await page.getByRole("textbox", { name: "Your answer" }).fill(String(larger).replace(".", ","));
  await page.getByRole("button", { name: "Check my answer" }).click();
  await expect(page.getByRole("heading", { name: "Correct." })).toBeVisible();
  await expect(page.getByText("2 answered, 1 right")).toBeVisible();

  await page.getByRole("link", { name: "STEM Subjects dashboard" }).click();
  await expect(algebra.getByText(/2 answered, 1 right · mastery 50%/)).toBeVisible();
  await expect(algebra.getByRole("link", { name: /^Keep practising/ })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("practice works as plain forms: a hint for junk, then the answer marked", async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "stem", "Ayanda");
    await page.goto("/stem-subjects-dashboard/practice/algebra-and-equations");
    await page.getByRole("button", { name: "Start practising" }).click();
    const answer = page.getByRole("textbox", { name: "Your answer" });
    await answer.fill("3 apples");
    await page.getByRole("button", { name: "Check my answer" }).click();
    await expect(page.getByText("This answer has no unit: type the number alone.")).toBeVisible();
    await expect(answer).toHaveValue("3 apples");
    await answer.fill(String(await solveLinear(page)));
    await page.getByRole("button", { name: "Check my answer" }).click();
    await expect(page.getByRole("heading", { name: "Correct." })).toBeVisible();
    await expect(page.getByText("1 answered, 1 right")).toBeVisible();
  });
});
