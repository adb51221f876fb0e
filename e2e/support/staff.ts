import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, type Browser, type TestInfo } from "@playwright/test";
import type { StaffRole } from "../../lib/staff/roles";
import { confirmEmailOf, logInViaForm, newPerson, sendFromOwnAddress, signUpViaApi } from "./accounts";
import { E2E_DB_FILE } from "./instance";

const root = path.join(__dirname, "..", "..");

/**
 * Grants a staff role as an operator does, with `npm run staff` (scripts/staff.ts) at the server's
 * command line, against the end-to-end server's database. Returns what the command printed.
 */
export function staffCommand(...args: string[]): string {
  return execFileSync(
    process.execPath,
    [
      path.join(root, "node_modules", "tsx", "dist", "cli.mjs"),
      "--conditions=react-server",
      "scripts/staff.ts",
      ...args,
    ],
    {
      cwd: root,
      encoding: "utf8",
      env: {
        ...process.env,
        DATABASE_URL: `file:${E2E_DB_FILE}`,
        NEXTAUTH_SECRET: "e2e-secret-only-for-the-end-to-end-tests-0123456789",
      },
    },
  );
}

/**
 * Someone signed in, in a browser of their own at the project's size: an account made through the
 * API, its address confirmed and `role` granted at the command line when one is given, then signed
 * in through the form.
 */
export async function signedInBrowser(browser: Browser, testInfo: TestInfo, name: string, role?: StaffRole) {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  const page = await context.newPage();
  await sendFromOwnAddress(page);
  const person = newPerson(testInfo, name);
  await signUpViaApi(page.request, person);
  if (role) {
    // Roles go only to confirmed addresses.
    await confirmEmailOf(page, person.email);
    expect(staffCommand("grant", person.email, role)).toContain(`${role} granted to ${person.email}`);
  }
  await logInViaForm(page, person);
  await page.waitForURL(/\/checkout$/);
  return { page, person, close: () => context.close() };
}
