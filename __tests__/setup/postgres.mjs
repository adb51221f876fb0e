// The server-postgresql project's global setup and teardown (jest.config.mjs): it starts a throw-away cluster (scripts/postgres-cluster.mjs) and builds one template database, migrated
// and seeded as `npm run setup` leaves a new install; each test file then gets its own copy
// (__tests__/setup/test-database.ts), which PostgreSQL makes in a fraction of a second.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startCluster, stopCluster } from "../../scripts/postgres-cluster.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const TEMPLATE_DATABASE = "stepps_template";

function run(args, env) {
  const result = spawnSync(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
}

export async function startTestPostgres() {
  const cluster = await startCluster();
  const server = new URL(cluster.url);
  const made = spawnSync("psql", [cluster.url, "-qc", `CREATE DATABASE ${TEMPLATE_DATABASE}`], { encoding: "utf8" });
  if (made.status !== 0) throw new Error(`could not make the template database: ${made.stderr || made.error}`);
  const template = Object.assign(new URL(server), { pathname: `/${TEMPLATE_DATABASE}` }).toString();
  run(["scripts/prisma.mjs", "migrate", "deploy"], { DATABASE_URL: template });
  run([path.join("node_modules", "tsx", "dist", "cli.mjs"), "--conditions=react-server", "prisma/seed/run.ts"], {
    DATABASE_URL: template,
  });
  process.env.STEPPS_TEST_POSTGRES_URL = cluster.url;
  return cluster;
}

export default async function setup() {
  globalThis.steppsTestPostgres = await startTestPostgres();
}

export const stopTestPostgres = (cluster) => cluster && stopCluster(cluster.dir);
