import http from "node:http";
import net, { type AddressInfo } from "node:net";

// The setup silences logs for other suites; this one reads them.
process.env.LOG_LEVEL = "info";
const { logEveryRequest } =
  require("@/lib/http/server-hooks/log-every-request") as typeof import("@/lib/http/server-hooks/log-every-request");
const { clientAddressHeader } = require("@/lib/http/client-address") as typeof import("@/lib/http/client-address");
const { runServerHooks } = require("@/lib/http/server-hooks/chain") as typeof import("@/lib/http/server-hooks/chain");

/** Requests to /waits/<ms> wait that long before the log sees them, as a request waits for its turn. */
const WAIT_PATH = /^\/waits\/(\d+)/;

let server: http.Server;
let base: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  // Before the log, as the turns are (lib/http/server-hooks).
  const testWaits = {
    name: "testWaits",
    handleRequest(request: http.IncomingMessage, _response: http.ServerResponse, next: () => void) {
      const waitMs = Number(WAIT_PATH.exec(request.url ?? "")?.[1] ?? 0);
      if (waitMs) setTimeout(next, waitMs);
      else next();
    },
  };
  runServerHooks([testWaits, logEveryRequest()]);
  runServerHooks([logEveryRequest()]); // a second call must not log twice
  jest.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    return true;
  });
  server = http.createServer((request, response) => {
    // The id is on the request before the app's handler runs, so the app can log with it too.
    response.setHeader("x-seen-id", String(request.headers["x-request-id"]));
    response.setHeader("x-seen-address", String(request.headers[clientAddressHeader()]));
    response.statusCode = request.url?.startsWith("/missing") ? 404 : 200;
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  jest.restoreAllMocks();
  await new Promise((resolve) => server.close(resolve));
});

const requestLines = () => lines.filter((line) => line.event === "request");

// The line is written when the response closes, which can be just after the client has its answer.
async function untilRequestLines(count: number) {
  for (const started = Date.now(); requestLines().length < count && Date.now() - started < 5_000;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it("writes one JSON line per request with its id, method, path, status and duration", async () => {
  const response = await fetch(`${base}/api/vouchers/redeem?voucherCode=STEPPS-SECRET`, { method: "POST", body: "{}" });
  const id = response.headers.get("x-request-id");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers.get("x-seen-id")).toBe(id);
  await untilRequestLines(1);
  expect(requestLines()).toHaveLength(1);
  const [line] = requestLines();
  expect(line).toMatchObject({
    level: "info",
    requestId: id,
    method: "POST",
    path: "/api/vouchers/redeem",
    status: 200,
  });
  expect(line.durationMs).toEqual(expect.any(Number));
  // The query string can carry codes and references: only the path is logged.
  expect(JSON.stringify(lines)).not.toContain("STEPPS-SECRET");
});

it("keeps a well-formed id from a proxy and replaces one that could forge log lines", async () => {
  const kept = await fetch(`${base}/missing`, { headers: { "x-request-id": "edge-1234abcd" } });
  expect(kept.headers.get("x-request-id")).toBe("edge-1234abcd");
  const replaced = await fetch(`${base}/`, { headers: { "x-request-id": 'x"}\\n{"level":"error' } });
  expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  await untilRequestLines(3);
  expect(
    requestLines()
      .slice(-2)
      .map((line) => [line.requestId, line.status]),
  ).toEqual([
    ["edge-1234abcd", 404],
    [replaced.headers.get("x-request-id"), 200],
  ]);
});

it("never writes passwords, tokens, voucher codes or Paystack secrets, at any depth", async () => {
  const { logger } = await import("@/lib/logger");
  logger.info("audit", {
    email: "thandi@example.co.za",
    password: "hunter2-pass",
    voucherCode: "STEPPS-ABCD-EFGH",
    nested: { authorization: "Bearer tok-123", paystack: { secretKey: "sk_live_abc123", accessToken: "tok-456" } },
    headers: [{ cookie: "next-auth.session-token=xyz" }],
  });
  const line = lines.at(-1)!;
  const text = JSON.stringify(line);
  for (const secret of [
    "hunter2-pass",
    "STEPPS-ABCD-EFGH",
    "tok-123",
    "sk_live_abc123",
    "tok-456",
    "session-token=xyz",
  ]) {
    expect(text).not.toContain(secret);
  }
  expect(line.email).toBe("thandi@example.co.za");
});

it("writes what Next prints with console.error and console.warn as one line of the log each, stack and all", async () => {
  const { consoleIntoLog } = await import("@/lib/logger");
  const { error, warn } = console;
  const written: string[] = [];
  const stderr = jest.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    consoleIntoLog();
    const failure = Object.assign(new Error("Unexpected end of form"), { digest: "2435670990" });
    console.error(" ⨯", failure);
    console.warn("Failed to find Server Action", { cookie: "next-auth.session-token=xyz" });
  } finally {
    Object.assign(console, { error, warn });
    stderr.mockRestore();
  }
  expect(written).toHaveLength(2);
  expect(written.every((chunk) => chunk.endsWith("\n") && chunk.indexOf("\n") === chunk.length - 1)).toBe(true);
  const [failed, warned] = written.map((chunk) => JSON.parse(chunk));
  expect(failed).toMatchObject({
    level: "error",
    event: "console.error",
    message: "⨯",
    error: { name: "Error", message: "Unexpected end of form", digest: "2435670990" },
    stack: expect.stringContaining("request-log.test.ts"),
  });
  expect(warned).toMatchObject({ level: "warn", message: expect.stringContaining("Failed to find Server Action") });
  expect(written[1]).not.toContain("session-token=xyz");
});

it("stamps each request with its client's address from the connection, over whatever the client sent", async () => {
  // TRUSTED_PROXY_HOPS is 1 in the tests: the last X-Forwarded-For entry counts, as a proxy's would.
  const viaProxy = await fetch(base, { headers: { "x-forwarded-for": "6.6.6.6, 41.13.2.9" } });
  expect(viaProxy.headers.get("x-seen-address")).toBe("41.13.2.9");
  const forged = await fetch(base, { headers: { [clientAddressHeader()]: "1.2.3.4" } });
  expect(forged.headers.get("x-seen-address")).toBe("127.0.0.1");
});

it("times a request from its arrival, the time it waited for its turn included", async () => {
  const before = requestLines().length;
  const response = await fetch(`${base}/waits/300`);
  expect(response.status).toBe(200);
  await untilRequestLines(before + 1);
  const line = requestLines().at(-1)!;
  expect(line.path).toBe("/waits/300");
  expect(line.durationMs).toBeGreaterThanOrEqual(290);
});

it("logs a request whose client left while it waited for its turn, as aborted", async () => {
  const before = requestLines().length;
  const { port } = server.address() as AddressInfo;
  const socket = net.connect(port, "127.0.0.1", () => {
    socket.write("GET /waits/300 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    setTimeout(() => socket.destroy(), 50);
  });
  await untilRequestLines(before + 1);
  expect(requestLines().at(-1)).toMatchObject({ path: "/waits/300", aborted: true });
});
