import "server-only";
import { db } from "@/lib/db/client";
import { appliedMigrations, driverErrorKind, missingMigrations } from "@/lib/db/readiness";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { schedulerState } from "@/lib/scheduler/heartbeat";

export interface Readiness {
  ready: boolean;
  /** States only: no names, addresses or counts. */
  checks: {
    database: "ok" | "unreachable";
    migrations: "ok" | "behind" | "unknown";
    scheduler: ReturnType<typeof schedulerState>;
  };
}

/** Shared for a second: every probe of every load balancer, or a flood, costs at most one query a second. */
const REUSE_MS = 1_000;
/** Under a probe's usual time limit, so a database that hangs is reported rather than timing the probe out. */
const DATABASE_LIMIT_MS = 2_000;

const shared = globalThis as unknown as { steppsReadiness?: { at: number; answer: Promise<Readiness> } };

export function readiness(now = Date.now()): Promise<Readiness> {
  const last = shared.steppsReadiness;
  if (last && now - last.at < REUSE_MS) return last.answer;
  const answer = checkReadiness();
  shared.steppsReadiness = { at: now, answer };
  return answer;
}

async function checkReadiness(): Promise<Readiness> {
  const checks: Readiness["checks"] = { database: "ok", migrations: "unknown", scheduler: schedulerState() };
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_LIMIT_MS} ms`)), DATABASE_LIMIT_MS);
  });
  try {
    const applied = await Promise.race([appliedMigrations(db), tooSlow]);
    checks.migrations = missingMigrations(getEnv().DATABASE_URL, applied).length ? "behind" : "ok";
  } catch (error) {
    // The database answered that it has no migrations table: it is there, the migrations are not.
    if (driverErrorKind(error) === "TableDoesNotExist") checks.migrations = "behind";
    else checks.database = "unreachable";
  } finally {
    clearTimeout(timer);
  }
  const ready = checks.database === "ok" && checks.migrations === "ok" && ["ok", "off"].includes(checks.scheduler);
  if (!ready) logger.warn("ready.not_ready", { checks });
  return { ready, checks };
}
