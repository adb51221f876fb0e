// `npm run db:copy-to-postgres` (scripts/copy-sqlite-to-postgres.mjs), run as an operator would: this
// file's SQLite database, filled by the app, copied into a new migrated PostgreSQL database, then every
// model read back through each engine's Prisma client must be the same. Runs in the SQLite pass (its
// source is this file's SQLite database); it starts a throw-away cluster of its own.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { Prisma, type PrismaClient } from "@prisma/client";
import { isPostgresUrl } from "@/lib/database-url";
import { connectDatabase } from "@/lib/db/adapter";
import { db } from "@/lib/db/client";
import { grantMonth } from "@/lib/subscriptions/grants";
import { setPostLike } from "@/lib/venting/likes";
import { createPost } from "@/lib/venting/posts";
import { reportPost } from "@/lib/venting/reports";
import { newMember, newUser } from "../helpers/users";

const root = path.resolve(__dirname, "..", "..");
const onSqlite = !isPostgresUrl(process.env.DATABASE_URL ?? "");

function node(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

let cluster: { url: string; dir: string } | undefined;
let target: PrismaClient | undefined;

afterAll(async () => {
  await target?.$disconnect();
  if (cluster) node(["scripts/postgres-cluster.mjs", "stop", cluster.dir]);
});

/** Every row of every model through a client, in a stable order: what the app would read. */
async function everything(client: PrismaClient) {
  const tables: Record<string, string[]> = {};
  for (const { name } of Prisma.dmmf.datamodel.models) {
    const delegate = (client as unknown as Record<string, { findMany(): Promise<unknown[]> }>)[
      name[0].toLowerCase() + name.slice(1)
    ];
    const rows = await delegate.findMany();
    tables[name] = rows.map((row) => JSON.stringify(row, (_, v) => (typeof v === "bigint" ? `${v}n` : v))).sort();
  }
  return tables;
}

(onSqlite ? it : it.skip)(
  "copies every row of a SQLite database into a new PostgreSQL database, which the app then reads the same",
  async () => {
    // A little of everything: members and vouchers, months of access, a post with a like and a report,
    // an admin's grant with its audit entry, sessions, rate-limit counters, queued mail.
    const [poster, reader, admin] = [
      await newMember("venting", "Poster"),
      await newMember("gold", "Reader"),
      await newMember(null, "Admin"),
    ];
    await newUser("Unconfirmed", { verified: false });
    const post = await createPost({ userId: poster.user.id, topicId: "emergency", text: "Long day." });
    await setPostLike(reader.user.id, post.id, true);
    await reportPost(reader.user.id, post.id, { reason: "spam", note: "Not a vent." }, "198.51.100.8");
    await grantMonth(
      { id: admin.user.id, label: "admin" },
      { userId: reader.user.id, planId: "venting", reason: "Paystack was down.", token: "copy-test-token" },
    );
    const source = await everything(db);
    expect(source.User.length).toBe(4);
    expect(source.AuditEntry.length).toBeGreaterThan(0);
    expect(source.Plan.length).toBeGreaterThan(0);

    const started = node(["scripts/postgres-cluster.mjs", "start"]);
    expect(started.status).toBe(0);
    cluster = JSON.parse(started.out.trim().split("\n").pop()!) as { url: string; dir: string };
    const url = cluster.url;
    expect(node(["scripts/prisma.mjs", "migrate", "deploy"], { DATABASE_URL: url }).status).toBe(0);

    // On a machine whose clock is not on UTC (South Africa is UTC+2): dates must not move.
    const copy = (to: string) =>
      node(["scripts/copy-sqlite-to-postgres.mjs", "--from", process.env.DATABASE_URL!, "--to", to], {
        TZ: "Africa/Johannesburg",
      });
    const copied = copy(url);
    expect(copied).toMatchObject({ status: 0, out: expect.stringMatching(/every table's count matches/) });

    target = connectDatabase(url);
    expect(await everything(target)).toEqual(source);
    // The copy is a working database: the app's queries run on it.
    expect(await target.subscription.count({ where: { userId: reader.user.id } })).toBe(2);

    // Never into a database that holds rows: a second copy is refused and changes nothing.
    const again = copy(url);
    expect(again.status).toBe(1);
    expect(again.out).toMatch(/Nothing was copied: the target is not empty/);
    expect(await everything(target)).toEqual(source);
  },
  120_000,
);
