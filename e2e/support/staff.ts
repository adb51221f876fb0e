import { execFileSync } from "node:child_process";
import path from "node:path";
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
