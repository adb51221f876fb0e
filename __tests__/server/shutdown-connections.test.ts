// A closing server (Next's close() on SIGTERM) lets each kept-alive connection go once its answer is
// sent (keepIdleConnections, lib/http/server-hooks): otherwise one answered just after close() idles for
// HTTP_KEEP_ALIVE_SECONDS and holds the shutdown that long. Proved end to end in e2e/crash-recovery.spec.ts.
import { EventEmitter } from "node:events";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { getEnv } from "@/lib/env";
import { keepIdleConnections } from "@/lib/http/server-hooks/keep-idle-connections";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("answers the request under way, then closes its connection and the server within moments, not 60 s", async () => {
  jest.replaceProperty(getEnv(), "HTTP_KEEP_ALIVE_SECONDS", 60);
  const server = http.createServer((_request, response) => setTimeout(() => response.end("ok"), 300));
  // This hook alone: other files in this worker may have installed a whole chain on http.Server.
  server.emit = EventEmitter.prototype.emit as typeof server.emit;
  keepIdleConnections().configureServer!(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const socket = net.connect((server.address() as AddressInfo).port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const answered = new Promise<string>((resolve) => socket.once("data", (chunk) => resolve(chunk.toString())));
  const socketClosed = new Promise((resolve) => socket.once("close", resolve));
  socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
  await pause(100);

  const serverClosed = new Promise((resolve) => server.close(resolve));
  expect(await answered).toMatch(/^HTTP\/1\.1 200[^]*Keep-Alive: timeout=60/);
  await Promise.race([Promise.all([socketClosed, serverClosed]), pause(10_000)]);
  expect(socket.closed).toBe(true);
  expect(server.listening).toBe(false);
});
