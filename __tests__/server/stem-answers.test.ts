// Reading answers as learners write them (lib/stem/practice/answers.ts): each line is an answer, the
// question's expectation, and the verdict it must get. A refusal must say what to change, and
// names a unit only when a unit was written and it is the wrong one.
import { MESSAGES } from "@/lib/messages";
import { isUnit, markNumeric, normaliseUnit, type NumericExpectation } from "@/lib/stem/practice/answers";

const M = MESSAGES.stemPractice;
type Expected = "correct" | "wrong" | string;

const number = (value: number, more: Partial<NumericExpectation> = {}): NumericExpectation => ({ value, ...more });
const PI = Math.PI;

const TABLE: ReadonlyArray<readonly [string, NumericExpectation, Expected]> = [
  // Plain numbers, decimal commas and points, the thousands space, true and ASCII minus signs.
  ["9", number(9), "correct"],
  ["3,5", number(3.5), "correct"],
  ["3.5", number(3.5), "correct"],
  [" 3,5 ", number(3.5), "correct"],
  [",5", number(0.5), "correct"],
  ["0,25", number(0.25), "correct"],
  ["−2", number(-2), "correct"],
  ["-2", number(-2), "correct"],
  ["–2", number(-2), "correct"],
  ["+4", number(4), "correct"],
  ["1 000", number(1000), "correct"],
  ["1\u00a0000", number(1000), "correct"],
  ["12 500,5", number(12500.5), "correct"],
  ["1 234 567", number(1234567), "correct"],
  ["1000", number(1000), "correct"],
  ["3,50", number(3.5), "correct"],
  ["4", number(-4), "wrong"],
  ["3,6", number(3.5), "wrong"],
  // Rounding: the answer rounded as asked, or to three significant figures.
  ["9,43", number(9.4339811, { decimals: 2 }), "correct"],
  ["9,4", number(9.4339811), "correct"],
  ["9,2", number(9.4339811), "wrong"],
  ["0", number(0), "correct"],
  ["0,01", number(0), "wrong"],
  ["0,33", number(1 / 3, { decimals: 2 }), "correct"],
  ["0,3", number(1 / 3, { decimals: 2 }), "wrong"],
  // Fractions and mixed numbers.
  ["3/4", number(0.75), "correct"],
  ["3 / 4", number(0.75), "correct"],
  ["−7/−11", number(7 / 11), "correct"],
  ["-7/-11", number(7 / 11), "correct"],
  ["7/-11", number(-7 / 11), "correct"],
  ["−3/4", number(-0.75), "correct"],
  ["1 1/2", number(1.5), "correct"],
  ["2 3/4", number(2.75), "correct"],
  ["½", number(0.5), "correct"],
  ["¾", number(0.75), "correct"],
  ["6/8", number(0.75), "correct"],
  ["4/3", number(0.75), "wrong"],
  ["3/0", number(0.75), M.unreadable],
  // A variable the question names, or any name when it names none.
  ["x = 9", number(9, { variable: "x" }), "correct"],
  ["x=9", number(9, { variable: "x" }), "correct"],
  ["X = 9", number(9, { variable: "x" }), "correct"],
  ["x = −3/4", number(-0.75, { variable: "x" }), "correct"],
  ["y = 5", number(5, { variable: "y" }), "correct"],
  ["y = 9", number(9, { variable: "x" }), M.otherVariable("x")],
  ["x = 8", number(9, { variable: "x" }), "wrong"],
  ["v = 12 m/s", number(12, { unit: "m·s⁻¹" }), "correct"],
  ["x = 2 or x = 3", number(2, { variable: "x" }), M.oneAnswer],
  ["2; 3", number(2), M.oneAnswer],
  ["x = 2 = 3", number(2, { variable: "x" }), M.oneAnswer],
  // Exact answers: surds, π, fractions; a rounded decimal is refused with the reason.
  ["2√3", number(2 * Math.sqrt(3), { exact: true }), "correct"],
  ["√12", number(2 * Math.sqrt(3), { exact: true }), "correct"],
  ["2sqrt(3)", number(2 * Math.sqrt(3), { exact: true }), "correct"],
  ["2 sqrt 3", number(2 * Math.sqrt(3), { exact: true }), "correct"],
  ["sqrt(12)", number(2 * Math.sqrt(3), { exact: true }), "correct"],
  ["3,46", number(2 * Math.sqrt(3), { exact: true }), M.leaveExact],
  ["3,5", number(2 * Math.sqrt(3), { exact: true }), "wrong"],
  ["3√2", number(2 * Math.sqrt(3), { exact: true }), "wrong"],
  ["√3/2", number(Math.sqrt(3) / 2, { exact: true }), "correct"],
  ["1/√3", number(1 / Math.sqrt(3), { exact: true }), "correct"],
  ["√3/3", number(1 / Math.sqrt(3), { exact: true }), "correct"],
  ["3√2/2", number((3 * Math.SQRT2) / 2, { exact: true }), "correct"],
  ["(1 + √5)/2", number((1 + Math.sqrt(5)) / 2, { exact: true }), "correct"],
  ["5 − 2√6", number(5 - 2 * Math.sqrt(6), { exact: true }), "correct"],
  ["π/3", number(PI / 3, { exact: true }), "correct"],
  ["2π", number(2 * PI, { exact: true }), "correct"],
  ["2pi", number(2 * PI, { exact: true }), "correct"],
  ["4π/3", number((4 * PI) / 3, { exact: true }), "correct"],
  ["1,05", number(PI / 3, { exact: true }), M.leaveExact],
  ["3/4", number(0.75, { exact: true }), "correct"],
  ["0,75", number(0.75, { exact: true }), "correct"],
  ["0,33", number(1 / 3, { exact: true }), M.leaveExact],
  ["1/3", number(1 / 3, { exact: true }), "correct"],
  ["∛27", number(3, { exact: true }), "correct"],
  ["2^-3", number(1 / 8, { exact: true }), "correct"],
  ["2⁻³", number(1 / 8, { exact: true }), "correct"],
  // Scientific notation, as calculators and learners write it.
  ["3×10^8", number(3e8), "correct"],
  ["3 × 10^8", number(3e8), "correct"],
  ["3 x 10^8", number(3e8), "correct"],
  ["3x10^8", number(3e8), "correct"],
  ["3*10^8", number(3e8), "correct"],
  ["3e8", number(3e8), "correct"],
  ["3E8", number(3e8), "correct"],
  ["3,00 × 10⁸", number(3e8), "correct"],
  ["6,63 × 10⁻³⁴", number(6.63e-34), "correct"],
  ["6.63e-34", number(6.63e-34), "correct"],
  ["1,6 × 10^-19 C", number(1.6e-19, { unit: "C" }), "correct"],
  ["3 × 10^7", number(3e8), "wrong"],
  ["3 × 10^(−2)", number(0.03), "correct"],
  // Units: none, abbreviated, spelled out, in any of the usual forms; only the wrong unit is blamed.
  ["126", number(126, { unit: "m" }), "correct"],
  ["126 m", number(126, { unit: "m" }), "correct"],
  ["126m", number(126, { unit: "m" }), "correct"],
  ["126 metres", number(126, { unit: "m" }), "correct"],
  ["126 meters", number(126, { unit: "m" }), "correct"],
  ["126 metre", number(126, { unit: "m" }), "correct"],
  ["1 000 m", number(1000, { unit: "m" }), "correct"],
  ["126 km", number(126, { unit: "m" }), M.wrongUnit("m")],
  ["12 m/s", number(12, { unit: "m·s⁻¹" }), "correct"],
  ["12 m.s-1", number(12, { unit: "m·s⁻¹" }), "correct"],
  ["12 m s^-1", number(12, { unit: "m·s⁻¹" }), "correct"],
  ["12 m·s⁻¹", number(12, { unit: "m·s⁻¹" }), "correct"],
  ["12 metres per second", number(12, { unit: "m·s⁻¹" }), "correct"],
  ["12 M/S", number(12, { unit: "m·s⁻¹" }), "correct"],
  ["12 km/h", number(12, { unit: "m·s⁻¹" }), M.wrongUnit("m·s⁻¹")],
  ["2,5 m/s²", number(2.5, { unit: "m·s⁻²" }), "correct"],
  ["2,5 m/s^2", number(2.5, { unit: "m·s⁻²" }), "correct"],
  ["2,5 m·s-2", number(2.5, { unit: "m·s⁻²" }), "correct"],
  ["2,5 m/s", number(2.5, { unit: "m·s⁻²" }), M.wrongUnit("m·s⁻²")],
  ["49 N", number(49, { unit: "N" }), "correct"],
  ["49 newtons", number(49, { unit: "N" }), "correct"],
  ["49 J", number(49, { unit: "N" }), M.wrongUnit("N")],
  ["0,5 mol/dm³", number(0.5, { unit: "mol·dm⁻³" }), "correct"],
  ["0,5 mol.dm-3", number(0.5, { unit: "mol·dm⁻³" }), "correct"],
  ["0,5 mol per litre", number(0.5, { unit: "mol·dm⁻³" }), "correct"],
  ["12 Ω", number(12, { unit: "Ω" }), "correct"],
  ["12 ohms", number(12, { unit: "Ω" }), "correct"],
  ["5 kJ/mol", number(5, { unit: "kJ·mol⁻¹" }), "correct"],
  ["300 K", number(300, { unit: "K" }), "correct"],
  ["300 kelvin", number(300, { unit: "K" }), "correct"],
  ["48°", number(48, { unit: "°" }), "correct"],
  ["48 °", number(48, { unit: "°" }), "correct"],
  ["48 degrees", number(48, { unit: "°" }), "correct"],
  ["48", number(48, { unit: "°" }), "correct"],
  ["25%", number(25, { unit: "%" }), "correct"],
  ["25 percent", number(25, { unit: "%" }), "correct"],
  ["25%", number(0.25), "correct"],
  ["3/4", number(0.75, { unit: "m" }), "correct"],
  ["3/4 m", number(0.75, { unit: "m" }), "correct"],
  ["12 N", number(12), M.noUnit],
  ["3/4 apples", number(0.75), M.unreadableAfter("apples")],
  ["12 parsecs", number(12, { unit: "m" }), M.unreadableAfter("parsecs")],
  // Money.
  ["R1 234,50", number(1234.5, { unit: "R" }), "correct"],
  ["R 1 234,50", number(1234.5, { unit: "R" }), "correct"],
  ["R1234.50", number(1234.5, { unit: "R" }), "correct"],
  ["1234,5", number(1234.5, { unit: "R" }), "correct"],
  ["1 234,50 rand", number(1234.5, { unit: "R" }), "correct"],
  ["r1234,5", number(1234.5, { unit: "R" }), "correct"],
  ["R1 200", number(1234.5, { unit: "R" }), "wrong"],
  ["R12", number(12), M.notMoney],
  // What cannot be read says so, without blaming a unit.
  ["", number(1), M.noAnswer],
  ["   ", number(1), M.noAnswer],
  ["twelve", number(12), M.notANumber],
  ["abc", number(12, { unit: "m" }), M.notANumber],
  ["m/s", number(12, { unit: "m·s⁻¹" }), M.notANumber],
  ["3..5", number(3.5), M.decimalMarks],
  ["3,5,1", number(3.5), M.decimalMarks],
  ["1,000.5", number(1000.5), M.decimalMarks],
  ["3 4", number(3), M.decimalMarks],
  ["(3", number(3), M.unreadable],
  ["--3", number(3), "correct"],
  ["1e999", number(1), M.unreadable],
];

