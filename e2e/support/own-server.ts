import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_DIST_DIR } from "./instance";

const ROOT = path.join(__dirname, "..", "..");

/**
 * A server of the end-to-end build on its own fresh database, for tests that must stop and restart the
 * server themselves (the shared servers of playwright.config.ts must stay up): `next start`, or with
 * `standalone` the deployable server Next wrote beside the build (`node <build>/standalone/server.js`).
 */
export class OwnServer {
  readonly dbFile: string;
  /** Mail is written here as .eml files, as in `npm run local` (no SMTP_URL). */
  readonly mailDir: string;
  readonly uploadDir: string;
  readonly url: string;
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  /** Everything the server wrote to stdout and stderr, across restarts. */
  output = "";

  constructor(
    readonly port: number,
    private readonly extraEnv: Record<string, string> = {},
    private readonly options: { standalone?: boolean } = {},
  ) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepps-standalone-"));
    this.dbFile = path.join(dir, "app.db");
    this.mailDir = path.join(dir, "mail");
    this.uploadDir = path.join(dir, "uploads");
    this.url = `http://127.0.0.1:${port}`;
  }

  private get env(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: `file:${this.dbFile}`,
      APP_URL: this.url,
      NEXT_DIST_DIR: E2E_DIST_DIR,
      NEXTAUTH_SECRET: "standalone-secret-only-for-the-end-to-end-tests-0123",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "info",
      MAIL_DIR: this.mailDir,
      UPLOAD_DIR: this.uploadDir,
      SMTP_URL: "",
      // The tests' requests come from loopback with X-Forwarded-For, as through one proxy.
      TRUSTED_PROXY_HOPS: "1",
      SIGNUP_LIMIT_PER_HOUR: "100000",
      ...this.extraEnv,
    };
  }

  /** Migrates and seeds the fresh database, as `npm run setup` does. */
  prepare() {
    const result = spawnSync(process.execPath, ["scripts/setup.mjs"], { cwd: ROOT, env: this.env, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`setup failed: ${result.stderr}`);
  }

  async start() {
    const standalone = path.join(ROOT, E2E_DIST_DIR, "standalone");
    const child = this.options.standalone
      ? spawn(process.execPath, ["server.js"], {
          cwd: standalone,
          env: { ...this.env, PORT: String(this.port), HOSTNAME: "127.0.0.1" },
          stdio: ["ignore", "pipe", "pipe"],
        })
      : spawn(
          process.execPath,
          ["node_modules/next/dist/bin/next", "start", "-p", String(this.port), "-H", "127.0.0.1"],
          {
            cwd: ROOT,
            env: this.env,
            stdio: ["ignore", "pipe", "pipe"],
          },
        );
    this.child = child;
    child.stdout!.on("data", (chunk) => (this.output += chunk));
    child.stderr!.on("data", (chunk) => (this.output += chunk));
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? (signal ? -1 : null))));
    for (let waited = 0; waited < 60_000; waited += 200) {
      if (child.exitCode !== null) throw new Error(`server exited: ${this.output}`);
      try {
        if ((await fetch(`${this.url}/robots.txt`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error("server did not start within 60 s");
  }

  /** Sends the signal and resolves with the exit code once the process has gone. */
  async stop(signal: NodeJS.Signals): Promise<number | null> {
    const [child, exited] = [this.child, this.exited];
    child?.kill(signal);
    const code = await exited;
    // A restart may already have replaced it.
    if (this.child === child) this.child = null;
    return code;
  }

  /** The log lines the server wrote as JSON (Next's own banner lines are skipped). */
  logLines(): Record<string, unknown>[] {
    return this.output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}
