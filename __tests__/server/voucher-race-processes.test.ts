// Four processes, each with its own database connection, sign up 80 accounts each at the same
// moment against one SQLite file with 250 vouchers to give: the limit holds across connections.
import { spawn } from "node:child_process";
import path from "node:path";
import { db } from "@/lib/db/client";

const PROCESSES = 4;
const PER_PROCESS = 80;
const LIMIT = 250;

function burst(prefix: string): Promise<{ created: number; vouchers: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join("node_modules", "tsx", "dist", "cli.mjs"),
        // The app's server-only modules, resolved as Next's server resolves them.
        "--conditions=react-server",
        "__tests__/helpers/signup-burst.ts",
        prefix,
        String(PER_PROCESS),
      ],
      { env: { ...process.env, VOUCHER_LIMIT: String(LIMIT) }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split("\n").at(-1)!)) : reject(new Error(err)),
    );
  });
}

it(`issues exactly ${LIMIT} vouchers to ${PROCESSES * PER_PROCESS} sign-ups from ${PROCESSES} processes at once`, async () => {
  const results = await Promise.all(Array.from({ length: PROCESSES }, (_, i) => burst(`p${i}`)));
  expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(PROCESSES * PER_PROCESS);
  expect(results.reduce((sum, r) => sum + r.vouchers, 0)).toBe(LIMIT);

  expect(await db.user.count()).toBe(PROCESSES * PER_PROCESS);
  const slots = (await db.voucher.findMany({ select: { slot: true }, orderBy: { slot: "asc" } })).map((v) => v.slot);
  expect(slots).toEqual(Array.from({ length: LIMIT }, (_, i) => i + 1));
  expect(new Set((await db.voucher.findMany({ select: { code: true } })).map((v) => v.code)).size).toBe(LIMIT);
}, 120_000);