describe("reading answers as learners write them", () => {
  it("has at least a hundred lines", () => expect(TABLE.length).toBeGreaterThanOrEqual(100));

  it.each(TABLE.map(([given, expected, verdict]) => [given, JSON.stringify(expected), verdict, expected] as const))(
    "%s for %s: %s",
    (given, _shown, verdict, expected) => {
      const marked = markNumeric(given, expected);
      expect(marked.verdict === "refused" ? marked.message : marked.verdict).toBe(verdict);
    },
  );
});

describe("units", () => {
  it("takes a unit written any of the usual ways as one", () => {
    for (const way of ["m/s", "m s^-1", "m·s⁻¹", "M/S", "m / s", "metres per second"])
      expect(normaliseUnit(way)).toBe(normaliseUnit("m/s"));
    expect(normaliseUnit("mol·dm⁻³")).toBe(normaliseUnit("mol/dm³"));
    expect(normaliseUnit("degrees")).toBe(normaliseUnit("°"));
    expect(normaliseUnit("cubic metres")).toBe(normaliseUnit("m³"));
  });

  it("knows a unit from words that are not one", () => {
    for (const unit of ["m", "kg·m·s⁻¹", "N·C⁻¹", "J", "kWh", "°C", "Hz", "%"]) expect(isUnit(unit)).toBe(true);
    for (const text of ["apples", "x", "m/apples", ""]) expect(isUnit(text)).toBe(false);
  });
});
