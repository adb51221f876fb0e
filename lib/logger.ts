import "server-only";
import { getEnv } from "./env";
import { requestContext } from "./request-context";

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Keys whose values never reach a log line. */
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|voucher|code|signature/i;

function redact(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? "[redacted]" : redact(item, depth + 1)]),
  );
}

function write(level: Level, event: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < ORDER[getEnv().LOG_LEVEL]) return;
  const requestId = requestContext.getStore()?.requestId;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    event,
    ...(requestId ? { requestId } : {}),
    ...(redact(fields) as object),
  });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  debug: (event: string, fields?: Record<string, unknown>) => write("debug", event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};

// On globalThis: shared by every bundle's copy of this module.
const shared = globalThis as unknown as { steppsLoggedErrors?: WeakSet<Error> };
const loggedErrors = (shared.steppsLoggedErrors ??= new WeakSet<Error>());

/** An error as one log line holds it: the stack inside the line, as a string. */
export function errorFields(error: Error) {
  return {
    error: { name: error.name, message: error.message, digest: (error as { digest?: unknown }).digest },
    stack: error.stack,
  };
}

/** Whether consoleIntoLog has already written this error (Next reports a request's failure there first). */
export function alreadyLogged(error: unknown): boolean {
  return error instanceof Error && loggedErrors.has(error);
}

function consoleFields(args: unknown[]): Record<string, unknown> {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  if (error) loggedErrors.add(error);
  const message = args
    .filter((arg) => !(arg instanceof Error))
    .map((arg) => (typeof arg === "string" ? arg : JSON.stringify(redact(arg))))
    .join(" ")
    .trim();
  return {
    ...(message ? { message } : {}),
    ...(error ? errorFields(error) : {}),
  };
}

/** Next reports request failures with console.error as multi-line stack traces; here they become one JSON line each. */
export function consoleIntoLog(): void {
  for (const level of ["error", "warn"] as const) {
    const original = console[level];
    console[level] = (...args: unknown[]) => {
      try {
        write(level, `console.${level}`, consoleFields(args));
      } catch {
        // The environment itself is broken (getEnv throws): said as it was.
        original(...args);
      }
    };
  }
}
