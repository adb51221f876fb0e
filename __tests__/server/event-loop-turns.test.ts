import http from "node:http";
import type { AddressInfo } from "node:net";
import { runServerHooks } from "@/lib/http/server-hooks/chain";
import { nextTurn } from "@/lib/http/server-hooks/requests-take-turns";

const busy = (ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end;);
};

describe("nextTurn", () => {
  it("lets a burst go on a few at a time, first come first served, with the loop's other work between", async () => {
    const order: number[] = [];
    const timerSawDone: number[] = [];
    // A timer due at once, as a probe's or another answer's would be: it must not wait for the whole burst.
    const probe = new Promise<void>((resolve) =>
      setTimeout(() => {
        timerSawDone.push(order.length);
        resolve();
      }, 0),
    );
    await Promise.all([
      ...Array.from({ length: 100 }, (_, i) =>
        nextTurn().then(() => {
          busy(1); // a request's synchronous part
          order.push(i);
        }),
      ),
      probe,
    ]);
    expect(order).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(timerSawDone[0]).toBeLessThan(20);
  });
});

describe("requestsTakeTurns", () => {
  it("hands every request to the server's handler, a few per turn, with timers running between", async () => {
    const { requestsTakeTurns } =
      require("@/lib/http/server-hooks/requests-take-turns") as typeof import("@/lib/http/server-hooks/requests-take-turns");
    runServerHooks([requestsTakeTurns()]);
    runServerHooks([requestsTakeTurns()]); // a second call must not wrap twice
    const handled: string[] = [];
    const server = http.createServer((request, response) => {
      busy(2); // a request's synchronous part
      handled.push(request.url!);
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => fetch(`${base}/r${i}`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
      expect([...handled].sort()).toEqual(Array.from({ length: 40 }, (_, i) => `/r${i}`).sort());
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
