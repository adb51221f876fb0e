#!/usr/bin/env node
// A throw-away PostgreSQL cluster for the tests and the two-server proof: a new data folder, the
// `postgres` user (PostgreSQL refuses to run as root), loopback only, a free port, trust
// authentication, and durability off (it is deleted afterwards). Never the machine's own cluster.
//   node scripts/postgres-cluster.mjs start   -> prints {"url", "dir", "port"} as JSON
//   node scripts/postgres-cluster.mjs stop <dir>
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The newest installed server's programs (Debian keeps them under /usr/lib/postgresql/<version>/bin). */
export function postgresBin() {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql)");
  return path.join(root, versions[0], "bin");
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program as `postgres` when this process is root, else as this user. */
function run(program, args) {
  const [command, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", path.join(postgresBin(), program), ...args]]
    : [path.join(postgresBin(), program), args];
  const result = spawnSync(command, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startCluster() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepps-postgres-"));
  if (asRoot) {
    const { uid, gid } = Object.fromEntries(
      ["uid", "gid"].map((key) => [
        key,
        Number(spawnSync("id", [`-${key[0]}`, "postgres"], { encoding: "utf8" }).stdout),
      ]),
    );
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=300",
  ].join(" ");
  run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, dir, port };
}

export function stopCluster(dir) {
  try {
    run("pg_ctl", ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "stop"]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, dir] = process.argv.slice(2);
  if (command === "start") console.log(JSON.stringify(await startCluster()));
  else if (command === "stop" && dir) stopCluster(dir);
  else {
    console.error("Usage: node scripts/postgres-cluster.mjs start | stop <dir>");
    process.exit(2);
  }
}
