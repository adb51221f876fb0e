import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

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
