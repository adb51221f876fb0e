import { expect, test, type Page } from "@playwright/test";
import { ALL_TOPICS } from "../lib/stem/practice/topics";
import type { BuiltQuestion } from "../lib/stem/practice/types";
import { sendFromOwnAddress, voucherMember } from "./support/accounts";
import { expectNoSidewaysScroll } from "./support/checks";
import { setPracticeQuestion } from "./support/db";
import {
  attemptIdIn,
  build,
  giveAnswer,
  practiceAttempt,
  questionOf,
  rightAnswer,
  testQuestions,
  wrongAnswer,
} from "./support/practice";

test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

async function chooseGrade(page: Page, grade: number) {
  await page.goto("/stem-subjects-dashboard");
  await expect(page.getByRole("heading", { name: "Which grade are you in?" })).toBeVisible();
  await page.getByRole("button", { name: `Grade ${grade}` }).click();
  await expect(page.getByRole("heading", { name: "Practise today" })).toBeVisible();
}

/** Answers every question of the test on the page, right where `right(position)` says so, and hands it in. */
async function sitTest(page: Page, right: (position: number) => boolean) {
  await expect(page).toHaveURL(/\/tests\/(?!new)[^/?]+\?question=1$/);
  const testId = new URL(page.url()).pathname.split("/").at(-1)!;
  for (const row of testQuestions(testId)) {
    await expect(page.getByRole("heading", { name: new RegExp(`^Question ${row.position} ·`) })).toBeVisible();
    const question = questionOf(row);
    await giveAnswer(page, question, right(row.position) ? rightAnswer(question) : wrongAnswer(question));
    await page.getByRole("button", { name: "Save and go on" }).click();
  }
  await expect(page.getByText("Every question is answered. Hand the test in to see your marks.")).toBeVisible();
  await page.getByRole("button", { name: "Hand in the test" }).click();
  return testId;
}

/** Puts behind the attempt on the page a question of its topic whose answer passes `wanted`, and reloads. */
async function askQuestionWhere(page: Page, wanted: (question: BuiltQuestion) => boolean) {
  const attempt = practiceAttempt(await attemptIdIn(page));
  const topic = ALL_TOPICS.find((t) => t.id === attempt.topicId)!;
  for (const template of topic.questions)
    for (let seed = 1; seed < 3_000; seed += 1)
      if (wanted(build(topic.id, template.id, seed))) {
        setPracticeQuestion(attempt.id, template.id, seed);
        await page.reload();
        return;
      }
  throw new Error(`No question of ${topic.id} is as wanted`);
}

