// The STEM practice bank (lib/stem/practice): the CAPS syllabus by subject, grade and term; every
// stored answer agrees with a second, independent working and with its own solution for hundreds of
// drawn values; every text is typeset as a maths teacher would write it.
import { markNumeric } from "@/lib/stem/practice/answers";
import { asked, buildQuestion, TOPICS } from "@/lib/stem/practice/bank";
import { expectationOf, rightAnswerText } from "@/lib/stem/practice/marking";
import { parseMath, plainMath, plainNodes } from "@/lib/stem/practice/math-text";
import { seededRandom } from "@/lib/stem/practice/random";
import { GRADES, LEVELS, PRACTICE_SUBJECTS, type BuiltQuestion } from "@/lib/stem/practice/types";

const SEEDS = Array.from({ length: 200 }, (_, i) => ((i + 1) * 2_654_435_761) % 2 ** 31);

/** What a maths teacher would strike out, each with why. */
const BADLY_SET: ReadonlyArray<readonly [RegExp, string]> = [
  [/(^|[^\d,])[+−-] 0(?![,\d])/u, "a term of 0"],
  [/(?<![\d,.\p{L}])1(?=[\p{L}√(])(?!s[¹²])/u, "a coefficient 1"],
  [/[−-] ?[−-]|\+ ?[−-]|[−-] ?\+(?![⁺\d])|\+ ?\+/u, "two signs in a row"],
  [/\d\.\d/u, "a decimal point (NSC papers print a decimal comma)"],
  [/\d °/u, "a space before °"],
  [/(?<![\d,])−0(?![,\d])/u, "a negative zero"],
  [/\bNaN\b|\bInfinity\b|\[object|\d[eE][+-]?\d/u, "a JavaScript number"],
  [/[\p{L})]¹(?![\d⁰¹²³⁴⁵⁶⁷⁸⁹])/u, "a power of 1"],
  [/(?<![\d,.\u00a0 ])(?!(?:19|20)\d\d(?!\d))\d{4,}/u, "thousands not spaced"],
];

function badlySet(plain: string): string[] {
  return BADLY_SET.filter(([pattern]) => pattern.test(plain)).map(([, why]) => `${why}: ${plain}`);
}

function texts(question: BuiltQuestion): string[] {
  return [
    question.prompt,
    question.hint,
    ...question.solution,
    ...(question.kind === "choice" ? question.choices : question.shown ? [question.shown] : []),
  ];
}

/** The text after the last "=" of a step, as a learner would type it. */
const statedAnswer = (step: string) => plainMath(step).split("=").at(-1)!.trim();

describe("the syllabus", () => {
  it("covers both subjects in every FET grade, with at least 60 topics and 200 templates", () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(60);
    expect(TOPICS.flatMap((topic) => topic.questions).length).toBeGreaterThanOrEqual(200);
    for (const subject of PRACTICE_SUBJECTS)
      for (const grade of GRADES)
        expect(TOPICS.filter((t) => t.subject === subject.id && t.grade === grade).length).toBeGreaterThanOrEqual(6);
  });

  it("names every topic and template once", () => {
    const topicIds = TOPICS.map((topic) => topic.id);
    expect(new Set(topicIds).size).toBe(topicIds.length);
    const templateIds = TOPICS.flatMap((topic) => topic.questions.map((question) => question.id));
    expect(templateIds.filter((id, index) => templateIds.indexOf(id) !== index)).toEqual([]);
  });
});

for (const topic of TOPICS)
  describe(topic.id, () => {
    it("is placed in CAPS, explained, and practised at every level", () => {
      expect(topic.id).toMatch(new RegExp(`^(maths|science)-${topic.grade}-[a-z0-9-]+$`));
      expect(topic.id.startsWith(topic.subject === "mathematics" ? "maths-" : "science-")).toBe(true);
      expect([1, 2, 3, 4]).toContain(topic.term);
      expect(topic.explanation.length).toBeGreaterThanOrEqual(2);
      for (const paragraph of topic.explanation) {
        expect(badlySet(plainNodes(parseMath(paragraph, { strict: true })))).toEqual([]);
      }
      expect(topic.questions.length).toBeGreaterThanOrEqual(3);
      for (const level of LEVELS) expect(topic.questions.filter((q) => q.level === level).length).toBeGreaterThan(0);
    });

    for (const template of topic.questions)
      it(`${template.id}: answers agree with a second working and the solution, typeset well, for ${SEEDS.length} draws`, () => {
        const prompts = new Set<string>();
        const problems: unknown[] = [];
        for (const seed of SEEDS) {
          const values = template.draw(seededRandom(seed));
          const question = template.build(values);
          const check = template.check(values);
          prompts.add(JSON.stringify(asked(question)));
          for (const text of texts(question)) {
            try {
              for (const why of badlySet(plainNodes(parseMath(text, { strict: true })))) problems.push({ seed, why });
            } catch (error) {
              problems.push({ seed, markup: String(error) });
            }
          }
          if (!question.hint.trim()) problems.push({ seed, why: "no hint" });
          const last = question.solution.at(-1) ?? "";
          if (question.kind === "numeric") {
            if (!Number.isFinite(question.answer)) problems.push({ seed, answer: question.answer });
            if (typeof check !== "number") problems.push({ seed, check: "not a number" });
            // The second working reaches the stored answer, within the question's own margin.
            const agreed = markNumeric(String(check), {
              value: question.answer,
              tolerance: question.exact ? 1e-9 : question.tolerance,
            });
            if (agreed.verdict !== "correct") problems.push({ seed, answer: question.answer, check });
            // The solution's last step states the answer, read as a learner's answer would be.
            const stated = markNumeric(statedAnswer(last), expectationOf(question));
            if (stated.verdict !== "correct") problems.push({ seed, last: plainMath(last), stated });
            // So does the answer shown after marking.
            const shown = markNumeric(plainMath(rightAnswerText(question)), expectationOf(question));
            if (shown.verdict !== "correct") problems.push({ seed, shown: rightAnswerText(question), verdict: shown });
          } else {
            if (new Set(question.choices).size !== question.choices.length)
              problems.push({ seed, choices: question.choices });
            if (question.choices.length < 2 || question.choices.length > 6)
              problems.push({ seed, count: question.choices.length });
            if (question.choices[question.answer] !== check)
              problems.push({ seed, right: question.choices[question.answer], check });
            if (!last.includes(question.choices[question.answer] ?? "∅")) problems.push({ seed, last });
          }
          // The same seed makes the same question; what is shown never holds the answer.
          if (JSON.stringify(buildQuestion(template, seed)) !== JSON.stringify(question))
            problems.push({ seed, why: "not repeatable" });
          const shownKeys = Object.keys(asked(question));
          if (["answer", "hint", "solution", "shown"].some((secret) => shownKeys.includes(secret)))
            problems.push({ seed, shownKeys });
          if (problems.length > 5) break;
        }
        expect(problems).toEqual([]);
        // Drawn values vary: answers cannot be copied from someone else's attempt.
        expect(prompts.size).toBeGreaterThan(3);
      });
  });
