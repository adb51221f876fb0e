import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_DIST_DIR, E2E_PORT } from "./support/instance";
import { OwnServer } from "./support/own-server";

// The deployable build (`npm run build:standalone`: <build>/standalone, what deploy/Dockerfile and
// deploy/stepps.service run) started on its own, away from the project's node_modules: it must be
// ready, serve its pages with their assets, take a sign-up (the database driver and the hashing
// threads), and stop cleanly on SIGTERM.
test.describe.configure({ timeout: 120_000 });

test("the standalone server starts on its own, reports ready, serves pages and a sign-up, and stops on SIGTERM", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "not a browser test: one run is enough");
  const standalone = path.join(__dirname, "..", E2E_DIST_DIR, "standalone");
  // Its own copy of every package it loads: none is read from the project's node_modules.
  expect(fs.existsSync(path.join(standalone, "node_modules", "better-sqlite3"))).toBe(true);
  // And none of this checkout's own state (its databases, mail and uploads).
  expect(fs.existsSync(path.join(standalone, "data"))).toBe(false);

  const server = new OwnServer(E2E_PORT + 3, { BCRYPT_COST: "4" }, { standalone: true });
  server.prepare();
  await server.start();
  try {
    const ready = await fetch(`${server.url}/api/ready`);
    expect({ status: ready.status, body: await ready.json() }).toEqual({
      status: 200,
      body: { status: "ready", checks: { database: "ok", migrations: "ok", scheduler: "ok" } },
    });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    const stylesheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(await home.text())?.[1];
    expect(stylesheet).toBeDefined();
    expect((await fetch(`${server.url}${stylesheet}`)).status).toBe(200);
    // From public/, which the standalone folder has its own copy of.
    expect((await fetch(`${server.url}/venting/trending/trending-05-cape-town-water.jpg`)).status).toBe(200);

    const signup = await fetch(`${server.url}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.18.200.1" },
      body: JSON.stringify({
        name: "Thandi",
        surname: "Standalone",
        email: "standalone@example.co.za",
        password: "standalone-passw0rd",
        city: "Durban",
        cellNumber: "0721234567",
        ageConsent: true,
      }),
    });
    expect(signup.status).toBe(201);
  } finally {
    expect(await server.stop("SIGTERM")).toBe(143);
  }
  const lines = server.logLines();
  expect(lines.some((line) => line.event === "request" && line.path === "/api/ready" && line.status === 200)).toBe(
    true,
  );
  // Every line the server wrote is one JSON object: no multi-line stack trace.
  expect(server.output.split("\n").filter((line) => /^\s+at /.test(line))).toEqual([]);
});
