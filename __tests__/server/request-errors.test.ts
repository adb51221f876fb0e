// A request that fails writes one JSON line with its request id, whoever reports it: Next on the console
// (consoleIntoLog), or instrumentation.ts's onRequestError when Next says nothing; never both, never a
// multi-line stack trace.
import http from "node:http";
import type { AddressInfo } from "node:net";

// The setup silences logs for other suites; this one reads them.
process.env.LOG_LEVEL = "info";
process.env.NEXT_RUNTIME = "nodejs";
const { consoleIntoLog, logger } = require("@/lib/logger") as typeof import("@/lib/logger");
const { requestContext } = require("@/lib/request-context") as typeof import("@/lib/request-context");
const { logEveryRequest } =
  require("@/lib/http/server-hooks/log-every-request") as typeof import("@/lib/http/server-hooks/log-every-request");
const { runServerHooks } = require("@/lib/http/server-hooks/chain") as typeof import("@/lib/http/server-hooks/chain");
const { onRequestError } = require("@/instrumentation") as typeof import("@/instrumentation");

let written: string[] = [];
const lines = () => written.flatMap((chunk) => chunk.split("\n").filter(Boolean));
const records = () => lines().map((line) => JSON.parse(line) as Record<string, unknown>);
const originalConsoleError = console.error;

beforeAll(() => {
  for (const stream of [process.stdout, process.stderr]) {
    jest.spyOn(stream, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
  }
  consoleIntoLog();
});
beforeEach(() => {
  written = [];
});
afterAll(() => {
  console.error = originalConsoleError;
  jest.restoreAllMocks();
});

const failedRequest = (requestId: string) => ({
  path: "/checkout?voucherCode=STEPPS-SECRET",
  method: "GET",
  headers: { "x-request-id": requestId, cookie: "next-auth.session-token=secret" },
});
const renderContext = {
  routerKind: "App Router",
  routePath: "/checkout",
  routeType: "render",
  revalidateReason: undefined,
} as const;

it("gives every line written inside a request that request's id", () => {
  requestContext.run({ requestId: "req-inside-0001" }, () => logger.warn("something.odd", { step: 1 }));
  logger.warn("something.outside");
  expect(records().map(({ event, requestId }) => ({ event, requestId }))).toEqual([
    { event: "something.odd", requestId: "req-inside-0001" },
    { event: "something.outside", requestId: undefined },
  ]);
});

it("writes one line for an error Next reported on the console, and onRequestError adds none", async () => {
  const error = new Error("page failed");
  requestContext.run({ requestId: "req-console-0001" }, () => console.error(error));
  await onRequestError(error, failedRequest("req-console-0001"), renderContext);
  expect(lines()).toHaveLength(1);
  expect(records()[0]).toMatchObject({
    level: "error",
    event: "console.error",
    requestId: "req-console-0001",
    error: { name: "Error", message: "page failed" },
  });
});

it("writes the line itself for an error Next did not report, with the id, the path without its query, and no secrets", async () => {
  const error = Object.assign(new Error("render failed"), { digest: "1234567890" });
  await onRequestError(error, failedRequest("req-hook-0001"), renderContext);
  expect(lines()).toHaveLength(1);
  const [line] = records();
  expect(line).toMatchObject({
    level: "error",
    event: "request.failed",
    requestId: "req-hook-0001",
    method: "GET",
    path: "/checkout",
    route: "/checkout",
    routeType: "render",
    error: { name: "Error", message: "render failed", digest: "1234567890" },
  });
  expect(lines()[0]).not.toMatch(/STEPPS-SECRET|session-token/);
});

it("ties an error reported during a real request to the id the response carries", async () => {
  // Hooks of its own: other files in this worker have put theirs on http.Server already.
  class HookedServer extends http.Server {}
  runServerHooks([logEveryRequest()], HookedServer);
  const server = new HookedServer((_request, response) => {
    // After a wait, as a page's data fetch: the id must follow the request's work, not the call stack.
    setTimeout(() => {
      console.error(new Error("data fetch failed"));
      response.statusCode = 500;
      response.end();
    }, 5);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/stem-subjects-dashboard`);
    const id = response.headers.get("x-request-id");
    expect(id).toBeTruthy();
    for (const started = Date.now(); !records().some((r) => r.event === "request") && Date.now() - started < 5_000;) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const failures = records().filter((record) => record.event === "console.error");
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ requestId: id, error: { message: "data fetch failed" } });
    expect(records().find((record) => record.event === "request")).toMatchObject({ requestId: id, status: 500 });
    // Each chunk written is whole JSON lines: a stack trace stays inside its line.
    expect(lines().every((line) => line.startsWith("{"))).toBe(true);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
