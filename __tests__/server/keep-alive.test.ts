// Idle keep-alive connections outlive the reverse proxy's (keepIdleConnections, lib/http/server-hooks),
// on a real HTTP server: Node's own 5 s made nginx answer 502 after a quiet spell. The whole chain,
// nginx included, is proved by the two-server proof (bench/two-servers.mjs), which idles past the
// app's timeout.
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { getEnv } from "@/lib/env";
import { runServerHooks } from "@/lib/http/server-hooks/chain";
import { keepIdleConnections } from "@/lib/http/server-hooks/keep-idle-connections";

let server: http.Server;
let port: number;

beforeAll(async () => {
  jest.replaceProperty(getEnv(), "HTTP_KEEP_ALIVE_SECONDS", 1);
  runServerHooks([keepIdleConnections()]);
  server = http.createServer((_request, response) => response.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A raw connection, as a proxy holds one: it asks, reads the answer, and keeps the connection for the next. */
async function connect() {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let closedAt: number | null = null;
  socket.once("close", () => (closedAt = Date.now()));
  const ask = () =>
    new Promise<string>((resolve) => {
      socket.once("data", (chunk) => resolve(chunk.toString()));
      socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    });
  return { ask, closedAt: () => closedAt };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("keeps an idle connection open for HTTP_KEEP_ALIVE_SECONDS (and headers a moment beyond), then closes it", async () => {
  const connection = await connect();
  expect(await connection.ask()).toMatch(/^HTTP\/1\.1 200[^]*Keep-Alive: timeout=1/);
  expect(server.keepAliveTimeout).toBe(1000);
  expect(server.headersTimeout).toBeGreaterThanOrEqual(2000);
  await pause(600);
  // A pause shorter than the idle time: the same connection answers again.
  expect(connection.closedAt()).toBeNull();
  expect(await connection.ask()).toMatch(/^HTTP\/1\.1 200/);
  const answered = Date.now();
  // Node closes it on its next check after the idle time: within a second or two.
  for (let waited = 0; connection.closedAt() === null && waited < 5000; waited += 100) await pause(100);
  expect(connection.closedAt()).not.toBeNull();
  expect(connection.closedAt()! - answered).toBeGreaterThanOrEqual(900);
});
