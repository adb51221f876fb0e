// A stand-in for `next/headers` when a test calls a route handler directly. Next.js gives
// cookies() and headers() a request scope that only exists inside its own server; handlers that use
// them (POST /api/logout, next-auth's route handler) get the request they are called with instead.
//
//   jest.mock("next/headers", () => jest.requireActual("../helpers/next-headers").nextHeadersMock);
//   const response = await inRequestScope(request, () => handler(request, context));
import { AsyncLocalStorage } from "node:async_hooks";

interface Scope {
  request: Request;
  /** Set-Cookie lines the handler asked for through cookies().set(). */
  setCookies: string[];
}

// On globalThis, so the mock factory's copy of this module and the test's share one scope.
const key = Symbol.for("stepps.test.requestScope");
const scope: AsyncLocalStorage<Scope> = ((globalThis as Record<symbol, unknown>)[key] ??=
  new AsyncLocalStorage<Scope>()) as AsyncLocalStorage<Scope>;

function current(): Scope {
  const store = scope.getStore();
  if (!store) throw new Error("next/headers used outside inRequestScope()");
  return store;
}

function parseCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at <= 0) continue;
    // Values are URL-encoded on the wire (next-auth's csrf cookie holds a "|"); Next's cookies() decodes them.
    const raw = part.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {}
    jar.set(part.slice(0, at).trim(), value);
  }
  return jar;
}

function cookieJar() {
  const store = current();
  const jar = parseCookies(store.request.headers.get("cookie"));
  return {
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => {
      jar.set(name, value);
      store.setCookies.push(`${name}=${value}`);
    },
    delete: (name: string) => {
      jar.delete(name);
      store.setCookies.push(`${name}=; Max-Age=0`);
    },
  };
}

export const nextHeadersMock = {
  cookies: async () => cookieJar(),
  headers: async () => new Headers(current().request.headers),
};

/** Runs `fn` with `request` as the request next/headers answers for. */
export function inRequestScope<T>(request: Request, fn: () => Promise<T>): Promise<T> {
  return scope.run({ request, setCookies: [] }, fn);
}

/** The same, also answering with the cookies `fn` set through cookies() (`name=value`; an empty value ends one). */
export async function inRequestScopeWithCookies<T>(
  request: Request,
  fn: () => Promise<T>,
): Promise<{ result: T; setCookies: string[] }> {
  const store: Scope = { request, setCookies: [] };
  const result = await scope.run(store, fn);
  return { result, setCookies: store.setCookies };
}
