// Transactions on SQLite take the write lock when they begin (lib/db/adapter.ts). A transaction that
// reads, then writes after another process has committed, must wait its turn, not fail with
// "database is locked": the servers, the scheduler and `npm run staff` share one file.
import { spawn } from "node:child_process";
import { isPostgresUrl } from "@/lib/database-url";
import { db } from "@/lib/db/client";
import { newUser } from "../helpers/users";

/** Another process writing to the same file, as a second server would: resolves with its exit code. */
function writeFromAnotherProcess(userId: string): Promise<number> {
  const script = `
    const Database = require("better-sqlite3");
    const sqlite = new Database(process.argv[1], { timeout: 10000 });
    sqlite.prepare('UPDATE "User" SET "city" = ? WHERE "id" = ?').run("Polokwane", process.argv[2]);
    sqlite.close();`;
  const file = process.env.DATABASE_URL!.replace(/^file:/, "");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", script, file, userId], { stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? -1));
  });
}

// SQLite's own locking; PostgreSQL locks rows, and its limits are proven by the race tests.
const onSqlite = !isPostgresUrl(process.env.DATABASE_URL ?? "");

(onSqlite ? it : it.skip)(
  "a read-then-write transaction waits for another process's write instead of failing",
  async () => {
    const { user } = await newUser("Themba");
    let other: Promise<number> | undefined;
    await db.$transaction(async (tx) => {
      const before = await tx.user.findUniqueOrThrow({ where: { id: user.id } });
      // The other process writes now. A deferred transaction would let it commit, then fail its own
      // write below on its stale snapshot; this one holds the lock, so the other process waits.
      other = writeFromAnotherProcess(user.id);
      await new Promise((resolve) => setTimeout(resolve, 700));
      await tx.user.update({ where: { id: user.id }, data: { surname: `${before.surname}-Dlamini` } });
    });
    expect(await other).toBe(0);
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ surname: "Mokoena-Dlamini", city: "Polokwane" });
  },
);
