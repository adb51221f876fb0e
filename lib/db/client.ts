import "server-only";
import { PrismaClient } from "@prisma/client";
import { getEnv } from "@/lib/env";
import { createDriverAdapter } from "./adapter";

/** The app's one Prisma client. Kept on globalThis so dev-server reloads do not open new connections. */
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const { DATABASE_URL, DATABASE_AUTH_TOKEN } = getEnv();
  return new PrismaClient({ adapter: createDriverAdapter(DATABASE_URL, DATABASE_AUTH_TOKEN) });
}

export const db: PrismaClient = (globalForPrisma.prisma ??= createClient());
