import "server-only";
import type { PrismaClient } from "@prisma/client";
import { getEnv } from "@/lib/env";
import { connectDatabase, sqlHelpersFor } from "./adapter";

/** On globalThis so dev-server reloads do not open new connections. */
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const { DATABASE_URL, DATABASE_POOL_SIZE } = getEnv();
  return connectDatabase(DATABASE_URL, { poolSize: DATABASE_POOL_SIZE });
}

export const db: PrismaClient = (globalForPrisma.prisma ??= createClient());

/** Prisma's SQL tag and helpers, from the same runtime as `db`. */
export const SQL = sqlHelpersFor(getEnv().DATABASE_URL);
