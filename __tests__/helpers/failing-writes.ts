import { isPostgresUrl } from "@/lib/database-url";
import { db } from "@/lib/db/client";

/**
 * Makes the database refuse one kind of write until the returned function is called: a trigger that
 * raises an error (SQLite's RAISE(ABORT), PostgreSQL's RAISE EXCEPTION in a PL/pgSQL function), the
 * way a full disk or a lost connection would fail a statement in the middle of a transaction.
 * `when` is an SQL condition on OLD/NEW (the same on both engines), or none for every row.
 */
export async function refuseWrites(
  name: string,
  table: string,
  event: "INSERT" | "UPDATE" | "DELETE",
  when?: string,
): Promise<() => Promise<void>> {
  if (isPostgresUrl(process.env.DATABASE_URL ?? "")) {
    await db.$executeRawUnsafe(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${name}'; END $$`,
    );
    await db.$executeRawUnsafe(
      `CREATE TRIGGER ${name} BEFORE ${event} ON "${table}" FOR EACH ROW ${when ? `WHEN (${when})` : ""} EXECUTE FUNCTION ${name}()`,
    );
    return async () => {
      await db.$executeRawUnsafe(`DROP TRIGGER ${name} ON "${table}"`);
      await db.$executeRawUnsafe(`DROP FUNCTION ${name}()`);
    };
  }
  await db.$executeRawUnsafe(
    `CREATE TRIGGER ${name} BEFORE ${event} ON "${table}" ${when ? `WHEN ${when}` : ""} BEGIN SELECT RAISE(ABORT, '${name}'); END`,
  );
  return async () => {
    await db.$executeRawUnsafe(`DROP TRIGGER ${name}`);
  };
}