test("a Grade 11 learner takes the diagnostic and practises a topic it suggests: a hint, then the solution @width", async ({
  page,
}, testInfo) => {
  await voucherMember(page, testInfo, "stem", "Lwazi");
  await chooseGrade(page, 11);
  await expect(page.getByText("Today: 0 of 10 questions")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mathematics, Grade 11" })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole("button", { name: "Start the diagnostic" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Where do I start? Grade 11" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const rightAt = (position: number) => position % 2 === 1;
  const diagnostic = testQuestions(await sitTest(page, rightAt));
  await expect(page.getByRole("heading", { name: "6 of 12 right (50%)" })).toBeVisible();
  const start = page.getByRole("heading", { name: "Start with these topics" });
  await expect(start).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The first suggestion: a wrong answer brings the hint and a second try; wrong again, the solution.
  const suggested = page.locator("h3:text('Start with these topics') + ul a").first();
  const title = (await suggested.textContent())!;
  await suggested.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("button", { name: "Start practising" }).click();
  const attempt = practiceAttempt(await attemptIdIn(page));
  const question = questionOf(attempt);
  await giveAnswer(page, question, wrongAnswer(question));
  await page.getByRole("button", { name: "Check my answer" }).click();
  await expect(page.getByText("A hint, then one more try:")).toBeVisible();
  await giveAnswer(page, question, wrongAnswer(question));
  await page.getByRole("button", { name: "Check my second try" }).click();
  await expect(page.getByRole("heading", { name: "Not quite." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Worked solution" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The diagnostic's answers in the topic count too, each once.
  const before = diagnostic.filter((row) => row.topicId === attempt.topicId);
  const right = before.filter((row) => rightAt(row.position)).length;
  await expect(page.getByText(`${before.length + 1} answered, ${right} right`)).toBeVisible();
});

test("answers are read as learners write them, and a mixed test is marked at the end with a report per topic @width", async ({
  page,
}, testInfo) => {
  await voucherMember(page, testInfo, "stem", "Naledi");
  await chooseGrade(page, 10);

  // "3/4" where the answer is three quarters.
  await page.goto("/stem-subjects-dashboard/practice/maths-10-probability");
  await page.getByRole("button", { name: "Start practising" }).click();
  await askQuestionWhere(page, (q) => q.kind === "numeric" && !q.unit && Math.abs(q.answer - 0.75) < 1e-12);
  await page.getByRole("textbox", { name: "Your answer" }).fill("3/4");
  await page.getByRole("button", { name: "Check my answer" }).click();
  await expect(page.getByRole("heading", { name: "Correct." })).toBeVisible();

  // "x = 9" where x is 9.
  await page.goto("/stem-subjects-dashboard/practice/maths-10-equations-and-inequalities");
  await page.getByRole("button", { name: "Start practising" }).click();
  await askQuestionWhere(page, (q) => q.kind === "numeric" && q.variable === "x" && q.answer === 9);
  await page.getByRole("textbox", { name: "Your answer" }).fill("x = 9");
  await page.getByRole("button", { name: "Check my answer" }).click();
  await expect(page.getByRole("heading", { name: "Correct." })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A mixed test of two topics, ten questions, untimed.
  await page.goto("/stem-subjects-dashboard");
  await page.getByRole("link", { name: "Set up a mixed test" }).click();
  await page.getByRole("button", { name: "Start the test" }).click();
  await expect(page.getByText("Choose at least one topic for the test.").first()).toBeVisible();
  const [first, second] = ALL_TOPICS.filter((topic) => topic.grade === 10 && topic.subject === "mathematics");
  await page.getByRole("checkbox", { name: new RegExp(`^${first.title} `) }).check();
  await page.getByRole("checkbox", { name: new RegExp(`^${second.title} `) }).check();
  await page.getByRole("button", { name: "Start the test" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mixed test, Grade 10" })).toBeVisible();
  await sitTest(page, (position) => position !== 10);
  await expect(page.getByRole("heading", { name: "9 of 10 right (90%)" })).toBeVisible();
  const perTopic = page.getByRole("table", { name: "Marks per topic" });
  await expect(perTopic.getByRole("row")).toHaveCount(3);
  await expect(page.getByText("Not answered")).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await page.goto("/stem-subjects-dashboard");
  await expect(page.getByText("Today: 12 of 10 questions · goal reached")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Mixed test, Grade 10/ })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("grade, practice with its hint, a test and the settings all work as plain forms", async ({ page }, testInfo) => {
    await voucherMember(page, testInfo, "stem", "Ayanda");
    await chooseGrade(page, 12);

    await page.goto("/stem-subjects-dashboard/practice/maths-10-equations-and-inequalities");
    await page.getByRole("button", { name: "Start practising" }).click();
    await askQuestionWhere(page, (q) => q.kind === "numeric" && q.variable === "x" && q.answer === 9);
    const answer = page.getByRole("textbox", { name: "Your answer" });
    await answer.fill("3 apples");
    await page.getByRole("button", { name: "Check my answer" }).click();
    await expect(page.getByText("We could not read “apples” after the number.")).toBeVisible();
    await expect(answer).toHaveValue("3 apples");
    await answer.fill("x = 8");
    await page.getByRole("button", { name: "Check my answer" }).click();
    await expect(page.getByText("A hint, then one more try:")).toBeVisible();
    await page.getByRole("textbox", { name: "Your second try" }).fill("9");
    await page.getByRole("button", { name: "Check my second try" }).click();
    await expect(page.getByRole("heading", { name: "Correct, with the hint." })).toBeVisible();

    await page.goto("/stem-subjects-dashboard");
    await page.getByRole("button", { name: "Start the diagnostic" }).click();
    await sitTest(page, () => true);
    await expect(page.getByRole("heading", { name: "12 of 12 right (100%)" })).toBeVisible();

    await page.goto("/stem-subjects-dashboard/settings");
    await page.getByRole("radio", { name: "Grade 11" }).check();
    await page.getByRole("spinbutton", { name: "Daily goal (questions a day)" }).fill("15");
    await page.getByRole("combobox", { name: "E-mail reminder" }).selectOption("18");
    await page.getByRole("button", { name: "Save my practice settings" }).click();
    await expect(page.getByText("Your practice settings are saved.")).toBeVisible();
    await page.goto("/stem-subjects-dashboard");
    await expect(page.getByText("Today: 13 of 15 questions")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Physical Sciences, Grade 11" })).toBeVisible();
  });
});
