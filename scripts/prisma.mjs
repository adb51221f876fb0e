#!/usr/bin/env node
// Runs the Prisma CLI offline. Prisma 6.19 with `engine: "js"` migrates through WebAssembly and the
// driver adapter, but the CLI still looks for native engine files first; pointing it at
// placeholder files stops it from trying to download them (see DECISIONS.md).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const engines = path.join(root, ".prisma-engines");
fs.mkdirSync(engines, { recursive: true });
const placeholder = (name) => {
  const file = path.join(engines, name);
  if (!fs.existsSync(file)) fs.writeFileSync(file, 'placeholder: this project runs Prisma with engine "js"\n');
  return file;
};

const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: placeholder("schema-engine"),
  PRISMA_QUERY_ENGINE_LIBRARY: placeholder("libquery_engine.so.node"),
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};
const cli = path.join(root, "node_modules", "prisma", "build", "index.js");
const result = spawnSync(
  process.execPath,
  [
    "--import",
    pathToFileURL(path.join(root, "scripts", "prisma-engine-timers.mjs")).href,
    cli,
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    env,
    stdio: "inherit",
  },
);
process.exit(result.status ?? 1);
