import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { atBothWidths } from "./widths";

// Evaluated once per document. @axe-core/playwright evaluates it twice per scan and merges frames in a
// blank page of its own: together three times the CPU of the rules themselves (docs/benchmarks.md).
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export type AxeViolation = AxeResults["violations"][number];

/** Every rule axe runs by default (WCAG 2.0 to 2.2 A and AA, best practices), on the page and its frames. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(AXE_SOURCE);
  }
  // Only violations: axe then skips collecting the details of every passing node.
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
}

export const isSerious = (violation: AxeViolation) => violation.impact === "serious" || violation.impact === "critical";

function describe(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map(
        (node) =>
          `      - ${node.target.join(" >> ")}${node.failureSummary ? `\n        ${node.failureSummary.replace(/\n\s*/g, " / ")}` : ""}`,
      );
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${targets.join("\n")}`;
    })
    .join("\n");
}

async function scanAtThisWidth(page: Page, screen: string) {
  const violations = await axeViolations(page);
  const serious = violations.filter(isSerious);
  const minor = violations.filter((violation) => !isSerious(violation));
  if (minor.length)
    await test.info().attach(`axe (not failing): ${screen}`, { body: describe(minor), contentType: "text/plain" });
  // Soft, so one run reports every screen of the test, not only the first with a problem.
  expect
    .soft(
      serious.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" >> ")).join(", ")}`,
      ),
      `axe found serious or critical violations on ${screen} (${page.url()}):\n${describe(serious)}\n`,
    )
    .toEqual([]);
}

/**
 * Waits until the page is quiet (hydrated, client components loaded), then runs axe on it as it is and,
 * from a wider screen, again at the narrowest phone's width: one flow checks both layouts of every
 * screen it reaches. A serious or critical violation fails the test (listing each with its rule, impact
 * and targets); lesser findings are attached to the report.
 */
export async function scanScreen(page: Page, screen: string) {
  await page.waitForLoadState("networkidle");
  await atBothWidths(page, (atWidth) => scanAtThisWidth(page, `${screen}${atWidth}`));
}
