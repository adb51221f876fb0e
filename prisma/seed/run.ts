// Loads catalogue data into the database. Idempotent: run it after every migration.
import type { PrismaClient } from "@prisma/client";
import { DEFAULT_DATABASE_URL } from "../../lib/database-url";
import { connectDatabase } from "../../lib/db/adapter";
import { catalogueCounts, catalogueStatements } from "./catalogue";

export async function seed(db: PrismaClient) {
  await db.$transaction(catalogueStatements().map((statement) => db.$executeRaw(statement)));
  return catalogueCounts();
}

async function main() {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const db = connectDatabase(url);
  try {
    const counts = await seed(db);
    console.log(
      `Seeded ${Object.entries(counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(", ")}.`,
    );
  } finally {
    await db.$disconnect();
  }
}

if (process.argv[1] && /run\.ts$/.test(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
