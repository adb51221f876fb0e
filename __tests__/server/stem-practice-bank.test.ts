// The STEM practice bank (lib/stem/practice): every question's stored answer checks out against its
// own solution, worked a second way, for many drawn values; answers are read and marked as learners
// write them.
import { markNumber, normaliseUnit, readNumber } from "@/lib/stem/practice/answers";
import { asked, buildQuestion, TOPICS } from "@/lib/stem/practice/bank";
import { seededRandom } from "@/lib/stem/practice/random";

const SEEDS = Array.from({ length: 400 }, (_, i) => (i + 1) * 2_654_435_761);

describe("the bank", () => {
  it("covers the CAPS topics the issue names, each explained, with at least three questions", () => {
    expect(TOPICS.map((topic) => `${topic.subject}/${topic.id}`)).toEqual([
      "mathematics/algebra-and-equations",
      "mathematics/functions-and-graphs",
      "mathematics/trigonometry",
      "mathematics/probability",
      "physical-sciences/vectors-and-motion",
      "physical-sciences/newtons-laws",
      "physical-sciences/chemical-change",
    ]);
    for (const topic of TOPICS) {
      expect(topic.explanation.length).toBeGreaterThanOrEqual(2);
      expect(topic.questions.length).toBeGreaterThanOrEqual(3);
      expect(new Set(topic.questions.map((q) => q.id)).size).toBe(topic.questions.length);
    }
  });

  for (const topic of TOPICS)
    for (const template of topic.questions)
      it(`${topic.id}/${template.id}: every stored answer agrees with its second working and its solution`, () => {
        const prompts = new Set<string>();
        for (const seed of SEEDS) {
          const values = template.draw(seededRandom(seed));
          const question = template.build(values);
          const check = template.check(values);
          const last = question.solution.at(-1)!;
          prompts.add(JSON.stringify(asked(question)));
          if (question.kind === "numeric") {
            expect(Number.isFinite(question.answer)).toBe(true);
            // The independent working gives the same value, within the question's own tolerance.
            expect({
              seed,
              verdict: markNumber(String(check), { value: question.answer, tolerance: question.tolerance }),
            }).toEqual({ seed, verdict: "correct" });
            // The solution's last step states the answer: its number, marked as a learner's would be.
            const stated = last.split("=").at(-1)!.trim().replace("−", "-");
            const expected = {
              value: question.answer,
              unit: question.unit,
              tolerance: question.tolerance,
              decimals: question.decimals,
            };
            expect({ seed, last, verdict: markNumber(stated, expected) }).toEqual({ seed, last, verdict: "correct" });
          } else {
            expect(new Set(question.choices).size).toBe(question.choices.length);
            expect(question.choices[question.answer]).toBe(check);
            expect(last).toContain(question.choices[question.answer]);
          }
          // The same seed makes the same question; what is shown never holds the answer.
          expect(buildQuestion(template, seed)).toEqual(question);
          expect(Object.keys(asked(question))).not.toContain("answer");
        }
        // Drawn values vary: answers cannot be copied from someone else's attempt.
        expect(prompts.size).toBeGreaterThan(3);
      });
});

describe("reading and marking an answer", () => {
  it("reads numbers as learners write them", () => {
    expect(readNumber("3.5")).toEqual({ value: 3.5, unit: "" });
    expect(readNumber(" 3,5 ")).toEqual({ value: 3.5, unit: "" });
    expect(readNumber("−2")).toEqual({ value: -2, unit: "" });
    expect(readNumber("-0.25 m/s")).toEqual({ value: -0.25, unit: "m/s" });
    expect(readNumber("1.2e3 N")).toEqual({ value: 1200, unit: "N" });
    expect(readNumber(".5")).toEqual({ value: 0.5, unit: "" });
    for (const junk of ["", "abc", "m/s", "--3", "1e999"]) expect(readNumber(junk)).toBeNull();
  });

  it("takes a unit written any of the usual ways, and only the right one", () => {
    for (const way of ["m/s", "m s^-1", "m·s⁻¹", "M/S", "m / s"]) expect(normaliseUnit(way)).toBe(normaliseUnit("m/s"));
    for (const way of ["m/s²", "m s^-2", "m·s⁻²", "m/s^2"]) expect(normaliseUnit(way)).toBe(normaliseUnit("m/s²"));
    expect(normaliseUnit("mol·dm⁻³")).toBe(normaliseUnit("mol/dm³"));
    expect(normaliseUnit("degrees")).toBe(normaliseUnit("°"));
    expect(markNumber("12 m/s", { value: 12, unit: "m/s" })).toBe("correct");
    expect(markNumber("12", { value: 12, unit: "m/s" })).toBe("correct");
    expect(markNumber("12 km/h", { value: 12, unit: "m/s" })).toBe("wrong-unit");
    expect(markNumber("12 N", { value: 12 })).toBe("wrong-unit");
  });

  it("marks within the tolerance: rounding passes, a near miss does not", () => {
    expect(markNumber("9.43", { value: 9.4339811 })).toBe("correct");
    expect(markNumber("9.4", { value: 9.4339811 })).toBe("correct");
    expect(markNumber("9.2", { value: 9.4339811 })).toBe("wrong");
    expect(markNumber("0", { value: 0 })).toBe("correct");
    expect(markNumber("0.01", { value: 0 })).toBe("wrong");
    expect(markNumber("twelve", { value: 12 })).toBe("unreadable");
  });
});

it("draws the same values from the same seed, and different ones from different seeds", () => {
  const draw = (seed: number) =>
    Array.from(
      { length: 5 },
      (
        (r) => () =>
          r.int(0, 1000)
      )(seededRandom(seed)),
    );
  expect(draw(42)).toEqual(draw(42));
  expect(draw(42)).not.toEqual(draw(43));
});
