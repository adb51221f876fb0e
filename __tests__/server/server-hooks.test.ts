// The app's whole chain of server hooks (lib/http/server-hooks) in its order, on servers of a class
// of their own, so these hooks reach no other test file's servers in this worker.
import http from "node:http";
import type { AddressInfo } from "node:net";

// The setup silences logs for other suites; this one reads the request log.
process.env.LOG_LEVEL = "info";
const { runServerHooks, runningServerHooks } =
  require("@/lib/http/server-hooks/chain") as typeof import("@/lib/http/server-hooks/chain");
const { serverHooks } = require("@/lib/http/server-hooks") as typeof import("@/lib/http/server-hooks");
const { MESSAGES } = require("@/lib/messages") as typeof import("@/lib/messages");

class HookedServer extends http.Server {}

let server: HookedServer;
let base: string;
const reached: string[] = [];
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  runServerHooks(serverHooks(), HookedServer);
  runServerHooks(serverHooks(), HookedServer); // a second call must not run any hook twice
  jest.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    return true;
  });
  server = new HookedServer((request, response) => {
    reached.push(`${request.method} ${request.url}`);
    response.end("handled");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  jest.restoreAllMocks();
  await new Promise((resolve) => server.close(resolve));
});

async function logLineOf(requestId: string | null | undefined) {
  for (const started = Date.now(); Date.now() - started < 5_000; await new Promise((r) => setTimeout(r, 10))) {
    const line = lines.find((entry) => entry.event === "request" && entry.requestId === requestId);
    if (line) return line;
  }
  return undefined;
}

it("run in the order a request meets them, each once", () => {
  expect(runningServerHooks(HookedServer)).toEqual([
    "keepIdleConnections",
    "requestsTakeTurns",
    "sendSecurityHeaders",
    "logEveryRequest",
    "refuseJunkRequests",
  ]);
});

it("hand an ordinary request to the server's handler with the headers, its id and its log line", async () => {
  const answer = await fetch(`${base}/about`);
  expect(await answer.text()).toBe("handled");
  expect(reached).toEqual(["GET /about"]);
  expect(answer.headers.get("content-security-policy")).toContain("default-src 'self'");
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  expect(await logLineOf(answer.headers.get("x-request-id"))).toMatchObject({ path: "/about", status: 200 });
});

it("refuse junk after the headers and the log, so a refusal carries both", async () => {
  // A raw request: fetch cannot send TRACE.
  const answer = await new Promise<http.IncomingMessage & { body: string }>((resolve, reject) => {
    const request = http.request(`${base}/contact`, { method: "TRACE", agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve(Object.assign(response, { body })));
    });
    request.on("error", reject).end();
  });
  expect([answer.statusCode, JSON.parse(answer.body)]).toEqual([405, { error: MESSAGES.request.methodNotAllowed }]);
  expect(reached).toEqual(["GET /about"]);
  expect(answer.headers["x-frame-options"]).toBe("DENY");
  const requestId = answer.headers["x-request-id"] as string;
  expect(await logLineOf(requestId)).toMatchObject({ method: "TRACE", path: "/contact", status: 405 });
});
