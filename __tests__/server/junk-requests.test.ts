/**
 * The junk screen (lib/http/server-hooks/refuse-junk-requests.ts) on a real HTTP server standing in for Next: TRACE,
 * broken percent-encoding in any path (each dynamic API route's segments from its own file), a
 * cross-site or malformed Origin on a possible server action, and an action's body over the limit
 * each get a 4xx JSON answer and never reach the handler; everything else does, untouched.
 * e2e/authorization-sweep.spec.ts asks the real `next start` the same.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SERVER_ACTION_BODY_LIMIT_BYTES } from "@/lib/http/action-limits.mjs";
import { runServerHooks } from "@/lib/http/server-hooks/chain";
import { junkRefusal, refuseJunkRequests } from "@/lib/http/server-hooks/refuse-junk-requests";
import { MESSAGES } from "@/lib/messages";
import { apiRouteFiles, dynamicSegments } from "../helpers/route-files";

let server: http.Server;
let port: number;
/** What reached the handler behind the screen: "METHOD path". */
const reached: string[] = [];
/** The bodies the handler read, in order. */
const bodies: Buffer[] = [];

beforeAll(async () => {
  runServerHooks([refuseJunkRequests()]);
  runServerHooks([refuseJunkRequests()]); // a second call must not wrap twice
  server = http.createServer((request, response) => {
    reached.push(`${request.method} ${request.url}`);
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      bodies.push(Buffer.concat(chunks));
      response.end("handled");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  reachedHandler: boolean;
}

/** A raw request (fetch can neither send TRACE nor keep a broken escape in the path). */
function ask(
  method: string,
  path: string,
  headers: Record<string, string | number> = {},
  body?: string | Buffer,
): Promise<Answer> {
  const before = reached.length;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
          reachedHandler: reached.length > before,
        }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

function expectRefused(answer: Answer, status: number, message: string) {
  expect({ status: answer.status, body: JSON.parse(answer.body), reached: answer.reachedHandler }).toEqual({
    status,
    body: { error: message },
    reached: false,
  });
  expect(answer.headers["content-type"]).toBe("application/json");
  expect(answer.headers["cache-control"]).toBe("no-store");
  // The site's headers, all of them, even on a file route's path.
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
}

const sameSite = () => ({ host: `localhost:${port}`, origin: `http://localhost:${port}` });

describe("TRACE", () => {
  it.each([
    "/",
    "/about",
    "/contact",
    "/api/vouchers/status",
    "/api/venting-room/posts/abc/like",
    "/_next/static/x.js",
  ])("is 405 on %s, with the methods that are allowed", async (path) => {
    const answer = await ask("TRACE", path, { cookie: "next-auth.session-token=secret" });
    expectRefused(answer, 405, MESSAGES.request.methodNotAllowed);
    expect(answer.headers.allow).toBe("GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE");
    // TRACE exists to echo the request back: nothing of it is.
    expect(answer.body).not.toContain("secret");
  });

  it("TRACK never reaches the server's handlers: Node's parser answers it 400", async () => {
    expect(await ask("TRACK", "/api/vouchers/status")).toMatchObject({ status: 400, body: "", reachedHandler: false });
  });
});

describe("broken percent-encoding", () => {
  const BROKEN = ["%E0%A4%A", "%", "%ZZ", "%FF", "%C3", "%ED%A0%80", "abc%2"];
  const dynamicRoutes = apiRouteFiles().filter(({ pattern }) => dynamicSegments(pattern).length > 0);

  it("finds the dynamic API routes", () => {
    expect(dynamicRoutes.length).toBeGreaterThan(5);
  });

  it("is a 400 in every dynamic segment of every dynamic API route, for every method", async () => {
    for (const { pattern } of dynamicRoutes) {
      for (const broken of BROKEN) {
        const path = pattern.replace(/\[(?:\.\.\.)?[^\]]+\]/g, broken);
        for (const method of ["GET", "POST", "DELETE"]) {
          const answer = await ask(method, path, { "content-type": "application/json" }, "{}");
          expect(`${method} ${path}: ${answer.status} ${answer.reachedHandler}`).toBe(`${method} ${path}: 400 false`);
        }
      }
    }
    expectRefused(await ask("GET", "/api/venting-room/media/%E0%A4%A"), 400, MESSAGES.request.badEncoding);
  });

  it("is a 400 on pages too, and the query string is left to the route", async () => {
    expectRefused(await ask("GET", "/staff/members/%E0%A4%A"), 400, MESSAGES.request.badEncoding);
    expect((await ask("GET", "/api/venting-room/posts?topic=%E0%A4%A")).reachedHandler).toBe(true);
  });

  it("lets well-formed escapes through", async () => {
    for (const path of ["/api/venting-room/posts/caf%C3%A9/like", "/a%20b", "/api/x/%2F%25", "/%F0%9F%98%80"])
      expect(`${path} ${(await ask("GET", path)).reachedHandler}`).toBe(`${path} true`);
  });
});

describe("server actions from other origins", () => {
  const action = { "next-action": "7f".repeat(21), "content-type": "text/plain;charset=UTF-8" };
  const multipart = { "content-type": "multipart/form-data; boundary=x" };
  const form = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n';

  it("are 403 with a foreign, null or malformed Origin, as a fetch action or a multipart form post", async () => {
    for (const origin of ["https://evil.example", "null", "http://", "not a url", `http://localhost:${port + 1}`]) {
      for (const headers of [action, multipart]) {
        const answer = await ask("POST", "/contact", { ...headers, host: `localhost:${port}`, origin }, form);
        expectRefused(answer, 403, MESSAGES.request.crossSite);
      }
    }
  });

  it("pass from the site's own origin (Host, or a proxy's X-Forwarded-Host), or without an Origin, as Next allows", async () => {
    expect((await ask("POST", "/contact", { ...action, ...sameSite() }, "[]")).reachedHandler).toBe(true);
    expect((await ask("POST", "/login", { ...multipart, ...sameSite() }, form)).reachedHandler).toBe(true);
    const proxied = {
      host: "127.0.0.1:3000",
      "x-forwarded-host": "stepps.example, inner",
      origin: "https://stepps.example",
    };
    expect((await ask("POST", "/contact", { ...action, ...proxied }, "[]")).reachedHandler).toBe(true);
    expect((await ask("POST", "/contact", { ...action, host: `localhost:${port}` }, "[]")).reachedHandler).toBe(true);
    // The forwarded host, when there is one, is what the Origin must match (Next's rule).
    expectRefused(
      await ask(
        "POST",
        "/contact",
        { ...action, host: "stepps.example", "x-forwarded-host": "other.example", origin: "https://stepps.example" },
        "[]",
      ),
      403,
      MESSAGES.request.crossSite,
    );
  });

  it("leave route handlers and plain posts alone: those check their own origins", async () => {
    const foreign = { host: `localhost:${port}`, origin: "https://evil.example" };
    expect((await ask("POST", "/api/contact", { ...multipart, ...foreign }, form)).reachedHandler).toBe(true);
    expect((await ask("POST", "/api/payments/initialize", { ...action, ...foreign }, "{}")).reachedHandler).toBe(true);
    const urlEncoded = { "content-type": "application/x-www-form-urlencoded", ...foreign };
    expect((await ask("POST", "/contact", urlEncoded, "a=1")).reachedHandler).toBe(true);
    expect((await ask("GET", "/contact", { ...action, ...foreign })).reachedHandler).toBe(true);
  });
});

describe("a server action's body over the limit", () => {
  it("is 413 from its declared length, before any of it is read", async () => {
    const over = Buffer.alloc(SERVER_ACTION_BODY_LIMIT_BYTES + 1, "a");
    for (const type of ["text/plain;charset=UTF-8", "multipart/form-data; boundary=x"]) {
      const headers = {
        ...sameSite(),
        "content-type": type,
        ...(type.startsWith("text") ? { "next-action": "ab" } : {}),
      };
      expectRefused(await ask("POST", "/contact", headers, over), 413, MESSAGES.request.tooLarge);
    }
  });

  it("is 411 without a declared length (chunked), which only a script sends", async () => {
    const headers = { ...sameSite(), "content-type": "text/plain;charset=UTF-8", "next-action": "ab" };
    expectRefused(
      await ask("POST", "/contact", { ...headers, "transfer-encoding": "chunked" }, "[]"),
      411,
      MESSAGES.request.lengthRequired,
    );
    // A route handler reads a chunked body itself, under its own cap.
    expect(
      (await ask("POST", "/api/contact", { ...headers, "transfer-encoding": "chunked" }, "{}")).reachedHandler,
    ).toBe(true);
  });

  it("passes at the limit, and the limit is the one Next is given", async () => {
    const at = Buffer.from(JSON.stringify(["a".repeat(SERVER_ACTION_BODY_LIMIT_BYTES - 4)]));
    expect(at.length).toBe(SERVER_ACTION_BODY_LIMIT_BYTES);
    const headers = { ...sameSite(), "content-type": "text/plain;charset=UTF-8", "next-action": "ab" };
    expect((await ask("POST", "/contact", headers, at)).reachedHandler).toBe(true);
    const config = (await import("@/next.config.mjs")).default as { experimental?: { serverActions?: object } };
    expect(config.experimental?.serverActions).toMatchObject({ bodySizeLimit: SERVER_ACTION_BODY_LIMIT_BYTES });
  });
});

describe("a server action's body Next could not decode", () => {
  const action = { ...{ "next-action": "7f".repeat(21) } };
  const multipart = "multipart/form-data; boundary=x";
  const form = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n';

  it("is 400 when a multipart body is empty, cut short or has no boundary, with or without Next-Action", async () => {
    for (const headers of [action, {}]) {
      for (const [type, body] of [
        [multipart, ""],
        [multipart, "garbage"],
        [multipart, form.slice(0, 30)],
        ["multipart/form-data", form],
      ]) {
        const answer = await ask("POST", "/contact", { ...sameSite(), ...headers, "content-type": type }, body);
        expectRefused(answer, 400, MESSAGES.request.unreadableForm);
      }
    }
  });

  it("is 400 when a fetch action's text is not JSON (or not UTF-8), and 415 for another type", async () => {
    const text = { ...sameSite(), ...action, "content-type": "text/plain;charset=UTF-8" };
    for (const body of ["hello", "", "[1,", Buffer.from([0x5b, 0x22, 0xff, 0x22, 0x5d])])
      expectRefused(await ask("POST", "/account", text, body), 400, MESSAGES.request.unreadableForm);
    for (const type of ["application/json", "application/x-www-form-urlencoded", ""])
      expectRefused(
        await ask("POST", "/account", { ...sameSite(), ...action, "content-type": type }, "{}"),
        415,
        MESSAGES.request.unreadableForm,
      );
  });

  it("hands a readable body on to Next byte for byte", async () => {
    const text = Buffer.from(JSON.stringify([{ status: "idle" }, "$K1", "café"]));
    for (const [type, body] of [
      ["text/plain;charset=UTF-8", text],
      [multipart, Buffer.from(form)],
    ] as const) {
      const answer = await ask("POST", "/contact", { ...sameSite(), ...action, "content-type": type }, body);
      expect(answer).toMatchObject({ status: 200, body: "handled", reachedHandler: true });
      expect(bodies.at(-1)!.equals(body)).toBe(true);
    }
  });
});

describe("junkRefusal", () => {
  it("takes the first of repeated X-Forwarded-Host headers, as Next does", () => {
    const headers = { "next-action": "ab", host: "a.example", "x-forwarded-host": ["b.example", "c.example"] };
    expect(junkRefusal("POST", "/contact", { ...headers, origin: "https://b.example" })).toBeNull();
    expect(junkRefusal("POST", "/contact", { ...headers, origin: "https://c.example" })?.status).toBe(403);
  });

  it("answers ordinary requests with null", () => {
    expect(junkRefusal("GET", "/", {})).toBeNull();
    expect(
      junkRefusal("POST", "/api/signup", { "content-type": "application/json", "content-length": "99999999" }),
    ).toBeNull();
  });
});
