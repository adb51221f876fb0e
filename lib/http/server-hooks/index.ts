import "server-only";
import { runServerHooks, type ServerHook } from "./chain";
import { keepIdleConnections } from "./keep-idle-connections";
import { logEveryRequest } from "./log-every-request";
import { refuseJunkRequests } from "./refuse-junk-requests";
import { requestsTakeTurns } from "./requests-take-turns";
import { sendSecurityHeaders } from "./send-security-headers";

/**
 * The hooks on this process's HTTP servers, in the order a request meets them; Next comes after
 * the last. Turns first, so an arrival costs only its place in the queue; junk last, so its
 * refusals carry the headers and are logged like any answer.
 */
export const serverHooks = (): ServerHook[] => [
  keepIdleConnections(),
  requestsTakeTurns(),
  sendSecurityHeaders(),
  logEveryRequest(),
  refuseJunkRequests(),
];

/** Installs serverHooks() on every HTTP server of this process, once (instrumentation.ts, at start-up). */
export function installServerHooks(): void {
  runServerHooks(serverHooks());
}
